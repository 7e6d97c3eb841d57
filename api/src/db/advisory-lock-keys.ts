/** The keys of the PostgreSQL advisory locks (advisory-locks.ts): fixed numbers of this application, one per piece
 *  of work that runs on one API instance at a time. Keep them unique. The database client takes the migrations' key
 *  from here. */
export const ADVISORY_LOCKS = {
  migrations: 7_305_201_001,
  endExpiredAds: 7_305_201_002,
  removeUnusedUploads: 7_305_201_003,
  reconcilePayments: 7_305_201_004,
  adReminders: 7_305_201_005,
} as const;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;

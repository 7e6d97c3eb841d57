/** The slow-down after wrong passwords (docs/decisions/0012): failures are counted per subject in the database, so
 *  every API instance sees them; from the limit on, attempts are refused for a delay that doubles with each further
 *  failure, up to a ceiling. It never locks for good: a quiet window forgets the failures, and a right password
 *  after the delay clears them. Refused attempts are not counted, so a block always ends on time. No HTTP here. */
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import {
  deleteExpiredThrottles,
  deleteThrottle,
  throttleState,
  lockThrottle,
  updateThrottle,
} from '../repositories/password-throttles';
import type { Failure } from './outcome';
import { hashToken } from './secrets';

export type SlowDownPolicy = Config['passwordSlowDown'];

/** Wrong passwords for this subject are being slowed down: try again in `retryAfterSeconds`. */
export type SlowedDown = Failure<'RATE_LIMITED', { retryAfterSeconds: number }>;

/** Sign-in failures count per email address, whether or not it has an account, so a refusal says nothing about
 *  which addresses are registered. The address is stored only as a hash. */
export const signInKey = (email: string) => `sign-in:${hashToken(email)}`;
/** The review desk's sign-in counts its failures (a wrong password or code) per address the same way, apart from
 *  the advertisers' (decision 0070). */
export const operatorSignInKey = (email: string) => `operator-sign-in:${hashToken(email)}`;
export const changePasswordAccountKey = (advertiserId: number) => `change-password:account:${advertiserId}`;
export const changePasswordAddressKey = (clientAddress: string) => `change-password:address:${clientAddress}`;

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

/** Seconds until every one of `keys` may try again (0 when none is slowed down), and whether any has failures
 *  counted: a right password clears them only then, so a sign-in without earlier failures writes nothing more
 *  than its session (decision 0048). */
export async function throttleCheck(
  db: Db,
  keys: readonly string[],
): Promise<{ waitSeconds: number; counted: boolean }> {
  const now = new Date();
  const { blockedUntil, counted } = await throttleState(db, keys, now);
  const waitSeconds = blockedUntil
    ? Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000))
    : 0;
  return { waitSeconds, counted };
}

/** Seconds until every one of `keys` may try again; 0 when none is slowed down. */
export async function secondsUntilAllowed(db: Db, keys: readonly string[]): Promise<number> {
  return (await throttleCheck(db, keys)).waitSeconds;
}

/** The delay the `failures`-th failure in a row earns: none below the limit, then the base delay, doubled by each
 *  further failure, up to the ceiling. */
export function slowDownSeconds(failures: number, policy: SlowDownPolicy): number {
  if (failures < policy.failures) return 0;
  const doublings = Math.min(failures - policy.failures, 30);
  return Math.min(policy.delaySeconds * 2 ** doublings, policy.maxDelaySeconds);
}

export type RecordedFailure = {
  /** True for the failure that started this episode's slow-down (exactly one per episode, even under races). */
  startedSlowDown: boolean;
};

/** Counts one wrong password for `key`. The row is locked while it is read and written, so concurrent failures on
 *  several instances each count once. */
export async function recordFailure(db: Db, key: string, policy: SlowDownPolicy): Promise<RecordedFailure> {
  const now = new Date();
  // Rows nobody has failed on for a whole window are forgotten (they would start over anyway).
  await deleteExpiredThrottles(db, now);
  return db.transaction(async (tx) => {
    const row = await lockThrottle(tx, key, now);
    const quiet = row.expiresAt <= now;
    const failures = quiet ? 1 : row.failures + 1;
    const delay = slowDownSeconds(failures, policy);
    const blockedUntil = delay > 0 ? later(now, delay) : quiet ? null : row.blockedUntil;
    // A block of any length is followed by a full quiet window before the failures are forgotten, so the delay
    // keeps growing for as long as the attempts go on.
    const expiresAt = later(blockedUntil && blockedUntil > now ? blockedUntil : now, policy.windowSeconds);
    await updateThrottle(tx, key, { failures, blockedUntil, expiresAt });
    return { startedSlowDown: failures === policy.failures };
  });
}

/** A right password: the subject's failures are forgotten. */
export function clearFailures(db: Db | Tx, key: string): Promise<void> {
  return deleteThrottle(db, key);
}

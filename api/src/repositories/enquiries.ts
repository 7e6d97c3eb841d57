/** The queries on the enquiries table, and nothing else (services/enquiries.ts stores, then mails). */
import type { Db, Tx } from '../db/client';
import { enquiries } from '../db/schema';

export type NewEnquiry = typeof enquiries.$inferInsert;

/** Stores an enquiry; its id. */
export async function insertEnquiry(db: Db | Tx, values: NewEnquiry): Promise<{ id: number }> {
  const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
  if (!row) throw new Error('insert returned no enquiry');
  return row;
}

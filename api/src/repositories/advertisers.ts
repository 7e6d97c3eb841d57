/** The queries on the advertisers table, and nothing else (services/advertisers.ts holds the account rules). A
 *  closed account keeps its row for payment records and is invisible to every finder here. Functions that take
 *  `Db | Tx` run inside the caller's transaction when given one. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { advertisers } from '../db/schema';

export type AdvertiserRow = typeof advertisers.$inferSelect;
export type NewAdvertiser = typeof advertisers.$inferInsert;
export type AdvertiserChanges = Partial<NewAdvertiser>;

/** A mailed link's account id is a uuid column: anything else can only name nobody. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOpenAdvertiserByEmail(db: Db | Tx, email: string): Promise<AdvertiserRow | null> {
  const [row] = await db
    .select()
    .from(advertisers)
    .where(and(eq(advertisers.email, email), isNull(advertisers.closedAt)))
    .limit(1);
  return row ?? null;
}

export async function findOpenAdvertiserById(db: Db | Tx, id: number): Promise<AdvertiserRow | null> {
  const [row] = await db
    .select()
    .from(advertisers)
    .where(and(eq(advertisers.id, id), isNull(advertisers.closedAt)))
    .limit(1);
  return row ?? null;
}

/** The open account whose id and account id are both these; null for any other pair. */
export async function findOpenAdvertiserByIds(
  db: Db | Tx,
  ids: { id: number; accountId: string },
): Promise<AdvertiserRow | null> {
  // Anything but a uuid must not reach the query, where it would be a cast error.
  if (!UUID.test(ids.accountId)) return null;
  const [row] = await db
    .select()
    .from(advertisers)
    .where(
      and(eq(advertisers.id, ids.id), eq(advertisers.accountId, ids.accountId), isNull(advertisers.closedAt)),
    )
    .limit(1);
  return row ?? null;
}

/** Who a mail about an account's ad goes to: the address, and the name the greeting uses when there is one. */
export async function findAdvertiserRecipient(
  db: Db | Tx,
  id: number,
): Promise<{ email: string; name: string | null; company: string | null } | null> {
  const [row] = await db
    .select({ email: advertisers.email, name: advertisers.name, company: advertisers.companyName })
    .from(advertisers)
    .where(eq(advertisers.id, id))
    .limit(1);
  return row ?? null;
}

/** Inserts a new account; a taken address throws Postgres' unique_violation (see isUniqueViolation). */
export async function insertAdvertiser(db: Db | Tx, values: NewAdvertiser): Promise<AdvertiserRow> {
  const [row] = await db.insert(advertisers).values(values).returning();
  if (!row) throw new Error('insert returned no advertiser');
  return row;
}

/** Changes an account, open or closed; the row after, or null when there is no such row. */
export async function updateAdvertiser(
  db: Db | Tx,
  id: number,
  changes: AdvertiserChanges,
): Promise<AdvertiserRow | null> {
  const [row] = await db.update(advertisers).set(changes).where(eq(advertisers.id, id)).returning();
  return row ?? null;
}

/** Changes an open account only; the row after, or null when it is closed or missing. */
export async function updateOpenAdvertiser(
  db: Db | Tx,
  id: number,
  changes: AdvertiserChanges,
): Promise<AdvertiserRow | null> {
  const [row] = await db
    .update(advertisers)
    .set(changes)
    .where(and(eq(advertisers.id, id), isNull(advertisers.closedAt)))
    .returning();
  return row ?? null;
}

/** Postgres unique_violation, as PGlite and node-postgres report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : null;
  }
  return false;
}

/** The queries on the one_time_tokens table, and nothing else (services/one-time-tokens.ts holds the checking
 *  order). A row is one mailed link, stored as a hash with its kind, address, expiry and used-at. Functions that
 *  take `Db | Tx` run inside the caller's transaction when given one. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { oneTimeTokens, type TokenKind } from '../db/schema';

export type TokenRow = typeof oneTimeTokens.$inferSelect;
export type NewToken = typeof oneTimeTokens.$inferInsert;

export async function insertToken(db: Db | Tx, values: NewToken): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

export async function findTokenByHash(db: Db | Tx, tokenHash: string): Promise<TokenRow | null> {
  const [row] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Marks the token used unless it already is; the row after, or null when another use came first. */
export async function markTokenUsed(db: Db | Tx, id: number): Promise<TokenRow | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning();
  return row ?? null;
}

/** Marks every unused token of this kind of the person used. */
export async function markTokensOfKindUsed(db: Db | Tx, personId: number, kind: TokenKind): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oneTimeTokens.personId, personId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)),
    );
}

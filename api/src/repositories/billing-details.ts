/** The billing details of an account (country, Canadian region, company name, tax number), kept on the
 *  advertisers row. Only these columns are read and written here; services/billing.ts holds the rules. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { advertisers } from '../db/schema';
import { ownerEmail, ownerName, ownerLanguage } from './advertisers';

export type BillingDetailsRow = {
  country: string | null;
  region: string | null;
  companyName: string | null;
  taxNumber: string | null;
};

const columns = {
  country: advertisers.country,
  region: advertisers.region,
  companyName: advertisers.companyName,
  taxNumber: advertisers.taxNumber,
};

export async function findBillingDetails(
  db: Db | Tx,
  advertiserId: number,
): Promise<BillingDetailsRow | null> {
  const [row] = await db.select(columns).from(advertisers).where(eq(advertisers.id, advertiserId)).limit(1);
  return row ?? null;
}

/** Changes the open account's details; the new details, or null when the account is closed or gone. */
export async function updateBillingDetails(
  db: Db | Tx,
  advertiserId: number,
  details: BillingDetailsRow,
): Promise<BillingDetailsRow | null> {
  const [row] = await db
    .update(advertisers)
    .set(details)
    .where(and(eq(advertisers.id, advertiserId), isNull(advertisers.closedAt)))
    .returning(columns);
  return row ?? null;
}

/** Who bought, as a receipt prints them: the account's name, email, language and billing details, open or closed. */
export type BuyerRow = BillingDetailsRow & { name: string | null; email: string; language: 'en' | 'ja' };

export async function findBuyer(db: Db | Tx, advertiserId: number): Promise<BuyerRow | null> {
  const [row] = await db
    .select({
      ...columns,
      name: ownerName(),
      email: ownerEmail(),
      language: ownerLanguage(),
    })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId))
    .limit(1);
  return row ?? null;
}

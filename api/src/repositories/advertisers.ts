/** The queries on accounts (`advertisers`), the people who sign in (`people`) and their memberships, and nothing
 *  else (services/advertisers.ts holds the account rules, services/members.ts the members'). A closed account keeps
 *  its row for payment records and is invisible to every finder here. Functions that take `Db | Tx` run inside the
 *  caller's transaction when given one.
 *
 *  `AdvertiserRow` is a person in one of their accounts (decision 0121): the account's columns (`id` is the
 *  account's), the person's (`personId`, `email`, `name`, `language`, `passwordHash`…) and the membership's (`role`,
 *  the weekly results preference). The code of before members reads it as it read the one account row. */
import { and, asc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { advertisers, memberships, people, type DbRole } from '../db/schema';

export type AccountRow = typeof advertisers.$inferSelect;
export type NewAccount = typeof advertisers.$inferInsert;
export type AccountChanges = Partial<NewAccount>;
export type PersonRow = typeof people.$inferSelect;
export type NewPerson = typeof people.$inferInsert;
export type PersonChanges = Partial<NewPerson>;
export type MembershipRow = typeof memberships.$inferSelect;

/** The columns of an AdvertiserRow, for any query that joins memberships, advertisers and people. */
export const memberColumns = {
  ...getTableColumns(advertisers),
  personId: people.id,
  personLinkId: people.linkId,
  email: people.email,
  pendingEmail: people.pendingEmail,
  passwordHash: people.passwordHash,
  name: people.name,
  language: people.language,
  confirmedAt: people.confirmedAt,
  membershipId: memberships.id,
  membershipLinkId: memberships.linkId,
  role: memberships.role,
  weeklyResults: memberships.weeklyResults,
  weeklyResultsVersion: memberships.weeklyResultsVersion,
};

export type AdvertiserRow = AccountRow & {
  personId: number;
  personLinkId: string;
  email: string;
  pendingEmail: string | null;
  passwordHash: string;
  name: string | null;
  language: PersonRow['language'];
  confirmedAt: Date | null;
  membershipId: number;
  membershipLinkId: string;
  role: DbRole;
  weeklyResults: boolean;
  weeklyResultsVersion: number;
};

/** A column of an account's first owner (owners first, then the oldest membership), as one value beside a query on
 *  `advertisers` (the review desk, receipts: the places that name one address per account). Qualified by hand:
 *  drizzle writes a lone table's columns unqualified, which the subquery would misread as its own. */
function ownerColumn<T>(column: 'email' | 'name' | 'language'): SQL<T> {
  return sql<T>`(select ${sql.raw(`p.${column}`)} from memberships m join people p on p.id = m.person_id where m.advertiser_id = "advertisers"."id" order by m.role <> 'owner', m.id limit 1)`;
}
export const ownerEmail = (): SQL<string> => ownerColumn<string>('email');
export const ownerName = (): SQL<string | null> => ownerColumn<string | null>('name');
export const ownerLanguage = (): SQL<'en' | 'ja'> => ownerColumn<'en' | 'ja'>('language');

/** A mailed link's account id is a uuid column: anything else can only name nobody. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Owners first, then the other roles in ROLES order; within a role, the oldest membership first. */
const roleOrder = sql`case ${memberships.role} when 'owner' then 0 when 'manager' then 1 when 'billing' then 2 else 3 end`;

function members(db: Db | Tx) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(advertisers, eq(advertisers.id, memberships.advertiserId))
    .innerJoin(people, eq(people.id, memberships.personId));
}

/** The person of an open address in their most recently joined open account; null when there is none. */
export async function findOpenAdvertiserByEmail(db: Db | Tx, email: string): Promise<AdvertiserRow | null> {
  const [row] = await members(db)
    .where(and(eq(people.email, email), isNull(people.closedAt), isNull(advertisers.closedAt)))
    .orderBy(sql`${memberships.id} desc`)
    .limit(1);
  return row ?? null;
}

/** The open person of an address, whatever their accounts. */
export async function findOpenPersonByEmail(db: Db | Tx, email: string): Promise<PersonRow | null> {
  const [row] = await db
    .select()
    .from(people)
    .where(and(eq(people.email, email), isNull(people.closedAt)))
    .limit(1);
  return row ?? null;
}

export async function findOpenPersonById(db: Db | Tx, id: number): Promise<PersonRow | null> {
  const [row] = await db
    .select()
    .from(people)
    .where(and(eq(people.id, id), isNull(people.closedAt)))
    .limit(1);
  return row ?? null;
}

/** The person in this open account; null when they are not one of its members. */
export async function findMember(
  db: Db | Tx,
  ids: { advertiserId: number; personId: number },
): Promise<AdvertiserRow | null> {
  const [row] = await members(db)
    .where(
      and(
        eq(memberships.advertiserId, ids.advertiserId),
        eq(memberships.personId, ids.personId),
        isNull(advertisers.closedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The person's most recently joined open account, as that member; null when they have none left. */
export async function findLatestMembership(db: Db | Tx, personId: number): Promise<AdvertiserRow | null> {
  const [row] = await members(db)
    .where(and(eq(memberships.personId, personId), isNull(advertisers.closedAt), isNull(people.closedAt)))
    .orderBy(sql`${memberships.id} desc`)
    .limit(1);
  return row ?? null;
}

/** Every open account of the person, oldest membership first, with its first owner's name (one query). */
export async function listAccountsOf(
  db: Db | Tx,
  personId: number,
): Promise<(AdvertiserRow & { ownerName: string | null })[]> {
  return db
    .select({ ...memberColumns, ownerName: ownerName() })
    .from(memberships)
    .innerJoin(advertisers, eq(advertisers.id, memberships.advertiserId))
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(and(eq(memberships.personId, personId), isNull(advertisers.closedAt)))
    .orderBy(asc(memberships.id));
}

/** Every member of an open account: owners first. */
export async function listMembersOf(db: Db | Tx, advertiserId: number): Promise<AdvertiserRow[]> {
  return members(db)
    .where(and(eq(memberships.advertiserId, advertiserId), isNull(advertisers.closedAt)))
    .orderBy(roleOrder, asc(memberships.id));
}

/** The open account's first owner, as that member (the account's name, mails of accounts of before). */
export async function findOpenAdvertiserById(db: Db | Tx, id: number): Promise<AdvertiserRow | null> {
  const [row] = await members(db)
    .where(and(eq(memberships.advertiserId, id), isNull(advertisers.closedAt)))
    .orderBy(roleOrder, asc(memberships.id))
    .limit(1);
  return row ?? null;
}

/** The account's first owner as that member, open or closed (what a test reads after the fact). */
export async function findAccountOwner(db: Db | Tx, id: number): Promise<AdvertiserRow | null> {
  const [row] = await members(db)
    .where(eq(memberships.advertiserId, id))
    .orderBy(roleOrder, asc(memberships.id))
    .limit(1);
  return row ?? null;
}

/** The open person whose id and link id are both these, in their latest open account; null for any other pair. */
export async function findOpenAdvertiserByIds(
  db: Db | Tx,
  ids: { id: number; accountId: string },
): Promise<AdvertiserRow | null> {
  // Anything but a uuid must not reach the query, where it would be a cast error.
  if (!UUID.test(ids.accountId)) return null;
  const [row] = await members(db)
    .where(
      and(
        eq(people.id, ids.id),
        eq(people.linkId, ids.accountId),
        isNull(people.closedAt),
        isNull(advertisers.closedAt),
      ),
    )
    .orderBy(sql`${memberships.id} desc`)
    .limit(1);
  return row ?? null;
}

/** Who a mail about an account goes to when one address is enough: its first owner, and the account's company. */
export async function findAdvertiserRecipient(
  db: Db | Tx,
  id: number,
): Promise<{ email: string; name: string | null; company: string | null } | null> {
  const [row] = await db
    .select({ email: people.email, name: people.name, company: advertisers.companyName })
    .from(memberships)
    .innerJoin(advertisers, eq(advertisers.id, memberships.advertiserId))
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(eq(memberships.advertiserId, id))
    .orderBy(roleOrder, asc(memberships.id))
    .limit(1);
  return row ?? null;
}

export type Recipient = {
  personId: number;
  email: string;
  name: string | null;
  language: PersonRow['language'];
  role: DbRole;
  company: string | null;
};

/** The members of an account with the roles given (open people only), oldest membership first. */
export async function findRecipients(
  db: Db | Tx,
  advertiserId: number,
  roles: readonly DbRole[],
): Promise<Recipient[]> {
  const rows = await selectRecipients(db, advertiserId).orderBy(asc(memberships.id));
  return rows.filter((row) => roles.includes(row.role));
}

/** The member of an account who is this person, as a recipient; null when they are not (any longer) a member. */
export async function findRecipient(
  db: Db | Tx,
  advertiserId: number,
  personId: number,
): Promise<Recipient | null> {
  const [row] = await selectRecipients(db, advertiserId, personId).limit(1);
  return row ?? null;
}

/** The open people of an account with what a mail to them needs, optionally only one person. */
function selectRecipients(db: Db | Tx, advertiserId: number, personId?: number) {
  return db
    .select({
      personId: people.id,
      email: people.email,
      name: people.name,
      language: people.language,
      role: memberships.role,
      company: advertisers.companyName,
    })
    .from(memberships)
    .innerJoin(advertisers, eq(advertisers.id, memberships.advertiserId))
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(
      and(
        eq(memberships.advertiserId, advertiserId),
        personId === undefined ? undefined : eq(memberships.personId, personId),
        isNull(people.closedAt),
      ),
    )
    .$dynamic();
}

/** Inserts a new account with its first person as its owner; a taken address throws Postgres' unique_violation
 *  (see isUniqueViolation). */
export async function insertAdvertiser(
  db: Db | Tx,
  values: NewPerson & Pick<NewAccount, 'timeZone' | 'country' | 'region'>,
): Promise<AdvertiserRow> {
  const { timeZone, country, region, ...person } = values;
  const [account] = await db
    .insert(advertisers)
    .values({
      ...(timeZone ? { timeZone } : {}),
      ...(country !== undefined ? { country } : {}),
      ...(region !== undefined ? { region } : {}),
    })
    .returning();
  if (!account) throw new Error('insert returned no account');
  // The founding person's links and the owner's unsubscribe links carry the account's account_id, as before
  // members existed (a uuid, unique among people and memberships as among accounts).
  const [inserted] = await db
    .insert(people)
    .values({ ...person, linkId: account.accountId })
    .returning();
  if (!inserted) throw new Error('insert returned no person');
  await insertMembership(db, {
    personId: inserted.id,
    advertiserId: account.id,
    role: 'owner',
    linkId: account.accountId,
  });
  const row = await findMember(db, { advertiserId: account.id, personId: inserted.id });
  if (!row) throw new Error('the new account has no owner');
  return row;
}

export async function insertPerson(db: Db | Tx, values: NewPerson): Promise<PersonRow> {
  const [row] = await db.insert(people).values(values).returning();
  if (!row) throw new Error('insert returned no person');
  return row;
}

export async function insertMembership(
  db: Db | Tx,
  values: { personId: number; advertiserId: number; role: DbRole; linkId?: string },
): Promise<void> {
  await db.insert(memberships).values(values);
}

/** Changes an account, open or closed; false when there is no such row. */
export async function updateAccount(db: Db | Tx, id: number, changes: AccountChanges): Promise<boolean> {
  const rows = await db
    .update(advertisers)
    .set(changes)
    .where(eq(advertisers.id, id))
    .returning({ id: advertisers.id });
  return rows.length > 0;
}

/** Changes a person, open or closed; false when there is no such row. */
export async function updatePerson(db: Db | Tx, id: number, changes: PersonChanges): Promise<boolean> {
  const rows = await db.update(people).set(changes).where(eq(people.id, id)).returning({ id: people.id });
  return rows.length > 0;
}

/** Changes an open person only; the row after, or null when it is closed or missing. */
export async function updateOpenPerson(
  db: Db | Tx,
  id: number,
  changes: PersonChanges,
): Promise<PersonRow | null> {
  const [row] = await db
    .update(people)
    .set(changes)
    .where(and(eq(people.id, id), isNull(people.closedAt)))
    .returning();
  return row ?? null;
}

/** Closes the open people of this account's members who have no other open account (closing it, or a member
 *  leaving their last one): their email is free for a new sign-up. */
export async function closePeopleWithoutAccounts(
  db: Db | Tx,
  advertiserId: number,
  closedAt: Date,
  onlyPersonId?: number,
): Promise<void> {
  await db
    .update(people)
    .set({ closedAt, pendingEmail: null })
    .where(
      and(
        isNull(people.closedAt),
        sql`${people.id} in (select m.person_id from memberships m where m.advertiser_id = ${advertiserId})`,
        onlyPersonId === undefined ? undefined : eq(people.id, onlyPersonId),
        sql`not exists (select 1 from memberships m join advertisers a on a.id = m.advertiser_id where m.person_id = ${people.id} and a.closed_at is null)`,
      ),
    );
}

/** Closes a person who belongs to no open account any more (removed from, or left, their last one): their email is
 *  free for a new sign-up or a new invitation, as a closed account's was. */
export async function closePersonWithoutAccounts(db: Db | Tx, personId: number): Promise<void> {
  await db
    .update(people)
    .set({ closedAt: new Date(), pendingEmail: null })
    .where(
      and(
        eq(people.id, personId),
        isNull(people.closedAt),
        sql`not exists (select 1 from memberships m join advertisers a on a.id = m.advertiser_id where m.person_id = ${people.id} and a.closed_at is null)`,
      ),
    );
}

/** Postgres unique_violation, as PGlite and node-postgres report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : null;
  }
  return false;
}

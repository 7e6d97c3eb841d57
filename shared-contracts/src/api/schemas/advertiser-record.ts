/** The advertiser record: what GET /advertisers/latest, sign-in, email confirmation and profile updates
 *  return; the password, and every secret, is never part of it. On the root entry, because the session store
 *  checks the stored record at the shell's start; the /advertisers requests are in advertiser.ts (decision 0062).
 *
 *  Since accounts have members (decision 0121) the record is the signed-in person in the session's current
 *  account: `id`, `country` and `region` are the account's; `name`, `email` and `language` the person's; `role` is
 *  the person's role in that account and `accounts` every account the person belongs to. The three member fields
 *  have defaults so a record stored before members existed still reads: every such session was its account's
 *  owner, with that one account (the shell asks the API for the current record at start anyway). */
import * as v from 'valibot';
import { ROLES } from '../../roles';

export const RoleSchema = v.picklist(ROLES);

/** One account the person belongs to, for the account switcher. `name` is the account's company name, else its
 *  first owner's name, else null (the page then shows the owner's email's domain or a number). */
export const AccountSummarySchema = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  role: RoleSchema,
});
export type AccountSummary = v.InferOutput<typeof AccountSummarySchema>;

export const AdvertiserSchema = v.object({
  /** The account's id (every ad, payment and receipt belongs to the account). */
  id: v.number(),
  name: v.nullable(v.string()),
  email: v.string(),
  language: v.picklist(['en', 'ja']),
  country: v.nullable(v.string()),
  region: v.nullable(v.string()),
  /** The signed-in person's id (a member's id in the members list); null only in a record stored before members. */
  personId: v.optional(v.nullable(v.number()), null),
  role: v.optional(RoleSchema, 'owner'),
  accounts: v.optional(v.array(AccountSummarySchema), []),
});
export type Advertiser = v.InferOutput<typeof AdvertiserSchema>;

/** GET /advertisers/latest, GET /advertisers/{id}, sign-in and the email confirmations → Advertiser. */
export const AdvertiserResponseSchema = AdvertiserSchema;

/** The advertiser record (SPEC §3): what GET /advertisers/latest, sign-in, email confirmation and profile updates
 *  return; the password, and every secret, is never part of it. On the root entry, because the session store
 *  checks the stored record at the shell's start; the /advertisers requests are in advertiser.ts (decision 0062). */
import * as v from 'valibot';

export const AdvertiserSchema = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  email: v.string(),
  language: v.picklist(['en', 'ja']),
  country: v.nullable(v.string()),
  region: v.nullable(v.string()),
});
export type Advertiser = v.InferOutput<typeof AdvertiserSchema>;

/** GET /advertisers/latest, GET /advertisers/{id}, sign-in and the email confirmations → Advertiser. */
export const AdvertiserResponseSchema = AdvertiserSchema;

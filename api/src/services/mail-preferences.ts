/** The account's mail preferences (product.md, Weekly results): the weekly results mail, off until the advertiser
 *  turns it on in Account or on the application's last step, and off again from there or through the signed
 *  unsubscribe link of any weekly mail. Knows nothing of HTTP. */
import type { Language } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import type { AdvertiserRow } from '../repositories/advertisers';
import * as preferences from '../repositories/mail-preferences';
import { readUnsubscribeToken } from './unsubscribe-links';

export function mailPreferencesOf(advertiser: AdvertiserRow): { weeklyResults: boolean } {
  return { weeklyResults: advertiser.weeklyResults };
}

/** Sets the preference; nothing changes (and links stay valid) when it already had that value. */
export async function setWeeklyResults(
  db: Db | Tx,
  advertiser: AdvertiserRow,
  on: boolean,
): Promise<{ weeklyResults: boolean }> {
  if (advertiser.weeklyResults !== on) await preferences.setWeeklyResults(db, advertiser.membershipId, on);
  return { weeklyResults: on };
}

/**
 * What a weekly mail's unsubscribe link finds: `ready` (it holds and the mail is on: the page offers the button),
 * `unsubscribed` (now, or it already was off), `expired` (the preference was turned on again since the mail, so
 * this old link no longer speaks for the advertiser) or `invalid` (forged, damaged, or its account closed).
 * `language` is the account's, for the answer page.
 */
export type UnsubscribeOutcome = {
  result: 'ready' | 'unsubscribed' | 'expired' | 'invalid';
  language: Language | null;
};

/** Checks a link's token; with `apply`, turns the weekly mail off when the link still holds. */
export async function unsubscribe(
  deps: { db: Db; key: string },
  token: string,
  apply: boolean,
): Promise<UnsubscribeOutcome> {
  const signed = readUnsubscribeToken(deps.key, token);
  if (!signed) return { result: 'invalid', language: null };
  const current = await preferences.findWeeklyResultsByAccountId(deps.db, signed.accountId);
  if (!current) return { result: 'invalid', language: null };
  const { language } = current;
  if (!current.weeklyResults) return { result: 'unsubscribed', language };
  if (current.version !== signed.version) return { result: 'expired', language };
  if (!apply) return { result: 'ready', language };
  if (await preferences.unsubscribeAtVersion(deps.db, signed.accountId, signed.version))
    return { result: 'unsubscribed', language };
  // Changed in between (another click, or the account): what holds now, without trying again.
  const now = await unsubscribe(deps, token, false);
  return now.result === 'ready' ? { result: 'expired', language } : now;
}

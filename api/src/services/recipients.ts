/** Who receives an account's mails (decision 0121): mails about an ad go to the member who applied and to the
 *  owners, receipts and refunds to the billing members and the owners, each person once. A review's mails, receipts and refunds
 *  are in the ad's language (a receipt is a document in that language, and a rejection's reason is written in it);
 *  the live and ending notices are in each person's own. The weekly results go to each member who opted in, in
 *  their own language (services/ad-reminders.ts). */
import { receivesMoneyMails, ROLES } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { findRecipients, type Recipient } from '../repositories/advertisers';

export type { Recipient };

/** The member who applied for the ad (while still a member) and the owners. */
export async function adRecipients(
  db: Db | Tx,
  ad: { advertiserId: number; appliedBy: number | null },
): Promise<Recipient[]> {
  const members = await findRecipients(db, ad.advertiserId, ROLES);
  return members.filter((member) => member.role === 'owner' || member.personId === ad.appliedBy);
}

/** The owners and the billing members. */
export function moneyRecipients(db: Db | Tx, advertiserId: number): Promise<Recipient[]> {
  return findRecipients(db, advertiserId, ROLES.filter(receivesMoneyMails));
}

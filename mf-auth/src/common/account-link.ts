/** The advertiser named by a mailed link's query (`id` and `account_id`, product.md, Pages). The resend calls need
 *  both, with the id as a number; a link missing either, or with an id that is not a positive integer, names nobody. */
import type { ResendEmailRequest } from 'shared-contracts';

export type AccountLink = ResendEmailRequest;

export function readAccountLink(query: URLSearchParams): AccountLink | null {
  const id = query.get('id')?.trim() ?? '';
  const accountId = query.get('account_id')?.trim() ?? '';
  if (!/^\d+$/.test(id) || accountId === '') return null;
  const userId = Number(id);
  return Number.isSafeInteger(userId) && userId > 0 ? { userId, accountId } : null;
}

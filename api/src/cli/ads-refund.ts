/** `admin ads:refund ID`: refunds a rejected ad that was never live, for exceptional cases, with the advertiser's
 *  rules (decision 0033): the whole payment back through the payment provider, once, the ad REFUNDED, a mail. */
import { formatMoney } from 'shared-contracts';
import type { OperatorClient } from './operator-client';
import { failureLine, type Output } from './output';

export async function adsRefund(client: OperatorClient, output: Output, id: number): Promise<number> {
  const result = await client.refund(id);
  if (!result.ok) {
    output.err(failureLine(result, id));
    return 1;
  }
  const { ad, refund, email, mailed } = result.data;
  const receipt = refund.receiptNumber ? ` (receipt ${refund.receiptNumber})` : '';
  output.out(
    `Ad ${ad.id} "${ad.title}" is ${ad.status}: ${formatMoney(refund.amountCents, 'en')} refunded${receipt}.`,
  );
  output.out(mailed ? `The advertiser (${email}) has been mailed.` : 'No mail was sent by this command.');
  return 0;
}

/** `admin ads:reject ID --reason TEXT`: PENDING → REJECTED with the reason, which the API mails to the advertiser
 *  with how to change and resubmit the ad or ask for a refund. */
import type { OperatorClient } from './operator-client';
import { failureLine, type Output } from './output';

export async function adsReject(
  client: OperatorClient,
  output: Output,
  id: number,
  reason: string,
): Promise<number> {
  const result = await client.reject(id, reason);
  if (!result.ok) {
    output.err(failureLine(result, id));
    return 1;
  }
  const { ad, email, mailed } = result.data;
  output.out(`Ad ${ad.id} "${ad.title}" is rejected (${ad.status}). Reason: ${ad.rejectionReason ?? reason}`);
  if (mailed)
    output.out(
      `The advertiser (${email}) has been mailed the reason and how to resubmit or ask for a refund.`,
    );
  else
    output.err(
      `Warning: the rejection mail to ${email || 'the advertiser'} could not be sent; see the API log.`,
    );
  return 0;
}

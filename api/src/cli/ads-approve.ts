/** `admin ads:approve ID`: PENDING → ACTIVE; the API mails the advertiser in the ad's language. */
import type { OperatorClient } from './operator-client';
import { failureLine, type Output } from './output';

export async function adsApprove(client: OperatorClient, output: Output, id: number): Promise<number> {
  const result = await client.approve(id);
  if (!result.ok) {
    output.err(failureLine(result, id));
    return 1;
  }
  const { ad, email, mailed } = result.data;
  output.out(
    `Ad ${ad.id} "${ad.title}" is approved (${ad.status}); it runs from ${ad.startDate.slice(0, 10)} to ${ad.endDate.slice(0, 10)}.`,
  );
  if (mailed) output.out(`The advertiser (${email}) has been mailed.`);
  else
    output.err(
      `Warning: the approval mail to ${email || 'the advertiser'} could not be sent; see the API log.`,
    );
  return 0;
}

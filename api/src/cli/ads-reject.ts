/** `admin ads:reject ID [--creatives en|ja|both] --reason TEXT`: PENDING → REJECTED with the reason, which the API
 *  mails to the advertiser with how to change and resubmit the ad or ask for a refund. For an ad with a banner and
 *  title in each language, `--creatives` names which of them is rejected (both when absent). */
import type { RejectedCreatives } from 'shared-contracts';
import type { OperatorClient } from './operator-client';
import { failureLine, type Output } from './output';

const CREATIVES_NAMED: Record<RejectedCreatives, string> = {
  en: 'the English banner and title',
  ja: 'the Japanese banner and title',
  both: 'both banners and titles (English and Japanese)',
};

export async function adsReject(
  client: OperatorClient,
  output: Output,
  id: number,
  reason: string,
  creatives?: RejectedCreatives,
): Promise<number> {
  const result = await client.reject(id, reason, creatives);
  if (!result.ok) {
    output.err(failureLine(result, id));
    return 1;
  }
  const { ad, email, mailed } = result.data;
  output.out(`Ad ${ad.id} "${ad.title}" is rejected (${ad.status}). Reason: ${ad.rejectionReason ?? reason}`);
  if (ad.rejectedCreatives) output.out(`Rejected: ${CREATIVES_NAMED[ad.rejectedCreatives]}.`);
  else if (creatives && creatives !== 'both')
    output.err(
      `Note: ad ${ad.id} has one banner and title, so --creatives ${creatives} names nothing; it is rejected.`,
    );
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

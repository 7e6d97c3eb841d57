/** `admin ads:pending`: the ads waiting for review, oldest first, with what an operator needs to judge them: the
 *  table, then each ad's link with its domain spelled out and the review desk's warnings (punycode, a title naming
 *  another domain). */
import { taggedLinkUrl } from 'shared-contracts/api';
import { checkLink } from '../services/link-check';
import type { OperatorClient } from './operator-client';
import { failureLine, formatTable, type Output } from './output';

export async function adsPending(client: OperatorClient, output: Output): Promise<number> {
  const result = await client.pending();
  if (!result.ok) {
    output.err(failureLine(result));
    return 1;
  }
  if (result.data.length === 0) {
    output.out('No ads are waiting for review.');
    return 0;
  }
  const rows = result.data.map((ad) => [
    String(ad.id),
    ad.email,
    ad.plan,
    String(ad.duration),
    ad.startDate.slice(0, 10),
    ad.title,
    ad.imageUrl,
  ]);
  output.out(formatTable(['ID', 'ADVERTISER', 'PLAN', 'MONTHS', 'START', 'TITLE', 'IMAGE URL'], rows));
  output.out('\nLinks:');
  for (const ad of result.data) output.out(linkLine(ad));
  output.out(
    `\n${rows.length} ad(s) waiting. Check each image and link, then: ads:approve ID, or ads:reject ID --reason TEXT`,
  );
  return 0;
}

/** '  12  https://xn--bcher-kva.example/  → bücher.example  WARNING: punycode'; with campaign tags, the address
 *  visitors will open (product.md, Tracking links). */
function linkLine(ad: { id: number; linkUrl: string; title: string; campaignName: string | null }): string {
  const { domain, warnings } = checkLink(ad.linkUrl, ad.title);
  const warning = warnings.length > 0 ? `  WARNING: ${warnings.join(', ')}` : '';
  const opens = ad.campaignName === null ? null : taggedLinkUrl(ad.linkUrl, ad.campaignName);
  const tagged = opens ? `\n      with campaign tags, visitors open: ${opens}` : '';
  return `  ${ad.id}  ${ad.linkUrl}  → ${domain}${warning}${tagged}`;
}

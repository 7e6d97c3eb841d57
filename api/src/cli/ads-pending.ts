/** `admin ads:pending`: the ads waiting for review, oldest first, with what an operator needs to judge them. */
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
  output.out(
    `\n${rows.length} ad(s) waiting. Check each image and link, then: ads:approve ID, or ads:reject ID --reason TEXT`,
  );
  return 0;
}

/** `admin ads:end ID`: stops a running or paused ad now, before its end date (no mail, no refund). */
import type { OperatorClient } from './operator-client';
import { failureLine, type Output } from './output';

export async function adsEnd(client: OperatorClient, output: Output, id: number): Promise<number> {
  const result = await client.end(id);
  if (!result.ok) {
    output.err(failureLine(result, id));
    return 1;
  }
  output.out(`Ad ${result.data.ad.id} "${result.data.ad.title}" has ended (${result.data.ad.status}).`);
  return 0;
}

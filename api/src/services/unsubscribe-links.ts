/** The weekly results mail's unsubscribe link (product.md, Weekly results): `<account id>.<version>.<signature>`,
 *  an HMAC-SHA-256 with the server's mail-link key over the account and its preference version. It needs no
 *  session and never expires by time; it stops working when the preference changes, since every change moves the
 *  version on. Knows nothing of HTTP. */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'weekly-results-unsubscribe';

function signature(key: string, accountId: string, version: number): string {
  return createHmac('sha256', key).update(`${PURPOSE}:${accountId}:${version}`).digest('base64url');
}

export function unsubscribeToken(key: string, accountId: string, version: number): string {
  return `${accountId}.${version}.${signature(key, accountId, version)}`;
}

/** The account and version a token names when its signature holds; null for anything forged or damaged. */
export function readUnsubscribeToken(
  key: string,
  token: string,
): { accountId: string; version: number } | null {
  const [accountId, versionText, given] = token.split('.');
  if (accountId === undefined || versionText === undefined || given === undefined) return null;
  const version = Number(versionText);
  if (!Number.isSafeInteger(version)) return null;
  const expected = Buffer.from(signature(key, accountId, version));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  return { accountId, version };
}

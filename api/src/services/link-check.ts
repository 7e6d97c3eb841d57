/** What an operator should notice about an ad's link before approving it (decision 0038): its host spelled in
 *  Unicode (a punycode host can imitate another domain's letters), and whether the title names another domain
 *  than the one the link leads to. Pure functions over node:url, so the review desk and tests share them. */
import { domainToASCII, domainToUnicode } from 'node:url';
import type { LinkWarning } from 'shared-contracts';

export type LinkCheck = { domain: string; warnings: LinkWarning[] };

/** Words of the title that look like domain names: labels of letters, digits or hyphens joined by dots, ending in
 *  a label of at least two letters (so "v1.2" or "e.g." are not domains). */
const DOMAIN_IN_TEXT = /(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)/giu;

const withoutWww = (host: string) => host.replace(/^www\./, '');

/** Whether two ASCII hosts are the same site: equal, or one a subdomain of the other (www. ignored). */
function sameSite(a: string, b: string): boolean {
  const [x, y] = [withoutWww(a), withoutWww(b)];
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

/** The domains a title names, in ASCII (punycode) form, lower case. */
export function domainsNamedIn(text: string): string[] {
  return [...text.matchAll(DOMAIN_IN_TEXT)]
    .map((match) => domainToASCII(match[0].toLowerCase()))
    .filter((domain) => domain !== '');
}

export function checkLink(linkUrl: string, title: string): LinkCheck {
  let host: string;
  try {
    // WHATWG URL parsing gives the host in ASCII: an internationalised name arrives as its punycode.
    host = new URL(linkUrl).hostname.toLowerCase();
  } catch {
    return { domain: linkUrl, warnings: [] };
  }
  const warnings: LinkWarning[] = [];
  if (host.split('.').some((label) => label.startsWith('xn--'))) warnings.push('punycode');
  if (domainsNamedIn(title).some((named) => !sameSite(named, host))) warnings.push('text-mismatch');
  return { domain: domainToUnicode(host) || host, warnings };
}

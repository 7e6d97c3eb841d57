/** Who a request comes from, as every per-address limit and count sees it (decision 0094): the address Fastify
 *  derives under TRUST_PROXY (a hop count or the proxies' own addresses, never every hop), with IPv6 grouped by
 *  its /64. One home or server is handed a whole /64, so counting its addresses one by one would let it pass any
 *  limit and fill the impression counter's table of addresses. */
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The key of a request whose connection is already gone (Node no longer knows its address): nothing can be
 *  answered to it, and it must not make a limit throw. */
export const NO_ADDRESS = 'no-address';

/** The eight 16-bit groups of a valid IPv6 address (a zone and a trailing dotted IPv4 allowed). */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split('%')[0] ?? address;
  const lastColon = withoutZone.lastIndexOf(':');
  const tail = withoutZone.slice(lastColon + 1);
  let text = withoutZone;
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${withoutZone.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head = '', rest] = text.split('::');
  const first = parse(head);
  if (rest === undefined) return first;
  const last = parse(rest);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** The key of one client address: IPv4 as it is, an IPv4 carried in IPv6 (`::ffff:192.0.2.1`) as that IPv4, any
 *  other IPv6 as its /64 (`2001:db8:1:2::/64`); anything else, lower-cased as it came. */
export function addressKey(address: string | undefined): string {
  if (!address) return NO_ADDRESS;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.toLowerCase();
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The address key of a request. Reading `request.ip` cannot throw here, even after the connection closed. */
export function clientAddressKey(request: FastifyRequest): string {
  let address: string | undefined;
  try {
    address = request.ip;
  } catch {
    address = undefined;
  }
  return addressKey(address);
}

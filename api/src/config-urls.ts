/** The URL settings' schemas (config.ts), checked with everything else before anything opens: a malformed URL
 *  stops the start naming its variable, never quoting the value, since SMTP_URL, DATABASE_URL and REDIS_URL carry
 *  passwords. Without this, SMTP_URL was first parsed after the database had opened, and the uncaught error printed
 *  the whole URL with a stack. */
import * as v from 'valibot';

/** True when `value` parses as a URL with one of `protocols` (e.g. `smtp:`), a host, and no port out of range
 *  (the URL parser refuses those). */
export function isUrlWith(value: string, protocols: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  // PostgreSQL may name a socket folder instead of a host (postgres:///portal?host=/run/postgresql).
  const hostless = url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  return protocols.includes(url.protocol) && (hostless || url.hostname !== '') && url.port !== '0';
}

function expected(protocols: readonly string[]): string {
  const schemes = protocols.map((protocol) => `${protocol}//`);
  return `a URL starting with ${schemes.join(' or ')}, with a host and a port from 1 to 65535 (the value is not shown)`;
}

/** An optional URL setting: unset or blank gives undefined; anything else must parse with one of `protocols`.
 *  `also` names values taken as they are (DATABASE_URL's `memory://`). */
export function optionalUrl(protocols: readonly string[], also: readonly string[] = []) {
  return v.pipe(
    v.optional(v.string()),
    v.transform((value) => (value && value.trim() !== '' ? value.trim() : undefined)),
    v.check(
      (value) => value === undefined || also.includes(value) || isUrlWith(value, protocols),
      `must be ${expected(protocols)}`,
    ),
  );
}

/** A URL setting with a default. */
export function urlWithDefault(protocols: readonly string[], fallback: string) {
  return v.pipe(
    v.optional(v.string(), fallback),
    v.transform((value) => value.trim()),
    v.check((value) => isUrlWith(value, protocols), `must be ${expected(protocols)}`),
  );
}

/** A comma-separated list of URLs (CORS_ORIGINS); blank items are dropped. */
export function urlList(protocols: readonly string[]) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
    v.check(
      (items) => items.every((item) => isUrlWith(item, protocols)),
      `each item must be ${expected(protocols)}`,
    ),
  );
}

export const WEB = ['http:', 'https:'] as const;

/** One line per refused variable. A valibot message of its own quotes the received value ("Received …"), which
 *  may be a password: such a message is replaced by what was expected. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const name = v.getDotPath(issue) ?? '?';
  const quotesValue = issue.message.includes('Received') || issue.message.includes('received');
  if (!quotesValue) return `${name}: ${issue.message}`;
  return `${name}: invalid value${issue.expected ? ` (expected ${issue.expected})` : ''}; the value is not shown`;
}

/** The consent record (accepted categories, revision, consent date, uuid), kept in a first-party
 *  cookie beside klaro's own: 182 days, SameSite=Lax. A record from an older revision counts as no decision, so
 *  changing the policy asks again. Cookies rather than localStorage, whose three entries storage-keys.ts fixes. */
import * as v from 'valibot';
import {
  COOKIE_CATEGORIES,
  COOKIE_CONSENT_EXPIRY_DAYS,
  COOKIE_CONSENT_SAME_SITE,
  STORAGE_PREFIX,
  type CookieCategory,
} from 'shared-contracts';

/** Raise when the cookie policy (version date POLICY_VERSION_DATE) changes what is asked. */
export const CONSENT_REVISION = 1;
export const CONSENT_RECORD_COOKIE = `${STORAGE_PREFIX}consent`;
/** The cookie klaro keeps its per-service decisions in. */
export const KLARO_COOKIE = `${STORAGE_PREFIX}klaro`;

const ConsentRecordSchema = v.object({
  categories: v.array(v.picklist(COOKIE_CATEGORIES)),
  revision: v.number(),
  consentDate: v.pipe(v.string(), v.isoTimestamp()),
  uuid: v.pipe(v.string(), v.uuid()),
});
export type ConsentRecord = v.InferOutput<typeof ConsentRecordSchema>;

const KlaroDecisionsSchema = v.partial(
  v.object({ necessary: v.boolean(), analytics: v.boolean(), targeting: v.boolean() }),
);

export type ConsentChoice = Record<CookieCategory, boolean>;

function readCookie(name: string, doc: Document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

function cookieAttributes(doc: Document, maxAgeSeconds: number): string {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAgeSeconds}; SameSite=${COOKIE_CONSENT_SAME_SITE}${secure}`;
}

export function deleteCookie(name: string, doc: Document = document): void {
  doc.cookie = `${name}=${cookieAttributes(doc, 0)}`;
}

/** A valid record of the current revision, or null when the visitor has to be asked. */
export function readConsentRecord(doc: Document = document): ConsentRecord | null {
  const raw = readCookie(CONSENT_RECORD_COOKIE, doc);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(ConsentRecordSchema, JSON.parse(decodeURIComponent(raw)));
    return parsed.success && parsed.output.revision === CONSENT_REVISION ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeConsentRecord(record: ConsentRecord, doc: Document = document): void {
  const maxAge = COOKIE_CONSENT_EXPIRY_DAYS * 24 * 60 * 60;
  doc.cookie = `${CONSENT_RECORD_COOKIE}=${encodeURIComponent(JSON.stringify(record))}${cookieAttributes(doc, maxAge)}`;
}

/** The per-category decisions klaro keeps in its cookie (JSON, URI-encoded), read without klaro; null when there are
 *  none or they cannot be read. */
export function readKlaroDecisions(
  doc: Document = document,
): Partial<Record<CookieCategory, boolean>> | null {
  const raw = readCookie(KLARO_COOKIE, doc);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(KlaroDecisionsSchema, JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** crypto.randomUUID exists only in secure contexts; plain-http test hosts get the same v4 format by hand. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function recordFor(
  choice: ConsentChoice,
  previous: ConsentRecord | null,
  now: Date = new Date(),
): ConsentRecord {
  return {
    categories: COOKIE_CATEGORIES.filter((category) => category === 'necessary' || choice[category]),
    revision: CONSENT_REVISION,
    consentDate: now.toISOString(),
    uuid: previous?.uuid ?? newUuid(),
  };
}

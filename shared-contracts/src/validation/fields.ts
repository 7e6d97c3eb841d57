/** Field rules that several forms share (email, free text, link URL), each carrying message references so
 *  every form words the same mistake the same way. The API validates its bodies with the same rules, so what a
 *  form accepts is exactly what the database can store. */
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, LINK_URL_MAX_LENGTH } from '../limits';
import type { MessageId } from '../messages';
import { messageRef } from './issues';

type EmailOptions = {
  field?: MessageId;
  /** The message for an empty value; forgot-password asks for the email used at sign-up. */
  required?: MessageId;
  max?: number;
};

/** Trimmed and lowercased before it is checked, so ' Ann@Example.COM ' is stored as 'ann@example.com'. */
export function emailSchema({ field = 'field.email', required, max = EMAIL_MAX_LENGTH }: EmailOptions = {}) {
  const empty = required ? messageRef(required) : messageRef('validation.required-enter', { field });
  return v.pipe(
    v.string(empty),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(empty),
    v.email(messageRef('validation.email')),
    v.maxLength(max, messageRef('validation.max-letters', { field, max })),
  );
}

/**
 * Whether `value` holds a control character (Unicode Cc: U+0000–U+001F and U+007F–U+009F) not in `allowed`.
 * PostgreSQL refuses NUL in text outright, and the others have no place in what people type: they are invisible,
 * and a line break in a name would end a mail header early. Written without a control-character regex, which
 * the linter rightly flags as usually a mistake.
 */
export function hasControlCharacter(value: string, allowed: readonly string[] = []): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !allowed.includes(character)) return true;
  }
  return false;
}

/**
 * Whether `value` holds half of a surrogate pair on its own (U+D800–U+DFFF unpaired). That is no character at all:
 * a form never produces one, but JSON can carry it (`"\udfff"`), UTF-8 cannot encode it, and the embedded database
 * refuses it (SQLSTATE 22021). In a `u` regular expression a pair is one code point, so only halves match.
 */
export function hasLoneSurrogate(value: string): boolean {
  return /\p{Cs}/u.test(value);
}

const TAB = '\t';
const LINE_BREAKS = ['\n', '\r'];

type TextOptions = {
  /** True for texts of several lines (an enquiry, a reason): line breaks are kept. Names and titles are one line. */
  multiline?: boolean;
};

/**
 * Free text of at most `max` characters once trimmed: the one rule every text field uses (names, ad titles, enquiry
 * messages, the operator's reason, a company name). Tabs are allowed, line breaks only in multiline fields, half a
 * surrogate pair or any other control character never.
 */
function freeTextSchema(field: MessageId, max: number, { multiline = false }: TextOptions) {
  return v.pipe(
    v.string(messageRef('validation.required-enter', { field })),
    v.trim(),
    v.maxLength(max, messageRef('validation.max-letters', { field, max })),
    v.check((value) => !hasLoneSurrogate(value), messageRef('validation.broken-character', { field })),
    v.check(
      (value) => !hasControlCharacter(value, [TAB, ...LINE_BREAKS]),
      messageRef('validation.control-characters', { field }),
    ),
    v.check(
      (value) => multiline || !hasControlCharacter(value, [TAB]),
      messageRef('validation.single-line', { field }),
    ),
  );
}

/** Free text that must be given: 1 to `max` characters once trimmed. */
export function requiredTextSchema(field: MessageId, max: number, options: TextOptions = {}) {
  return v.pipe(
    freeTextSchema(field, max, options),
    v.nonEmpty(messageRef('validation.required-enter', { field })),
  );
}

/** Free text that may be left out: absent, null and '' (once trimmed) all read as null. */
export function optionalTextSchema(field: MessageId, max: number, options: TextOptions = {}) {
  return v.pipe(
    v.nullish(freeTextSchema(field, max, options), null),
    v.transform((value) => (value ? value : null)),
  );
}

/**
 * Only web addresses an ad may send people to: http or https with a host. `javascript:`, `data:`, `ftp:` and
 * the like are refused, since the link is rendered in other people's exhibitions and followed by the click counter.
 */
export function isWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** `https://user:pass@host/`: the part before `@` reads like the address (`https://portal.example@evil.example/`
 *  goes to evil.example), and credentials have no place in a public link. */
function hasCredentials(value: string): boolean {
  const url = new URL(value);
  return url.username !== '' || url.password !== '';
}

/** The scheme followed by its two slashes, as people read an address. The URL standard also accepts
 *  `https:evil.example`, `https:/evil.example` and backslashes, each read differently by different software. */
function isWrittenInFull(value: string): boolean {
  return /^https?:\/\/[^/]/i.test(value);
}

/**
 * The link of an ad, normalised as the URL standard serialises it (`new URL(x).href`): the host in punycode, the
 * path and query percent-encoded, so the stored link is plain ASCII that fits a Location header. Refused with a
 * message of its own: control characters (a line break or tab would be dropped silently by the URL parser),
 * backslashes, and a user name or password before the host. The length is checked again once normalised, since
 * percent-encoding lengthens non-ASCII text.
 */
export function linkUrlSchema(field: MessageId = 'field.ad-link-url') {
  const required = messageRef('validation.required-enter', { field });
  const tooLong = messageRef('validation.max-letters', { field, max: LINK_URL_MAX_LENGTH });
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(LINK_URL_MAX_LENGTH, tooLong),
    v.check((value) => !hasControlCharacter(value), messageRef('validation.url-control-characters')),
    v.check((value) => !value.includes('\\'), messageRef('validation.url-backslash')),
    v.check((value) => isWebUrl(value) && isWrittenInFull(value), messageRef('validation.url')),
    v.check((value) => !isWebUrl(value) || !hasCredentials(value), messageRef('validation.url-credentials')),
    // Safe: the checks above stop the pipe before this step unless the value parses as a URL.
    v.transform((value) => new URL(value).href),
    v.maxLength(LINK_URL_MAX_LENGTH, tooLong),
  );
}

const LinkUrlSchema = linkUrlSchema();

/** A link as linkUrlSchema stores it, or null when that rule refuses it: for links stored before the rule
 *  normalised them, read back at click time. */
export function normalizeLinkUrl(value: string): string | null {
  const result = v.safeParse(LinkUrlSchema, value);
  return result.success ? result.output : null;
}

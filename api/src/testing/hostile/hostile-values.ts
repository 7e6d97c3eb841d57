/** The values a hostile or careless client sends in place of the expected ones, as fast-check arbitraries: wrong
 *  types, boundary numbers (also as text, and as JSON numbers that JavaScript cannot hold), control characters,
 *  unicode that breaks naive code (emoji, right-to-left, combining marks, lone surrogates), huge strings, and
 *  strings shaped like the things the API checks (emails, links, dates, ids). Used for JSON fields, query values,
 *  path segments and headers alike; each place picks the subset it can carry. */
import fc from 'fast-check';

/** A JSON number written as it is (JSON.stringify cannot: 1e999, 2^53 + 1, 20-digit integers, -0). */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type HostileValue = null | boolean | number | string | RawJson | HostileValue[] | HostileObject;
export type HostileObject = { [key: string]: HostileValue };

export const BOUNDARY_NUMBERS: readonly number[] = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** Numbers only raw JSON can carry: they parse to Infinity, lose precision, or are negative zero. */
export const RAW_JSON_NUMBERS: readonly RawJson[] = [
  '1e999',
  '-1e999',
  '9007199254740993',
  '18446744073709551616',
  '99999999999999999999999999999999',
  '-0',
  '0.0000000000000000000000000000001',
  '1E+2',
].map((text) => new RawJson(text));

/** Numbers as text: what arrives in paths and query strings, and in JSON fields that expect a number. */
export const NUMBER_STRINGS: readonly string[] = [
  '0',
  '-1',
  '1',
  '00',
  '01',
  '+1',
  '1.0',
  '1.5',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '999999999999999',
  '1000000000000000',
  '99999999999999999999',
  '1e3',
  '1e308',
  '1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0b1',
  '1_000',
  ' 1',
  '1 ',
  '１２３',
  '١٢٣',
  '',
];

/** Control characters, line breaks and invisible characters, alone and inside text. */
export const CONTROL_STRINGS: readonly string[] = [
  '\u0000',
  'name\u0000with NUL',
  '\u0000'.repeat(64),
  '\r\n',
  'line one\r\nline two',
  'header\r\nSet-Cookie: injected=1',
  '\n\n\n',
  '\t',
  '\u0007\u0008\u000b\u000c',
  '\u001b[31mred\u001b[0m',
  '\u007f',
  '\u0085',
  '\u2028\u2029',
  '\ufeffwith BOM',
  '\u200b\u200c\u200d',
  '\u00a0',
  ' ',
  '   ',
  '',
];

/** Unicode that breaks code assuming one byte, one code unit or one direction per character. */
export const UNICODE_STRINGS: readonly string[] = [
  '🎨🖼️👩‍🎨',
  '🇯🇵🇨🇦',
  '👨‍👩‍👧‍👦'.repeat(20),
  'مرحبا بالعالم',
  'שלום',
  '\u202egnp.exe',
  '\u202dLTR\u202c',
  'e\u0301\u0301\u0301\u0301',
  'Z̷̡̧̛̛̖̮͎̈́̋̌a̸̢̛̙͎̤͊͂l̶̨̡̛̬̙̈́g̴̨̛̜̈́o̵̢̧̜͌',
  '展示会のバナー広告',
  'ｶﾀｶﾅ　全角スペース',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝟙𝟚𝟛',
  '\ud800',
  '\udfff',
  'a\ud83dz',
  '\uffff\ufffe',
  'İıŞş',
  'ß'.repeat(30),
];

/** Text shaped like what the API parses: emails, links, dates, ids, and injection attempts. */
export const SHAPED_STRINGS: readonly string[] = [
  'a@b',
  'a@b.c',
  'A@EXAMPLE.COM',
  '"quoted local"@example.com',
  'first.last+tag@例え.jp',
  'user@[127.0.0.1]',
  'nul\u0000@example.com',
  'crlf\r\n@example.com',
  `${'x'.repeat(64)}@${'y'.repeat(250)}.com`,
  'https://gallery.example.com/autumn',
  'https://例え.テスト/パス?q=展示#frag',
  'https://xn--r8jz45g.xn--zckzah/',
  'http://localhost:4000/api/health',
  'http://127.0.0.1/',
  'http://[::1]/',
  'https://user:pass@example.com/',
  '//evil.example/path',
  '/\\evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://example.com/\r\nLocation: https://evil.example',
  'https://example.com/%00',
  `https://example.com/${'a'.repeat(3000)}`,
  '2026-02-30T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  '2026-13-01',
  '2026-01-01',
  'not a date',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  "' OR 1=1 --",
  '"; DROP TABLE ads; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%0d%0a',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'tc_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'tc_../../../../etc/passwd',
];

/** Long strings, built from a length so generating them stays cheap. */
export const hugeString = fc
  .tuple(
    fc.constantFrom(256, 1_025, 10_000, 100_000, 400_000),
    fc.constantFrom('a', '9', '🎨', '\u0000', 'ア', ' ', '%', 'e\u0301'),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any hostile text: listed shapes, random text of every unit kind, and now and then a huge one. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NUMBER_STRINGS), weight: 2 },
  { arbitrary: fc.constantFrom(...CONTROL_STRINGS), weight: 3 },
  { arbitrary: fc.constantFrom(...UNICODE_STRINGS), weight: 3 },
  { arbitrary: fc.constantFrom(...SHAPED_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

const hostileScalar: fc.Arbitrary<HostileValue> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 2 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom(...RAW_JSON_NUMBERS), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: hostileString, weight: 6 },
);

/** Arrays and objects where a scalar belongs, including keys that poison naive object merges. */
const hostileContainer: fc.Arbitrary<HostileValue> = fc.oneof(
  fc.constant<HostileValue>([]),
  fc.constant<HostileValue>({}),
  fc.array(hostileScalar, { maxLength: 4 }),
  fc.dictionary(
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'en', 'ja'), fc.string()),
    hostileScalar,
    { maxKeys: 3 },
  ),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true}}') as HostileObject),
);

/** One value in a place that expects another: a scalar most of the time, a container otherwise. */
export const hostileValue: fc.Arbitrary<HostileValue> = fc.oneof(
  { arbitrary: hostileScalar, weight: 5 },
  { arbitrary: hostileContainer, weight: 1 },
);

/** Values that only a header can carry: HTTP forbids CR, LF and NUL in headers, so those stay out (a client
 *  cannot send them; the test would only prove the test's own HTTP layer refuses them). */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NUMBER_STRINGS, ...SHAPED_STRINGS).filter(isSendableHeader),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).filter(isSendableHeader),
  fc.constantFrom(1_000, 20_000).map((length) => 'h'.repeat(length)),
);

export function isSendableHeader(value: string): boolean {
  // Tab, printable ASCII and Latin-1 bytes: what Node lets a client put in a header value.
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0xff || (code < 0x20 && code !== 0x09) || code === 0x7f) return false;
  }
  return true;
}

/** JSON text for a value, with RawJson numbers written as they are. */
export function toJsonText(value: HostileValue | undefined): string {
  const raws: RawJson[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item);
      return `@@raw-json-${raws.length - 1}@@`;
    }
    return item;
  });
  if (text === undefined) return '';
  return text.replace(
    /"@@raw-json-(\d+)@@"/g,
    (_match, index: string) => raws[Number(index)]?.text ?? 'null',
  );
}

/** A value as text (query strings, path segments, form fields). */
export function toText(value: HostileValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  return toJsonText(value);
}

/** Percent-encodes every byte outside the unreserved set, from UTF-8 (lone surrogates become U+FFFD, as a
 *  browser would send them, where encodeURIComponent throws). */
export function percentEncode(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

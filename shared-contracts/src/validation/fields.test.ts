import * as v from 'valibot';
import {
  hasControlCharacter,
  linkUrlSchema,
  normalizeLinkUrl,
  optionalTextSchema,
  requiredTextSchema,
} from './fields';
import { localize, type MessageId } from '../messages';
import { validate } from './issues';
import { englishErrors } from './test-helpers';

describe('free text', () => {
  const title = v.object({ title: requiredTextSchema('field.ad-title', 100) });
  const message = v.object({ message: requiredTextSchema('field.message', 1000, { multiline: true }) });

  test('is trimmed, and tabs are kept', () => {
    expect(v.parse(title, { title: '  Autumn\tlobby \n' })).toEqual({ title: 'Autumn\tlobby' });
  });

  test.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b'])(
    'a control character (%j) is refused in both languages, in one-line and multiline fields',
    (control) => {
      expect(validate(title, { title: `Autumn${control}lobby` })).toEqual({
        ok: false,
        fields: {
          title: {
            en: 'Ad title contains a character that cannot be used (a control character)',
            ja: '広告タイトルに使用できない文字（制御文字）が含まれています',
          },
        },
      });
      expect(englishErrors(message, { message: `Hello${control}there` })).toEqual({
        message: 'Message contains a character that cannot be used (a control character)',
      });
    },
  );

  test('line breaks are kept in a multiline field and refused in a one-line one', () => {
    expect(v.parse(message, { message: 'Hello\r\nthere\nagain' })).toEqual({
      message: 'Hello\r\nthere\nagain',
    });
    for (const lineBreak of ['\n', '\r', '\r\n'])
      expect(validate(title, { title: `Autumn${lineBreak}lobby` })).toEqual({
        ok: false,
        fields: {
          title: { en: 'Ad title must be on one line', ja: '広告タイトルは改行せずに1行で入力してください' },
        },
      });
  });

  test.each(['\udfff', '\ud800', 'a\ud83dz'])(
    'half of a surrogate pair (%j) is refused in both languages',
    (half) => {
      expect(validate(title, { title: `佐${half}藤` })).toEqual({
        ok: false,
        fields: {
          title: {
            en: 'Ad title contains a broken character (part of an emoji or symbol)',
            ja: '広告タイトルに壊れた文字（絵文字や記号の一部）が含まれています',
          },
        },
      });
    },
  );

  test('Japanese, emoji and other printable text pass', () => {
    expect(v.parse(title, { title: '秋のロビー展 🍁 «Ausstellung»' })).toEqual({
      title: '秋のロビー展 🍁 «Ausstellung»',
    });
  });
});

describe('optional free text', () => {
  const company = v.object({ companyName: optionalTextSchema('field.company-name', 20) });

  test('absent, null, empty and blank all read as null; text is trimmed', () => {
    for (const input of [{}, { companyName: null }, { companyName: '' }, { companyName: '  \t ' }])
      expect(v.parse(company, input)).toEqual({ companyName: null });
    expect(v.parse(company, { companyName: ' Galerie Lumière ' })).toEqual({
      companyName: 'Galerie Lumière',
    });
  });

  test('follows the rules of every free text: length, one line, no control character, no half of a pair', () => {
    expect(englishErrors(company, { companyName: 'x'.repeat(21) })).toEqual({
      companyName: 'Company name must be 20 characters or fewer',
    });
    expect(englishErrors(company, { companyName: 'Galerie\nLumière' })).toEqual({
      companyName: 'Company name must be on one line',
    });
    expect(englishErrors(company, { companyName: 'Galerie\u0000' })).toEqual({
      companyName: 'Company name contains a character that cannot be used (a control character)',
    });
    expect(validate(company, { companyName: 'Galerie\ud822' })).toEqual({
      ok: false,
      fields: {
        companyName: {
          en: 'Company name contains a broken character (part of an emoji or symbol)',
          ja: '会社名に壊れた文字（絵文字や記号の一部）が含まれています',
        },
      },
    });
  });
});

describe('hasControlCharacter', () => {
  test('finds C0, DEL and C1 controls, except those allowed', () => {
    expect(hasControlCharacter('plain text')).toBe(false);
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('a\u009fb')).toBe(true);
    expect(hasControlCharacter('a\tb\nc', ['\t', '\n'])).toBe(false);
    expect(hasControlCharacter('a\tb\rc', ['\t', '\n'])).toBe(true);
  });
});

describe('link URL', () => {
  const link = v.object({ linkUrl: linkUrlSchema() });

  test.each([
    ['https://例え.jp/パス', 'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9'],
    ['  HTTPS://Gallery.Example.com  ', 'https://gallery.example.com/'],
    ['https://gallery.example.com/a b?q=x y', 'https://gallery.example.com/a%20b?q=x%20y'],
    ['http://gallery.example.com:80/autumn', 'http://gallery.example.com/autumn'],
  ])('%s is stored as %s, which normalises to itself', (input, stored) => {
    expect(v.parse(link, { linkUrl: input })).toEqual({ linkUrl: stored });
    expect(normalizeLinkUrl(stored)).toBe(stored);
  });

  test.each([
    ['https://gallery.example.com/\r\nSet-Cookie: a=b', 'validation.url-control-characters'],
    ['https://gallery.example.com/\tautumn', 'validation.url-control-characters'],
    ['https://gallery.example.com/\u0000', 'validation.url-control-characters'],
    ['https://localhost:3000@evil.example/', 'validation.url-credentials'],
    ['https://user:secret@gallery.example.com/', 'validation.url-credentials'],
    ['http:\\\\evil.example', 'validation.url-backslash'],
    ['https://gallery.example.com\\@evil.example/', 'validation.url-backslash'],
    ['https:evil.example', 'validation.url'],
    ['https:/evil.example', 'validation.url'],
    ['javascript:alert(1)', 'validation.url'],
  ] as [string, MessageId][])('%j is refused with %s', (linkUrl, id) => {
    expect(validate(link, { linkUrl })).toEqual({ ok: false, fields: { linkUrl: localize(id) } });
    expect(normalizeLinkUrl(linkUrl)).toBeNull();
  });

  test('the messages say what to change, in both languages', () => {
    expect(englishErrors(link, { linkUrl: 'https://localhost:3000@evil.example/' })).toEqual({
      linkUrl: 'The link cannot contain a user name or password (text before @ in the address)',
    });
    expect(validate(link, { linkUrl: 'http:\\\\evil.example' })).toEqual({
      ok: false,
      fields: {
        linkUrl: {
          en: 'Please use forward slashes (/) in the link, not backslashes (\\)',
          ja: 'リンクにはバックスラッシュ（\\）ではなくスラッシュ（/）を使用してください',
        },
      },
    });
  });

  test('2048 characters is the limit, counted again once normalised', () => {
    const path = (length: number) => `https://gallery.example.com/${'a'.repeat(length - 28)}`;
    expect(path(2048)).toHaveLength(2048);
    expect(englishErrors(link, { linkUrl: path(2048) })).toEqual({});
    expect(englishErrors(link, { linkUrl: path(2049) })).toEqual({
      linkUrl: 'Ad link URL must be 2048 characters or fewer',
    });
    // 700 characters typed, 6300 once each is percent-encoded.
    expect(englishErrors(link, { linkUrl: `https://gallery.example.com/${'秋'.repeat(700)}` })).toEqual({
      linkUrl: 'Ad link URL must be 2048 characters or fewer',
    });
  });
});

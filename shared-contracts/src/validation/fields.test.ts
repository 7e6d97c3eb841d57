import * as v from 'valibot';
import { hasControlCharacter, requiredTextSchema } from './fields';
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

  test('Japanese, emoji and other printable text pass', () => {
    expect(v.parse(title, { title: '秋のロビー展 🍁 «Ausstellung»' })).toEqual({
      title: '秋のロビー展 🍁 «Ausstellung»',
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

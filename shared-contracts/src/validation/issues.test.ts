import * as v from 'valibot';
import { localizeIssues, messageRef, parseMessageRef, validate } from './issues';

describe('message references in issues', () => {
  test('an id with values round-trips through its compact form', () => {
    const ref = messageRef('validation.max-letters', { field: 'field.ad-title', max: 100 });
    expect(ref).toBe('validation.max-letters?field=field.ad-title&max=100');
    expect(parseMessageRef(ref)).toEqual({
      id: 'validation.max-letters',
      values: { field: 'field.ad-title', max: '100' },
    });
  });

  test('an id without values is just the id', () => {
    expect(messageRef('validation.url')).toBe('validation.url');
    expect(parseMessageRef('validation.url')).toEqual({ id: 'validation.url', values: {} });
  });

  test('text that is not a reference is not parsed', () => {
    expect(parseMessageRef('Invalid type: Expected string')).toBeNull();
  });

  test('values with reserved characters survive', () => {
    expect(parseMessageRef(messageRef('toast-message.failure.failed', { x: 'a&b=c?d' }))?.values).toEqual({
      x: 'a&b=c?d',
    });
  });
});

describe('localizeIssues and validate', () => {
  const schema = v.object({
    email: v.pipe(
      v.string(),
      v.nonEmpty(messageRef('validation.required-enter', { field: 'field.email' })),
      v.email(messageRef('validation.email')),
    ),
    nested: v.object({ code: v.string() }),
  });

  test('keeps the first issue of each field, in both languages, keyed by dot path', () => {
    const result = v.safeParse(schema, { email: '', nested: { code: 1 } });
    expect(result.success).toBe(false);
    expect(localizeIssues(result.issues ?? [])).toEqual({
      email: { en: 'Please enter your email', ja: 'メールアドレスを入力してください' },
      'nested.code': {
        en: 'This value is not valid',
        ja: '入力内容が正しくありません。内容をご確認のうえ、もう一度入力してください',
      },
    });
  });

  test('validate returns the parsed value or the field texts', () => {
    expect(validate(schema, { email: 'a@b.jp', nested: { code: 'x' } })).toEqual({
      ok: true,
      value: { email: 'a@b.jp', nested: { code: 'x' } },
    });
    expect(validate(schema, { email: 'a@', nested: { code: 'x' } })).toEqual({
      ok: false,
      fields: {
        email: {
          en: 'Invalid email address',
          ja: 'メールアドレスが正しくありません。name@example.com の形式で入力してください',
        },
      },
    });
  });

  test('an input that is not an object at all is reported at the root path', () => {
    expect(validate(schema, null)).toEqual({
      ok: false,
      fields: {
        '': {
          en: 'This value is not valid',
          ja: '入力内容が正しくありません。内容をご確認のうえ、もう一度入力してください',
        },
      },
    });
  });
});

import { API_ERROR_MESSAGE_IDS, ANSWERS, localizeAnswer, type AnswerId } from './api/answers';
import { API_ERROR_CODES } from './error-codes';
import { MESSAGES, isMessageId, localize, translate } from './messages';

const DICTIONARIES = { ...MESSAGES, ...ANSWERS };
const ids = Object.keys(DICTIONARIES) as (keyof typeof DICTIONARIES)[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('messages', () => {
  test.each(ids)('%s has an English and a Japanese text with the same placeholders', (id) => {
    const { en, ja } = DICTIONARIES[id];
    expect(en.trim()).not.toBe('');
    expect(ja.trim()).not.toBe('');
    // Every Japanese text holds kana or kanji, so none is an untranslated copy of the English.
    expect(ja).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    expect(placeholders(ja)).toEqual(placeholders(en));
  });

  // Issue 42 rewrote three of them to say what to do, and mended the grammar of two; the rest stay word for word.
  test("the product's quoted texts are kept, with issue 42's wording", () => {
    expect(translate('validation.min', 'en')).toBe('8 characters minimum');
    expect(translate('validation.max', 'en')).toBe('20 characters maximum');
    expect(translate('validation.lowercase', 'en')).toBe('One lowercase character is required');
    expect(translate('validation.uppercase', 'en')).toBe('One uppercase character is required');
    expect(translate('validation.number', 'en')).toBe('One number is required');
    expect(translate('validation.special-character', 'en')).toBe('One special character is required');
    expect(translate('validation.email', 'en')).toBe('Invalid email address');
    expect(translate('validation.url', 'en')).toBe('Please enter a valid URL starting with https://');
    expect(translate('validation.required-signup-email', 'en')).toBe(
      'Please enter the email you used when you signed up',
    );
    expect(localizeAnswer('api.token-used').en).toBe('This token has already been used.');
    expect(localizeAnswer('api.email-not-confirmed').en).toBe('Your email has not been confirmed yet.');
    expect(localizeAnswer('api.already-confirmed').en).toBe('You have already confirmed your email.');
    expect(localizeAnswer('api.password-incorrect').en).toBe('Password is incorrect.');
    expect(translate('toast-message.failure.try-again', 'en')).toBe(
      'Something went wrong. Please try again.',
    );
    expect(translate('toast-message.failure.invalid-file-type', 'en')).toBe(
      'Invalid file type. Please upload a PNG, JPEG or WebP image.',
    );
    expect(translate('toast-message.failure.unknown-short', 'en')).toBe('An unknown error has occurred');
  });

  test('placeholders are filled, and values that are message ids are translated too', () => {
    expect(translate('validation.required-enter', 'en', { field: 'field.email' })).toBe(
      'Please enter your email',
    );
    expect(translate('validation.required-enter', 'ja', { field: 'field.email' })).toBe(
      'メールアドレスを入力してください',
    );
    expect(translate('validation.max-letters', 'en', { field: 'field.ad-title', max: 100 })).toBe(
      'Ad title must be 100 characters or fewer',
    );
    expect(translate('validation.max-file-size', 'ja', { max: 10 })).toBe(
      'ファイルサイズが大きすぎます。10MB以下の画像を選んでください',
    );
    expect(translate('toast-message.failure.failed', 'en', { x: 'subject.ad-payment' })).toBe(
      'Your ad placement payment has failed',
    );
  });

  test('a placeholder without a value stays visible rather than vanishing', () => {
    expect(translate('validation.match', 'en', { a: 'field.password' })).toBe("Password and {b} don't match");
  });

  test('localize gives both languages at once', () => {
    expect(localize('toast-message.failure.expired', { x: 'subject.reset-link' })).toEqual({
      en: 'The password reset link has expired',
      ja: 'パスワード再設定用のリンクの有効期限が切れています。もう一度リクエストしてください',
    });
  });

  test('errors say in Japanese what to do next, not only what went wrong', () => {
    const errors = [
      'toast-message.failure.unknown',
      'toast-message.failure.try-again',
      'toast-message.failure.unknown-short',
      'toast-message.failure.wrong',
      'toast-message.failure.expired',
      'toast-message.failure.invalid-file-type',
      'api.rate-limited',
      'api.invalid-request',
      'api.unsupported-type',
      'api.conflict',
      'validation.max-file-size',
      'validation.invalid-file-type',
      'validation.match',
    ] as const;
    for (const id of errors) expect(`${id}: ${localizeAnswer(id).ja}`).toMatch(/ください。?$/);
  });

  test('only dictionary keys count as message ids', () => {
    expect(isMessageId('field.email')).toBe(true);
    expect(isMessageId('toString')).toBe(false);
    expect(isMessageId('ann@example.com')).toBe(false);
  });

  test('every API error code has a text', () => {
    for (const code of API_ERROR_CODES) expect(localizeAnswer(API_ERROR_MESSAGE_IDS[code]).en).not.toBe('');
  });

  test("an answer is the API's own text, or a text of the shared dictionary with its placeholders filled", () => {
    expect(localizeAnswer('api.refund-failed')).toBe(ANSWERS['api.refund-failed']);
    expect(localizeAnswer('toast-message.success.deleted', { x: 'subject.ad' })).toEqual(
      localize('toast-message.success.deleted', { x: 'subject.ad' }),
    );
  });

  test('no id is both an answer and a dictionary text, so an answer never shadows a form rule', () => {
    const answerIds = Object.keys(ANSWERS) as AnswerId[];
    expect(answerIds.filter((id) => isMessageId(id))).toEqual([]);
  });
});

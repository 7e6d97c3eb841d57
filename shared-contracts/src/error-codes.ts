/** The API's stable error reasons and the text every unexpected failure shows, at the base of shared-contracts:
 *  the contract dictionary (messages.ts) gives each code its words, and api/result.ts puts them on the wire, so
 *  both import them from here instead of the dictionary reaching up into `api/` (decision 0028). */
import type { LocalizedText } from './language';

/** Stable machine-readable reasons; the UI branches on these, never on English text. */
export const API_ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_API_KEY',
  'EMAIL_TAKEN',
  'EMAIL_NOT_CONFIRMED',
  'ALREADY_CONFIRMED',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'TOKEN_INVALID',
  'INVALID_CREDENTIALS',
  'PASSWORD_INCORRECT',
  'BOT_CHECK_FAILED',
  'TRANSITION_NOT_ALLOWED',
  'LAST_OWNER',
  'ALREADY_MEMBER',
  'NETWORK',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const UNKNOWN_ERROR_TEXT: LocalizedText = {
  en: 'Something went wrong. We are aware of the problem and will try to fix it as soon as possible. Sorry for the inconvenience.',
  ja: '申し訳ありません。システムで問題が発生しました。しばらくしてからもう一度お試しください。解決しない場合は、お問い合わせページからご連絡ください。',
};

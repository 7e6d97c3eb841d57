/** The one shape of API outcomes on both sides of the wire. The server answers every expected failure with an
 *  ApiErrorBody (English and Japanese text plus a stable code); the client turns every HTTP outcome into an
 *  ApiResult and never throws for one. */
import * as v from 'valibot';

export type Language = 'en' | 'ja';
export const LANGUAGES = ['en', 'ja'] as const satisfies readonly Language[];

export type LocalizedText = { en: string; ja: string };

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
  'NETWORK',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The body of every non-2xx answer. `message` is the English text (SPEC §8 matches on it, e.g.
 * 'This token has already been used.'); `en` and `ja` are what a toast shows; `fields` names the
 * invalid inputs of a 400 with their messages.
 */
export const ApiErrorBodySchema = v.object({
  statusCode: v.number(),
  code: v.picklist(API_ERROR_CODES),
  message: v.string(),
  en: v.string(),
  ja: v.string(),
  fields: v.optional(v.record(v.string(), v.object({ en: v.string(), ja: v.string() }))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

export type ApiError = {
  status: number;
  code: ApiErrorCode;
  message: LocalizedText;
  fields?: Record<string, LocalizedText>;
};

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export function apiErrorBody(
  statusCode: number,
  code: ApiErrorCode,
  message: LocalizedText,
  fields?: Record<string, LocalizedText>,
): ApiErrorBody {
  return {
    statusCode,
    code,
    message: message.en,
    en: message.en,
    ja: message.ja,
    ...(fields ? { fields } : {}),
  };
}

export const UNKNOWN_ERROR_TEXT: LocalizedText = {
  en: 'Something went wrong. We are aware of the problem and will try to fix it as soon as possible. Sorry for the inconvenience.',
  ja: '問題が発生しました。現在対応中です。ご不便をおかけして申し訳ありません。',
};

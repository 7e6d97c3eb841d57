/** The one shape of API outcomes on both sides of the wire. The server answers every expected failure with an
 *  ApiErrorBody (English and Japanese text plus a stable code); the client turns every HTTP outcome into an
 *  ApiResult and never throws for one. */
import * as v from 'valibot';
import { API_ERROR_CODES, type ApiErrorCode } from '../error-codes';
import type { LocalizedText } from '../language';

/**
 * The body of every non-2xx answer. `message` is the English text (a fixed wording, e.g.
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

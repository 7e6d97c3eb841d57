/** The one way the API fails on purpose: throw an HttpError and the error handler answers with the
 *  apiErrorBody of shared-contracts (stable code, English and Japanese text, per-field messages). Anything else
 *  that is thrown is a bug: it is logged and answered with a generic 500. */
import {
  apiErrorBody,
  type ApiErrorBody,
  type ApiErrorCode,
  type LocalizedText,
  type MessageValues,
} from 'shared-contracts';
import { API_ERROR_MESSAGE_IDS, localizeAnswer, type AnswerId } from 'shared-contracts/answers';
import type { FastifyReply } from 'fastify';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly text: LocalizedText;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    text?: LocalizedText,
    readonly fields?: Record<string, LocalizedText>,
  ) {
    const resolved = text ?? localizeAnswer(API_ERROR_MESSAGE_IDS[code]);
    super(resolved.en);
    this.text = resolved;
  }

  get body(): ApiErrorBody {
    return apiErrorBody(this.statusCode, this.code, this.text, this.fields);
  }
}

/** An HttpError whose text is a message id of the shared dictionary (the code's default text when omitted). */
export function httpError(
  statusCode: number,
  code: ApiErrorCode,
  messageId?: AnswerId,
  values?: MessageValues,
): HttpError {
  return new HttpError(statusCode, code, messageId ? localizeAnswer(messageId, values) : undefined);
}

export const badRequest = (code: ApiErrorCode = 'VALIDATION', messageId?: AnswerId) =>
  httpError(400, code, messageId);
export const unauthorized = (code: ApiErrorCode = 'UNAUTHORIZED') => httpError(401, code);
export const forbidden = (code: ApiErrorCode = 'FORBIDDEN') => httpError(403, code);
export const notFound = () => httpError(404, 'NOT_FOUND');

/** A 400 naming the invalid inputs (from `validate()` of shared-contracts). */
export function invalidInput(fields: Record<string, LocalizedText>): HttpError {
  return new HttpError(400, 'VALIDATION', undefined, fields);
}

/** The HTTP status each shared error code is answered with (product.md, Sessions and links: an expired link is a 401, a
 *  forged one a 403, a used one a 400 carrying 'This token has already been used.'). */
const STATUS_BY_CODE: Partial<Record<ApiErrorCode, number>> = {
  UNAUTHORIZED: 401,
  INVALID_API_KEY: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  TOKEN_INVALID: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LAST_OWNER: 409,
  ALREADY_MEMBER: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** An HttpError for a service failure code, with that code's status and text. */
export function failure(code: ApiErrorCode): HttpError {
  return httpError(STATUS_BY_CODE[code] ?? 400, code);
}

/** The 429 of a wrong-password slow-down (sign-in, change password), with Retry-After like the route limits' 429. */
export function slowedDown(
  reply: FastifyReply,
  result: { retryAfterSeconds: number },
  messageId?: AnswerId,
): HttpError {
  void reply.header('retry-after', String(result.retryAfterSeconds));
  return httpError(429, 'RATE_LIMITED', messageId);
}

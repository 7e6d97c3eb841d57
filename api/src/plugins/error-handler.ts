/** Turns every failure into the apiErrorBody shape with English and Japanese text. Bad input of any kind
 *  (schema, malformed JSON, too large, wrong media type) is a 4xx, never a 500; anything unexpected is logged
 *  as a bug and answered with the generic text. Unknown routes get the same shape as a 404. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from 'shared-contracts';
import { HttpError, httpError, notFound } from '../http/errors';

/** The shared code for a 4xx that fastify or a plugin raised itself. */
function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION';
  }
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = error.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Fastify's own 4xx errors (body parsing, content type, size) as an HttpError. Their English texts are about
 *  JSON bodies, so a too-large or wrong-type body gets the general invalid-request text, not the upload one. */
function fromClientError(status: number): HttpError {
  const code = codeForStatus(status);
  if (code === 'PAYLOAD_TOO_LARGE' || code === 'UNSUPPORTED_MEDIA_TYPE')
    return httpError(status, code, 'api.invalid-request');
  return httpError(status, code);
}

export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return fromClientError(status);
  return null;
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const known = toHttpError(error);
  if (known) {
    if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: known.code, status: known.statusCode }, known.message);
    return reply.status(known.statusCode).send(known.body);
  }
  request.log.error({ err: error }, 'unexpected error');
  const internal = httpError(500, 'INTERNAL');
  return reply.status(500).send(internal.body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().body));
}

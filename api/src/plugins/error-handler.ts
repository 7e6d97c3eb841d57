/** Turns every failure into the apiErrorBody shape with English and Japanese text. Bad input of any kind
 *  (schema, malformed JSON, too large, wrong media type) is a 4xx, never a 500; anything unexpected is logged
 *  as a bug and answered with the generic text. Unknown routes get the same shape as a 404. The log says where
 *  and how a request failed (code, route, status, the error's type and stack frames), never what it carried. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from 'shared-contracts';
import { HttpError, httpError, notFound } from '../http/errors';
import { ResponseSchemaError } from '../http/valibot';

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

const MAX_FRAMES = 12;

/** The stack's `at …` lines without its first part, the message, which may span lines of its own. */
function stackFrames(error: Error): string[] {
  const stack = error.stack ?? '';
  const messageAt = error.message ? stack.indexOf(error.message) : -1;
  const afterMessage =
    messageAt === -1 ? stack.slice(stack.indexOf('\n') + 1) : stack.slice(messageAt + error.message.length);
  return afterMessage
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
}

/** A short string property of an error (a PostgreSQL SQLSTATE such as '22021', a constraint's name), if any. */
function stringProperty(error: Error, name: 'code' | 'constraint'): string | undefined {
  const value: unknown = Reflect.get(error, name);
  return typeof value === 'string' && value.length <= 100 ? value : undefined;
}

export type FailureDescription = {
  type: string;
  code?: string;
  constraint?: string;
  /** For a response that broke its schema: the paths that did, without their values. */
  paths?: readonly string[];
  frames?: string[];
  cause?: FailureDescription;
};

/**
 * What the log keeps of an unexpected error. Messages are left out on purpose: a failed query's message lists its
 * parameters (names, emails, messages), a database error's detail quotes the values, and a schema error carries
 * its input. The error's type, its codes, the failed paths and the stack frames locate a bug without them.
 */
export function describeFailure(error: unknown, depth = 0): FailureDescription {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = stringProperty(error, 'code');
  const constraint = stringProperty(error, 'constraint');
  return {
    // Errors that keep the default name ('Error') are told apart by their class.
    type: error.name === 'Error' ? error.constructor.name : error.name,
    ...(code ? { code } : {}),
    ...(constraint ? { constraint } : {}),
    ...(error instanceof ResponseSchemaError ? { paths: error.paths } : {}),
    ...(depth === 0 ? { frames: stackFrames(error) } : {}),
    ...(error.cause !== undefined && depth < 2 ? { cause: describeFailure(error.cause, depth + 1) } : {}),
  };
}

/** Where a request failed: the route's pattern ('/api/ads/:id'), never the URL with its ids and query. */
function whereOf(request: FastifyRequest) {
  return { method: request.method, route: request.routeOptions.url ?? 'unknown route' };
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const known = toHttpError(error);
  if (known) {
    const entry = { code: known.code, status: known.statusCode, ...whereOf(request) };
    if (known.statusCode >= 500)
      request.log.error({ ...entry, error: describeFailure(error) }, 'request failed');
    else request.log.info(entry, 'request refused');
    return reply.status(known.statusCode).send(known.body);
  }
  const internal = httpError(500, 'INTERNAL');
  request.log.error(
    { code: internal.code, status: 500, ...whereOf(request), error: describeFailure(error) },
    'unexpected error',
  );
  return reply.status(500).send(internal.body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().body));
}

/** The request log (decision 0048): one short line (method, redacted URL, status, milliseconds) for every request
 *  that changes something or went wrong, instead of Fastify's two lines for every request. A successful read
 *  (GET or HEAD answered below 400) is logged only when it was slow: measured at 50 connections, a line per read
 *  cost a cached read a fifth of its throughput, and reads are most of the traffic. Routes with
 *  `logLevel: 'warn'` (health, ad serving) log no line at all; a response that failed on the way out keeps
 *  Fastify's `request errored` line, and refusals and failures keep the error handler's own lines. */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../http/log-redaction';

/** What the line says about a request. */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/** A successful read slower than this is logged. */
export const SLOW_READ_MS = 100;

/** Whether the request is a successful, quick read, which is not logged. */
export function isQuietRead(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode < 400 &&
    reply.elapsedTime < SLOW_READ_MS
  );
}

/** The levels at which an info line is written. */
const WRITES_INFO = new Set(['info', 'debug', 'trace']);

/** Fastify's `logController` (app.ts): nothing when a request comes in, at most one line when it is answered. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (isQuietRead(request, reply)) return;
    // Skips building the line where the route's level would drop it.
    if (WRITES_INFO.has(request.log.level)) request.log.info(requestLine(request, reply), 'request');
  }
}

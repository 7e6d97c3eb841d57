/** One log line per answered request, instead of Fastify's two ("incoming request" and "request completed", each
 *  with the request or reply serialised). Measured at 50 connections (decision 0048), Fastify's pair cost about a
 *  tenth of a cached read's time; this line carries what an operator reads (method, redacted URL, status,
 *  milliseconds) for less. Routes with `logLevel: 'warn'` (health, ad serving) still log no line; a response
 *  that failed on the way out keeps Fastify's `request errored` line, and refusals and failures keep the error
 *  handler's own lines. */
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

/** The levels at which an info line is written. */
const WRITES_INFO = new Set(['info', 'debug', 'trace']);

/** Fastify's `logController` (app.ts): nothing when a request comes in, one line when it is answered. */
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
    // Skips building the line where the route's level would drop it.
    if (WRITES_INFO.has(request.log.level)) request.log.info(requestLine(request, reply), 'request');
  }
}

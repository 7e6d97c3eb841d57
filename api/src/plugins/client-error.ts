/** Requests Node's HTTP parser cannot read (a malformed chunk, headers over the size limit, a client too slow to
 *  finish) never reach a route: Node hands the connection to Fastify's `clientErrorHandler`. This answers them like
 *  every other refusal, with the shared error body in both languages instead of Fastify's English-only one, and
 *  logs one info line: anyone can send such bytes, so they must not fill the error log. */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { httpError } from '../http/errors';

/** What Node says went wrong, as Fastify receives it. */
type ConnectionError = Error & { code?: unknown };

/** The statuses Node's own answers use for a parser's codes; any other unreadable request is a 400. */
const STATUS_BY_PARSER_CODE: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/** The parser's code only (e.g. HPE_INVALID_CHUNK_SIZE): the error also carries the raw bytes it read, which can
 *  hold an API key or a session cookie. */
function parserCode(error: ConnectionError): string {
  const { code } = error;
  return typeof code === 'string' && /^[A-Z0-9_]{1,64}$/.test(code) ? code : 'UNKNOWN';
}

export function answerUnreadableRequest(
  log: FastifyBaseLogger,
  error: ConnectionError,
  socket: Socket,
): void {
  const code = parserCode(error);
  // A reset connection, or one already closed, has nobody left to answer.
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_BY_PARSER_CODE[code] ?? 400;
  log.info({ parserCode: code, status }, 'unreadable request refused');
  if (socket.writable) {
    const body = JSON.stringify(httpError(status, 'VALIDATION').body);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's `clientErrorHandler` option; Fastify calls it with the instance as `this`. */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  answerUnreadableRequest(this.log, error, socket);
}

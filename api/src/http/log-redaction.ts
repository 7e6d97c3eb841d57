/** What request log lines may say about a request. Fastify logs every request's URL; a URL can carry a
 *  credential (the test checkout's session id is the page's only credential, and a client could put a token in a
 *  query string), so those parts are replaced before the line is written. Headers are not logged at all. */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret whatever the route. */
const SECRET_PARAMETER = /token|secret|password|passwd|key|code|signature|session/i;
/** Path segments that are credentials: /api/checkout/test/<session id>(/pay|/cancel). */
const SECRET_PATH = /^(\/api\/checkout\/test\/)[^/]+/;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_PARAMETER.test(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${path}?${parameters.join('&')}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

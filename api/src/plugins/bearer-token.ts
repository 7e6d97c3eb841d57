/** Mailed links (email confirmation, new email, password reset) reach the API as `Authorization: Bearer <token>`
 *  (the endpoint table), keeping tokens out of URLs and logs. A request without one is treated like a forged link. */
import type { FastifyRequest } from 'fastify';
import { failure } from '../http/errors';

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw failure('TOKEN_INVALID');
  return match[1];
}

/** The review desk's operator session (decision 0038): one httpOnly cookie, `portal_operator`, apart from the
 *  advertiser's, SameSite=Strict (the desk is reached only from the portal itself), Secure outside development,
 *  sent to /api only. Routes whose table entry has `access: 'operatorSession'` get `requireOperatorSession` from
 *  registerEndpoint: without a valid operator session they answer exactly the unknown-route 404, before the body
 *  is read, so an advertiser or a stranger cannot tell the desk's API exists. Then `signedInOperator(request)`. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import type { App } from '../http/types';
import { findOperatorSession, type OperatorRow } from '../services/operators';

export const OPERATOR_COOKIE = 'portal_operator';
const OPERATOR_COOKIE_PATH = '/api';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator once `requireOperatorSession` (or `loadOperatorSession`) ran; null otherwise. */
    operator: OperatorRow | null;
  }
  interface FastifyInstance {
    requireOperatorSession: (request: FastifyRequest) => Promise<void>;
  }
}

function cookieOptions(reply: FastifyReply) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.config.cookieSecure,
    path: OPERATOR_COOKIE_PATH,
  } as const;
}

export function setOperatorCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(OPERATOR_COOKIE, token, { ...cookieOptions(reply), expires: expiresAt });
}

export function clearOperatorCookie(reply: FastifyReply): void {
  reply.clearCookie(OPERATOR_COOKIE, cookieOptions(reply));
}

/** Reads the operator cookie and fills `request.operator`; returns it (null when not signed in). */
export async function loadOperatorSession(request: FastifyRequest): Promise<OperatorRow | null> {
  if (request.operator) return request.operator;
  const token = request.cookies[OPERATOR_COOKIE];
  if (!token) return null;
  request.operator = await findOperatorSession(request.server.db, token);
  return request.operator;
}

/** The signed-in operator of a route guarded by `requireOperatorSession`; the unknown-route 404 if there is none. */
export function signedInOperator(request: FastifyRequest): OperatorRow {
  if (!request.operator) throw notFound();
  return request.operator;
}

/** app.ts, after the cookie plugin (registerSession) and before the routes. */
export function registerOperatorSession(app: App): void {
  app.decorateRequest('operator', null);
  app.decorate('requireOperatorSession', async (request: FastifyRequest) => {
    if (!(await loadOperatorSession(request))) throw notFound();
  });
}

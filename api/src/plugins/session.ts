/** Session cookies: an httpOnly access cookie (short-lived, sent to all of /api) and an httpOnly refresh cookie
 *  (long-lived, sent only to /api/advertisers for refresh and logout), SameSite=Lax, Secure outside development.
 *  Routes that need a signed-in advertiser use `preHandler: app.requireAdvertiser`, then `signedIn(request)`.
 *
 *  The session is a person in one of their accounts (decision 0121): `signedIn(request)` is that account as the
 *  person sees it (its id is the account's, so ownership checks stay `advertiserId = account`), with the person's
 *  `personId` and their `role` there. Routes registered from the endpoint table get the role's check here too
 *  (`requireMember`): the one place that checks sessions and roles, from the one lookup of the session. */
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { can, type EndpointPermission, type EndpointRefusal, type Role } from 'shared-contracts';
import { forbidden, notFound, unauthorized } from '../http/errors';
import type { App } from '../http/types';
import {
  findByAccessToken,
  type AdvertiserRow,
  type RotationPolicy,
  type SessionLifetimes,
  type SessionTokens,
} from '../services/sessions';

export const ACCESS_COOKIE = 'portal_access';
export const REFRESH_COOKIE = 'portal_refresh';
const ACCESS_PATH = '/api';
const REFRESH_PATH = '/api/advertisers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in advertiser once `requireAdvertiser` (or `loadSession`) ran; null otherwise. */
    advertiser: AdvertiserRow | null;
    /** The session family of the current access token, when signed in. */
    sessionFamilyId: string | null;
  }
  interface FastifyInstance {
    requireAdvertiser: (request: FastifyRequest) => Promise<void>;
    /** A signed-in member whose role allows `permission` (roles.ts); otherwise the `refused` status. */
    requireMember: (
      permission: EndpointPermission,
      refused: EndpointRefusal,
    ) => (request: FastifyRequest) => Promise<void>;
  }
}

export function sessionLifetimes(config: Config): SessionLifetimes {
  return { accessSeconds: config.ttl.access, refreshSeconds: config.ttl.refresh };
}

/** What POST /advertisers/refresh follows: the lifetimes plus the grace for the token a rotation just replaced. */
export function rotationPolicy(config: Config): RotationPolicy {
  return { ...sessionLifetimes(config), rotatedGraceSeconds: config.ttl.rotatedRefreshGrace };
}

export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens): void {
  const secure = reply.server.config.cookieSecure;
  const base = { httpOnly: true, sameSite: 'lax', secure } as const;
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...base,
    path: ACCESS_PATH,
    expires: tokens.accessExpiresAt,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base,
    path: REFRESH_PATH,
    expires: tokens.refreshExpiresAt,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  const secure = reply.server.config.cookieSecure;
  reply.clearCookie(ACCESS_COOKIE, { path: ACCESS_PATH, httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH, httpOnly: true, sameSite: 'lax', secure });
}

/** Reads the access cookie and fills `request.advertiser`; returns it (null when not signed in). */
export async function loadSession(request: FastifyRequest): Promise<AdvertiserRow | null> {
  if (request.advertiser) return request.advertiser;
  const token = request.cookies[ACCESS_COOKIE];
  if (!token) return null;
  const session = await findByAccessToken(request.server.db, token);
  if (!session) return null;
  request.advertiser = session.advertiser;
  request.sessionFamilyId = session.familyId;
  return session.advertiser;
}

/** The signed-in advertiser of a route guarded by `requireAdvertiser`; a 401 if there is none. */
export function signedIn(request: FastifyRequest): AdvertiserRow {
  if (!request.advertiser) throw unauthorized();
  return request.advertiser;
}

/** Whether the signed-in member's role allows what an endpoint asks (`member`: any member). */
export function allows(role: Role, permission: EndpointPermission): boolean {
  return permission === 'member' || can(role, permission);
}

export async function registerSession(app: App): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('advertiser', null);
  app.decorateRequest('sessionFamilyId', null);
  app.decorate('requireAdvertiser', async (request: FastifyRequest) => {
    if (!(await loadSession(request))) throw unauthorized();
  });
  app.decorate(
    'requireMember',
    (permission: EndpointPermission, refused: EndpointRefusal) => async (request: FastifyRequest) => {
      const member = await loadSession(request);
      if (!member) throw unauthorized();
      if (!allows(member.role, permission)) throw refused === 404 ? notFound() : forbidden();
    },
  );
}

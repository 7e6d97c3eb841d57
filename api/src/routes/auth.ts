/** Signing up and in (the /advertisers calls of the endpoint table): sign-up and its email confirmation, sign-in and
 *  the session cookies (refresh, logout), confirming a new email from its link, and the forgotten-password links.
 *  Handlers stay short: the entry of the endpoint table brings path and schemas, the rules live in
 *  services/advertisers.ts, failures map to shared error codes. Calls open to guessing or flooding are rate-limited per
 *  client address; wrong passwords slow down (ADR 0012). */
import { ENDPOINTS } from 'shared-contracts/api';
import type { FastifyReply } from 'fastify';
import { mailingDeps } from '../http/deps';
import { acknowledge } from '../http/acknowledgements';
import { registerEndpoint } from '../http/endpoint';
import { failure, slowedDown } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { bearerToken } from '../plugins/bearer-token';
import { refreshRateLimit, strictLimits } from '../plugins/rate-limit';
import {
  clearSessionCookies,
  REFRESH_COOKIE,
  ACCESS_COOKIE,
  rotationPolicy,
  sessionLifetimes,
  setSessionCookies,
} from '../plugins/session';
import * as accounts from '../services/advertisers';
import {
  createSession,
  familyOfToken,
  revokeFamily,
  rotateSession,
  type AdvertiserRow,
} from '../services/sessions';

export const authRoutes: RoutePlugin = async (app) => {
  const deps = mailingDeps(app);
  // Where a flood would pay off the moment the limit's store is down, a failed count refuses instead.
  const { strict, strictEvenWhenStoreFails } = strictLimits(app.config);
  const { advertisers } = ENDPOINTS;

  async function startSession(reply: FastifyReply, advertiser: AdvertiserRow) {
    setSessionCookies(reply, await createSession(app.db, advertiser, sessionLifetimes(app.config)));
    return accounts.advertiserRecord(app.db, advertiser);
  }

  // --- Sign-up and email confirmation ---------------------------------------------------------------------------

  registerEndpoint(
    app,
    advertisers.signUp,
    async (request, reply) => {
      const { email, password, language, recaptchaToken, timeZone } = request.body;
      const check = await app.adapters.botCheck.verify(recaptchaToken, 'signup');
      if (!check.ok) throw failure('BOT_CHECK_FAILED');
      // A new address and a registered one get the same answer, and all the work (hashing, lookup, account, mail)
      // runs after it, so neither the answer nor its timing tells which addresses have an account.
      app.afterResponse.schedule(reply, 'sign-up', () =>
        accounts.signUp(deps, { email, password, language, timeZone }),
      );
      return reply.status(201).send(acknowledge('verification-link-sent'));
    },
    strictEvenWhenStoreFails,
  );

  registerEndpoint(
    app,
    advertisers.checkEmailId,
    async (request) => {
      const result = await accounts.checkEmailId(app.db, request.body);
      if (!result.ok) throw failure(result.code);
      return { confirmed: result.confirmed };
    },
    strict,
  );

  registerEndpoint(app, advertisers.confirmEmail, async (request, reply) => {
    const result = await accounts.confirmEmail(deps, bearerToken(request));
    if (!result.ok) throw failure(result.code);
    return startSession(reply, result.advertiser);
  });

  registerEndpoint(
    app,
    advertisers.resendEmail,
    async (request) => {
      const result = await accounts.resendConfirmation(deps, request.body);
      if (!result.ok) throw failure(result.code);
      return acknowledge('verification-link-sent');
    },
    strict,
  );

  // --- Sign-in and the session ----------------------------------------------------------------------------------

  registerEndpoint(
    app,
    advertisers.signIn,
    async (request, reply) => {
      const result = await accounts.signIn(deps, request.body);
      if (result.ok) return startSession(reply, result.advertiser);
      if (result.code === 'RATE_LIMITED') throw slowedDown(reply, result, 'api.sign-in-paused');
      if (result.afterAnswer) app.afterResponse.schedule(reply, 'sign-in slow-down mail', result.afterAnswer);
      throw failure(result.code);
    },
    strictEvenWhenStoreFails,
  );

  registerEndpoint(
    app,
    advertisers.refresh,
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      const result = token ? await rotateSession(app.db, token, rotationPolicy(app.config)) : null;
      if (!result?.ok) {
        if (result?.reason === 'reused')
          request.log.warn('a rotated refresh token was presented again; its session family is revoked');
        // Only a request that carried a session has one to end. One that carried none may cross a sign-in or a
        // confirmed link whose answer set the cookies meanwhile: clearing them would sign that person out.
        if (token || request.cookies[ACCESS_COOKIE]) clearSessionCookies(reply);
        throw failure('UNAUTHORIZED');
      }
      if (result.replayedWithinGrace)
        request.log.info(
          'the refresh token a rotation just replaced came back within the grace; new pair issued',
        );
      setSessionCookies(reply, result.tokens);
      return accounts.advertiserRecord(app.db, result.advertiser);
    },
    { config: refreshRateLimit(app.config) },
  );

  registerEndpoint(app, advertisers.logout, async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE] ?? request.cookies[ACCESS_COOKIE];
    const familyId = token ? await familyOfToken(app.db, token) : null;
    if (familyId) await revokeFamily(app.db, familyId);
    clearSessionCookies(reply);
    return acknowledge('signed-out');
  });

  // --- A new email's link ---------------------------------------------------------------------------------------

  registerEndpoint(app, advertisers.confirmNewEmail, async (request, reply) => {
    const result = await accounts.confirmNewEmail(deps, bearerToken(request));
    if (!result.ok) throw failure(result.code);
    return startSession(reply, result.advertiser);
  });

  registerEndpoint(
    app,
    advertisers.resendNewEmail,
    async (request, reply) => {
      const result = await accounts.resendNewEmail(deps, request.body);
      if (!result.ok) throw failure(result.code);
      app.afterResponse.schedule(reply, 'resend-new-email', result.afterAnswer);
      return acknowledge('verification-link-sent');
    },
    strict,
  );

  // --- Forgotten password ---------------------------------------------------------------------------------------

  registerEndpoint(
    app,
    advertisers.forgotPassword,
    async (request, reply) => {
      const { email } = request.body;
      // Only a registered email costs a token and a mail; doing the lookup and both after the answer keeps the
      // response time the same for every address, so it cannot tell which ones have an account.
      app.afterResponse.schedule(reply, 'forgot-password mail', () => accounts.forgotPassword(deps, email));
      return acknowledge('reset-link-sent');
    },
    strictEvenWhenStoreFails,
  );

  registerEndpoint(
    app,
    advertisers.validateResetToken,
    async (request) => {
      const result = await accounts.validateResetToken(app.db, bearerToken(request));
      if (!result.ok) throw failure(result.code);
      return acknowledge('reset-link-valid');
    },
    strict,
  );

  registerEndpoint(
    app,
    advertisers.resetPassword,
    async (request, reply) => {
      const result = await accounts.resetPassword(deps, {
        token: bearerToken(request),
        password: request.body.password,
      });
      if (!result.ok) throw failure(result.code);
      clearSessionCookies(reply);
      return acknowledge('password-reset');
    },
    strict,
  );
};

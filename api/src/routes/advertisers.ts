/** The /advertisers calls of SPEC §7: sign-up and email confirmation, sign-in and the session cookies, profile,
 *  email and password changes, password reset and closing the account. Handlers stay short: validation is the
 *  contract schema on the route, the rules live in services/advertisers.ts, failures map to shared error codes.
 *  Calls open to guessing or flooding are rate-limited per client address; wrong passwords slow down (ADR 0012). */
import {
  AdvertiserSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  CheckEmailIdRequestSchema,
  CheckEmailIdResponseSchema,
  ForgotPasswordRequestSchema,
  IdParamsSchema,
  MessageResponseSchema,
  ResendEmailRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  UpdateProfileRequestSchema,
  type MessageId,
} from 'shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acknowledge } from '../http/acknowledgements';
import { failure, httpError, notFound, type HttpError } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { bearerToken } from '../plugins/bearer-token';
import { refreshRateLimit, strictRateLimit } from '../plugins/rate-limit';
import {
  clearSessionCookies,
  REFRESH_COOKIE,
  ACCESS_COOKIE,
  rotationPolicy,
  sessionLifetimes,
  setSessionCookies,
  signedIn,
} from '../plugins/session';
import * as accounts from '../services/advertisers';
import {
  createSession,
  familyOfToken,
  revokeFamily,
  rotateSession,
  type AdvertiserRow,
} from '../services/sessions';

const advertiser200 = { response: { 200: AdvertiserSchema } };
const message200 = { response: { 200: MessageResponseSchema } };

/** The 429 of a wrong-password slow-down, with Retry-After like the route limits' 429. */
function slowedDown(reply: FastifyReply, result: accounts.SlowedDown, messageId?: MessageId): HttpError {
  void reply.header('retry-after', String(result.retryAfterSeconds));
  return httpError(429, 'RATE_LIMITED', messageId);
}

export const advertiserRoutes: RoutePlugin = async (app) => {
  const deps: accounts.AccountDeps = {
    db: app.db,
    mailer: app.adapters.mailer,
    config: app.config,
    log: app.log,
  };
  const strict = strictRateLimit(app.config);
  const signedInOnly = { preHandler: app.requireAdvertiser };

  async function startSession(reply: FastifyReply, advertiser: AdvertiserRow) {
    setSessionCookies(reply, await createSession(app.db, advertiser.id, sessionLifetimes(app.config)));
    return accounts.toAdvertiser(advertiser);
  }

  // --- Sign-up and email confirmation ---------------------------------------------------------------------------

  app.post(
    '/signup',
    {
      config: {
        ...strict,
        summary:
          'Sign up: the same answer for every address; then the confirmation link, or a notice to the owner',
      },
      schema: { body: SignUpRequestSchema, response: { 201: MessageResponseSchema } },
    },
    async (request, reply) => {
      const { email, password, language, recaptchaToken } = request.body;
      const check = await app.adapters.botCheck.verify(recaptchaToken, 'signup');
      if (!check.ok) throw failure('BOT_CHECK_FAILED');
      // A new address and a registered one get the same answer, and all the work (hashing, lookup, account, mail)
      // runs after it, so neither the answer nor its timing tells which addresses have an account.
      app.afterResponse.schedule(reply, 'sign-up', () =>
        accounts.signUp(deps, { email, password, language }),
      );
      return reply.status(201).send(acknowledge('verification-link-sent'));
    },
  );

  app.post(
    '/check-email-id',
    {
      config: { ...strict, summary: 'Whether the account a confirmation link names is already confirmed' },
      schema: { body: CheckEmailIdRequestSchema, response: { 200: CheckEmailIdResponseSchema } },
    },
    async (request) => {
      const result = await accounts.checkEmailId(app.db, request.body);
      if (!result.ok) throw failure(result.code);
      return { confirmed: result.confirmed };
    },
  );

  app.post(
    '/email-confirm',
    {
      config: { summary: 'Confirm the sign-up email (bearer: the link token) and sign in' },
      schema: advertiser200,
    },
    async (request, reply) => {
      const result = await accounts.confirmEmail(deps, bearerToken(request));
      if (!result.ok) throw failure(result.code);
      return startSession(reply, result.advertiser);
    },
  );

  app.post(
    '/resend-email',
    {
      config: { ...strict, summary: 'Mail a fresh confirmation link' },
      schema: { body: ResendEmailRequestSchema, ...message200 },
    },
    async (request) => {
      const result = await accounts.resendConfirmation(deps, request.body);
      if (!result.ok) throw failure(result.code);
      return acknowledge('verification-link-sent');
    },
  );

  // --- Sign-in and the session ----------------------------------------------------------------------------------

  app.post(
    '/signin',
    {
      config: { ...strict, summary: 'Sign in; sets the session cookies' },
      schema: { body: SignInRequestSchema, ...advertiser200 },
    },
    async (request, reply) => {
      const result = await accounts.signIn(deps, request.body);
      if (result.ok) return startSession(reply, result.advertiser);
      if (result.code === 'RATE_LIMITED') throw slowedDown(reply, result, 'api.sign-in-paused');
      if (result.afterAnswer) app.afterResponse.schedule(reply, 'sign-in slow-down mail', result.afterAnswer);
      throw failure(result.code);
    },
  );

  app.post(
    '/refresh',
    {
      config: { ...refreshRateLimit(app.config), summary: 'Rotate the session cookies' },
      schema: advertiser200,
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      const result = token ? await rotateSession(app.db, token, rotationPolicy(app.config)) : null;
      if (!result?.ok) {
        if (result?.reason === 'reused')
          request.log.warn('a rotated refresh token was presented again; its session family is revoked');
        clearSessionCookies(reply);
        throw failure('UNAUTHORIZED');
      }
      if (result.replayedWithinGrace)
        request.log.info(
          'the refresh token a rotation just replaced came back within the grace; new pair issued',
        );
      setSessionCookies(reply, result.tokens);
      return accounts.toAdvertiser(result.advertiser);
    },
  );

  app.post(
    '/logout',
    { config: { summary: 'Sign out; clears the session cookies' }, schema: message200 },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE] ?? request.cookies[ACCESS_COOKIE];
      const familyId = token ? await familyOfToken(app.db, token) : null;
      if (familyId) await revokeFamily(app.db, familyId);
      clearSessionCookies(reply);
      return acknowledge('signed-out');
    },
  );

  app.get(
    '/latest',
    { ...signedInOnly, config: { summary: 'The signed-in advertiser' }, schema: advertiser200 },
    async (request) => accounts.toAdvertiser(signedIn(request)),
  );

  app.get(
    '/:id',
    {
      ...signedInOnly,
      config: { summary: 'One advertiser: only one’s own id, any other is a 404' },
      schema: { params: IdParamsSchema, ...advertiser200 },
    },
    async (request) => {
      const me = signedIn(request);
      // Not 403: nobody learns whether another account exists.
      if (request.params.id !== me.id) throw notFound();
      return accounts.toAdvertiser(me);
    },
  );

  // --- Profile, email and password ------------------------------------------------------------------------------

  app.patch(
    '/',
    {
      ...signedInOnly,
      config: { summary: 'Change the name or the interface language' },
      schema: { body: UpdateProfileRequestSchema, ...advertiser200 },
    },
    async (request) =>
      accounts.toAdvertiser(await accounts.updateProfile(app.db, signedIn(request).id, request.body)),
  );

  app.post(
    '/change-email',
    {
      ...signedInOnly,
      config: { summary: 'Mail a confirmation link to a new address' },
      schema: { body: ChangeEmailRequestSchema, ...message200 },
    },
    async (request) => {
      const result = await accounts.requestEmailChange(deps, signedIn(request), request.body.newEmail);
      if (!result.ok) throw failure(result.code);
      return acknowledge('verification-link-sent');
    },
  );

  app.post(
    '/new-email-confirm',
    {
      config: { summary: 'Confirm a new email (bearer: the link token) and sign in' },
      schema: advertiser200,
    },
    async (request, reply) => {
      const result = await accounts.confirmNewEmail(deps, bearerToken(request));
      if (!result.ok) throw failure(result.code);
      return startSession(reply, result.advertiser);
    },
  );

  app.post(
    '/resend-new-email',
    {
      config: { ...strict, summary: 'Mail a fresh new-email confirmation link' },
      schema: { body: ResendEmailRequestSchema, ...message200 },
    },
    async (request) => {
      const result = await accounts.resendNewEmail(deps, request.body);
      if (!result.ok) throw failure(result.code);
      return acknowledge('verification-link-sent');
    },
  );

  app.post(
    '/change-password',
    {
      ...signedInOnly,
      config: { ...strict, summary: 'Change the password; other sessions are signed out' },
      schema: { body: ChangePasswordRequestSchema, ...message200 },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const result = await accounts.changePassword(deps, signedIn(request), {
        currentPassword,
        newPassword,
        keepSessionFamily: request.sessionFamilyId,
        clientAddress: request.ip,
      });
      if (!result.ok && result.code === 'RATE_LIMITED') throw slowedDown(reply, result);
      if (!result.ok) throw failure(result.code);
      return acknowledge('password-changed');
    },
  );

  // --- Forgotten password ---------------------------------------------------------------------------------------

  app.post(
    '/forgot-password',
    {
      config: { ...strict, summary: 'Mail a reset link; the same answer whether or not the email exists' },
      schema: { body: ForgotPasswordRequestSchema, ...message200 },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Only a registered email costs a token and a mail; doing the lookup and both after the answer keeps the
      // response time the same for every address, so it cannot tell which ones have an account.
      app.afterResponse.schedule(reply, 'forgot-password mail', () => accounts.forgotPassword(deps, email));
      return acknowledge('reset-link-sent');
    },
  );

  app.post(
    '/reset-token-validation',
    { config: { ...strict, summary: 'Check a reset link (bearer) without using it' }, schema: message200 },
    async (request) => {
      const result = await accounts.validateResetToken(app.db, bearerToken(request));
      if (!result.ok) throw failure(result.code);
      return acknowledge('reset-link-valid');
    },
  );

  app.post(
    '/reset-password',
    {
      config: { ...strict, summary: 'Set a new password (bearer: the link token); signs out everywhere' },
      schema: { body: ResetPasswordRequestSchema, ...message200 },
    },
    async (request, reply) => {
      const result = await accounts.resetPassword(deps, {
        token: bearerToken(request),
        password: request.body.password,
      });
      if (!result.ok) throw failure(result.code);
      clearSessionCookies(reply);
      return acknowledge('password-reset');
    },
  );

  // --- Closing the account --------------------------------------------------------------------------------------

  app.post(
    '/deactivate',
    { ...signedInOnly, config: { summary: 'Close the account and delete all its ads' }, schema: message200 },
    async (request: FastifyRequest, reply) => {
      await accounts.deactivate(deps, signedIn(request));
      clearSessionCookies(reply);
      return acknowledge('account-closed');
    },
  );
};

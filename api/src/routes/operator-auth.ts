/** /api/operator-auth: the review desk's operator accounts (decision 0038): set the password from the mailed
 *  link (checked first, spending nothing), enrol the authenticator, sign in with email, password and code, the session and sign-out. The operator's
 *  cookie is its own (plugins/operator-session.ts). Everything that can be guessed is rate-limited per client
 *  address like the advertisers' sign-in, and a failed sign-in is one 401 whatever was wrong. Failed sign-ins also
 *  slow their email address down, from any client, as the advertisers' wrong passwords do (decision 0070). */
import { type LocalizedText } from 'shared-contracts';
import { localize, ENDPOINTS } from 'shared-contracts/api';
import type { FastifyReply } from 'fastify';
import { acknowledge } from '../http/acknowledgements';
import { registerEndpoint } from '../http/endpoint';
import { failure, HttpError, invalidInput, slowedDown } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import {
  clearOperatorCookie,
  loadOperatorSession,
  OPERATOR_COOKIE,
  setOperatorCookie,
} from '../plugins/operator-session';
import { strictRateLimit } from '../plugins/rate-limit';
import * as operators from '../services/operators';

/** One answer for every failed sign-in: which of email, password or code was wrong is not said. */
const SIGN_IN_REFUSED: LocalizedText = {
  en: 'The email or password is not correct, or the code is not correct or has expired.',
  ja: 'メールアドレスかパスワードが正しくないか、認証コードが正しくないか有効期限が切れています。',
};

function signedIn(reply: FastifyReply, session: operators.SignedInOperator) {
  setOperatorCookie(reply, session.sessionToken, session.expiresAt);
  return { operator: { email: session.operator.email } };
}

export const operatorAuthRoutes: RoutePlugin = async (app) => {
  const strict = { config: strictRateLimit(app.config) };
  const { operatorAuth } = ENDPOINTS;

  registerEndpoint(
    app,
    operatorAuth.checkLink,
    async (request) => {
      const result = await operators.checkOperatorLink(app.db, request.body.token);
      if (!result.ok) throw failure(result.code);
      return acknowledge('operator-link-valid');
    },
    strict,
  );

  registerEndpoint(
    app,
    operatorAuth.setPassword,
    async (request) => {
      const result = await operators.setOperatorPassword(app, request.body.token, request.body.password);
      if (!result.ok) throw failure(result.code);
      return { enrolment: result.enrolment };
    },
    strict,
  );

  registerEndpoint(
    app,
    operatorAuth.enrol,
    async (request, reply) => {
      const result = await operators.enrolOperator(app, request.body.token, request.body.code);
      if (result.ok) return signedIn(reply, result);
      if (result.code === 'CODE_INVALID') throw invalidInput({ code: localize('validation.invalid') });
      throw failure(result.code);
    },
    strict,
  );

  registerEndpoint(
    app,
    operatorAuth.signIn,
    async (request, reply) => {
      const result = await operators.signInOperator(app, request.body);
      if (!result.ok && result.code === 'RATE_LIMITED')
        throw slowedDown(reply, result, 'api.operator-sign-in-paused');
      if (!result.ok) throw new HttpError(401, 'INVALID_CREDENTIALS', SIGN_IN_REFUSED);
      return signedIn(reply, result);
    },
    { config: strictRateLimit(app.config, { whenStoreFails: 'refuse' }) },
  );

  registerEndpoint(app, operatorAuth.session, async (request) => {
    const operator = await loadOperatorSession(request);
    return { operator: operator ? { email: operator.email } : null };
  });

  registerEndpoint(app, operatorAuth.signOut, async (request, reply) => {
    const token = request.cookies[OPERATOR_COOKIE];
    if (token) await operators.endOperatorSession(app.db, token);
    clearOperatorCookie(reply);
    return reply.status(204).send();
  });
};

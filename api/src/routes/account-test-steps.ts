/** Shared steps of the account-flow tests (auth.test.ts, account.test.ts): signing up, in and out through HTTP as
 *  the portal's pages do, reading links from the outbox, and moving the clock. Each test file builds its app and
 *  hands it in through `current`. */
import { eq } from 'drizzle-orm';
import { ApiErrorBodySchema } from 'shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { oneTimeTokens } from '../db/schema';
import { hashToken } from '../services/secrets';
import {
  createAgent,
  TEST_API_KEY,
  TEST_BOT_CHECK_TOKEN,
  TEST_PASSWORD,
  type Agent,
  type TestApp,
} from '../testing/build-test-app';

export const headers = { 'x-api-key': TEST_API_KEY };
export const errorOf = (body: unknown) => v.parse(ApiErrorBodySchema, body);

export function postSignUp(app: TestApp, email: string, extra: Record<string, unknown> = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/advertisers/signup',
    headers,
    payload: {
      email,
      password: TEST_PASSWORD,
      language: 'en',
      recaptchaToken: TEST_BOT_CHECK_TOKEN,
      ...extra,
    },
  });
}

export function forgotPassword(app: TestApp, email: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/advertisers/forgot-password',
    headers,
    payload: { email },
  });
}

export function withBearer(agent: Agent, url: string, token: string, payload?: object) {
  return agent.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** Signs in from a browser: the agent keeps the session cookies the answer sets. */
export const signInWith = (agent: Agent, email: string, password: string) =>
  agent.inject({ method: 'POST', url: '/api/advertisers/signin', payload: { email, password } });
export const refresh = (agent: Agent) => agent.inject({ method: 'POST', url: '/api/advertisers/refresh' });
export const latest = (agent: Agent) => agent.inject({ method: 'GET', url: '/api/advertisers/latest' });

/** Fakes only Date, so the API's notion of now moves on command while PGlite and Fastify keep real timers. */
export function controllableClock() {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  return { advanceSeconds: (seconds: number) => jest.setSystemTime(Date.now() + seconds * 1000) };
}

/** What a caller can observe of an answer, less the headers that change with every request (clock, rate count). */
export function answerOf(response: LightMyRequestResponse) {
  const {
    date: _date,
    'x-ratelimit-remaining': _remaining,
    'x-ratelimit-reset': _reset,
    ...headers
  } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

/** The steps that use the test file's app. */
export function accountSteps(current: () => TestApp) {
  /** Signs up and waits for the work done after the answer (the account and its mail). */
  async function signUp(email: string, extra: Record<string, unknown> = {}) {
    const t = current();
    const response = await postSignUp(t, email, extra);
    await t.app.afterResponse.settled();
    return response;
  }

  function signIn(email: string, password: string, remoteAddress = '127.0.0.1') {
    return current().app.inject({
      method: 'POST',
      url: '/api/advertisers/signin',
      headers,
      remoteAddress,
      payload: { email, password },
    });
  }

  /** Another tab of the same browser at this moment: it holds the same refresh cookie as `agent` does now. */
  function tabSharing(agent: Agent): Agent {
    const tab = createAgent(current().app);
    tab.setCookie('portal_refresh', agent.cookie('portal_refresh') ?? '', '/api/advertisers');
    return tab;
  }

  /** Asks for a reset link and waits for the mail, which goes out after the answer. */
  async function requestReset(email: string) {
    const t = current();
    await forgotPassword(t, email);
    await t.app.afterResponse.settled();
  }

  async function expireToken(token: string) {
    await current()
      .app.db.update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
  }

  return { signUp, signIn, tabSharing, requestReset, expireToken };
}

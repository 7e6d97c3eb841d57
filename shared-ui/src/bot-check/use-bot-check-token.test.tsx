import { webcrypto } from 'node:crypto';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ShellServicesContext, parseBotCheckToken, type BotCheckChallenge } from 'shared-contracts';
import { TEST_API_BASE_URL, createTestShellServices } from 'shared-contracts/testing';
import { useBotCheckToken } from './use-bot-check-token';

// jsdom has no SubtleCrypto; the browser's is the same Web Crypto API that Node provides.
beforeAll(() => {
  if (!globalThis.crypto.subtle)
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
});

const CHALLENGE_URL = `${TEST_API_BASE_URL}/bot-check/challenge`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A challenge whose secret number is `number`, expiring at `expiresSeconds` (unix time) as the API's do. */
async function aChallenge(number: number, expiresSeconds = 4_102_444_800): Promise<BotCheckChallenge> {
  const salt = `c0ffee${number}?expires=${expiresSeconds}&`;
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${number}`));
  return {
    algorithm: 'SHA-256',
    challenge: Buffer.from(digest).toString('hex'),
    maxnumber: 1000,
    salt,
    signature: `sig-${number}`,
  };
}

/** Serves the given challenges one per request, and counts the requests. */
function serveChallenges(...challenges: (BotCheckChallenge | 'down')[]) {
  const served = { count: 0 };
  server.use(
    http.get(CHALLENGE_URL, () => {
      const next = challenges[Math.min(served.count, challenges.length - 1)];
      served.count += 1;
      return next === 'down' || next === undefined
        ? HttpResponse.text('down', { status: 500 })
        : HttpResponse.json(next);
    }),
  );
  return served;
}

function renderBotCheck() {
  const services = createTestShellServices();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>
  );
  return renderHook(() => useBotCheckToken(), { wrapper });
}

test('the token prepared when the form opens is the solved challenge, as the server verifies it', async () => {
  const served = serveChallenges(await aChallenge(321));
  const { result } = renderBotCheck();

  const token = await result.current.takeToken();

  expect(parseBotCheckToken(token ?? '')).toMatchObject({ number: 321, signature: 'sig-321' });
  expect(served.count).toBe(1);
});

test('each token is used once: the next submission solves a new challenge', async () => {
  const served = serveChallenges(await aChallenge(5), await aChallenge(6));
  const { result } = renderBotCheck();

  await result.current.takeToken();
  const second = await result.current.takeToken();

  expect(parseBotCheckToken(second ?? '')).toMatchObject({ number: 6 });
  expect(served.count).toBe(2);
});

test('a prepared token that has expired is replaced by a fresh one', async () => {
  const pastSeconds = Math.floor(Date.now() / 1000) - 60;
  serveChallenges(await aChallenge(7, pastSeconds), await aChallenge(8));
  const { result } = renderBotCheck();

  const token = await result.current.takeToken();

  expect(parseBotCheckToken(token ?? '')).toMatchObject({ number: 8 });
});

test('when the challenge cannot be loaded, even on a second try, there is no token', async () => {
  const served = serveChallenges('down');
  const { result } = renderBotCheck();

  await expect(result.current.takeToken()).resolves.toBeNull();
  expect(served.count).toBe(2);
});

test('a challenge that came back after a failed load is used on the next try', async () => {
  serveChallenges('down', await aChallenge(9));
  const { result } = renderBotCheck();

  const token = await result.current.takeToken();

  expect(parseBotCheckToken(token ?? '')).toMatchObject({ number: 9 });
});

import { webcrypto } from 'node:crypto';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  type BotCheckAction,
  type BotCheckChallenge,
  type BotCheckChallengeResponse,
} from 'shared-contracts';
import { ShellServicesContext } from 'shell-runtime';
import { parseBotCheckToken } from 'shared-contracts/api';
import { TEST_API_BASE_URL, createTestShellServices } from 'shell-runtime/testing';
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

/** A failed answer: 'down' a 500, 'bad-gateway' the proxy's 502 while the API starts, 'offline' no network. */
type Failure = 'down' | 'bad-gateway' | 'offline';

function failedAnswer(failure: Failure): Response {
  if (failure === 'offline') return HttpResponse.error();
  return HttpResponse.text('down', { status: failure === 'down' ? 500 : 502 });
}

/** Serves the given answers one per request (the last repeats), and counts the requests. */
function serveChallenges(...challenges: (BotCheckChallenge | BotCheckChallengeResponse | Failure)[]) {
  const served = { count: 0 };
  server.use(
    http.get(CHALLENGE_URL, () => {
      const next = challenges[Math.min(served.count, challenges.length - 1)] ?? 'down';
      served.count += 1;
      return typeof next === 'string' ? failedAnswer(next) : HttpResponse.json(next);
    }),
  );
  return served;
}

/** The page's script elements. Google's script has no role or label; the element is what a test can observe. */
// eslint-disable-next-line testing-library/no-node-access
const scriptsOnPage = () => Array.from(document.scripts);

function renderBotCheck(action: BotCheckAction = 'contact') {
  const services = createTestShellServices();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>
  );
  return renderHook(() => useBotCheckToken(action), { wrapper });
}

type Rendered = ReturnType<typeof renderBotCheck>['result'];

/** takeToken as a form's submit calls it, with the state updates it causes applied before the test goes on. */
async function take(result: Rendered): Promise<string | null> {
  let token: string | null = null;
  await act(async () => {
    token = await result.current.takeToken();
  });
  return token;
}

test('the token prepared when the form opens is the solved challenge, as the server verifies it', async () => {
  const served = serveChallenges(await aChallenge(321));
  const { result } = renderBotCheck();

  const token = await take(result);

  expect(parseBotCheckToken(token ?? '')).toMatchObject({ number: 321, signature: 'sig-321' });
  expect(served.count).toBe(1);
});

test('each token is used once: the next submission solves a new challenge', async () => {
  const served = serveChallenges(await aChallenge(5), await aChallenge(6));
  const { result } = renderBotCheck();

  await take(result);
  const second = await take(result);

  expect(parseBotCheckToken(second ?? '')).toMatchObject({ number: 6 });
  expect(served.count).toBe(2);
});

test('a prepared token that has expired is replaced by a fresh one', async () => {
  const pastSeconds = Math.floor(Date.now() / 1000) - 60;
  serveChallenges(await aChallenge(7, pastSeconds), await aChallenge(8));
  const { result } = renderBotCheck();

  const token = await take(result);

  expect(parseBotCheckToken(token ?? '')).toMatchObject({ number: 8 });
});

test('when the challenge cannot be loaded, even on a second try, there is no token', async () => {
  const served = serveChallenges('down');
  const { result } = renderBotCheck();

  expect(await take(result)).toBeNull();
  expect(served.count).toBe(2);
});

test('a challenge that came back after a failed load is used on the next try', async () => {
  serveChallenges('down', await aChallenge(9));
  const { result } = renderBotCheck();

  const token = await take(result);

  expect(parseBotCheckToken(token ?? '')).toMatchObject({ number: 9 });
});

test('the proof-of-work check never loads Google’s script', async () => {
  serveChallenges({ provider: 'proof-of-work', ...(await aChallenge(11)) });
  const { result } = renderBotCheck();

  const token = await take(result);

  expect(parseBotCheckToken(token ?? '')).toMatchObject({ number: 11 });
  expect(scriptsOnPage()).toHaveLength(0);
});

describe('where the check stands, for the form to show', () => {
  test('preparing when the form opens, then ready', async () => {
    serveChallenges(await aChallenge(12));
    const { result } = renderBotCheck();

    expect(result.current.state).toEqual({ status: 'preparing' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready' }));
  });

  test.each<[string, Failure]>([
    ['answers 502', 'bad-gateway'],
    ['cannot be reached', 'offline'],
  ])(
    'when the challenge %s the check has failed, and it tries again by itself a second later',
    async (_case, failure) => {
      const served = serveChallenges(failure, await aChallenge(13));
      const { result } = renderBotCheck();

      await waitFor(() =>
        expect(result.current.state).toEqual({ status: 'failed', retrying: false, retryInMs: 1_000 }),
      );
      await waitFor(() => expect(result.current.state).toEqual({ status: 'ready' }), { timeout: 10_000 });
      const token = await take(result);

      expect(parseBotCheckToken(token ?? '')).toMatchObject({ number: 13 });
      expect(served.count).toBe(2);
    },
  );

  test('each failure waits longer before the next automatic try', async () => {
    serveChallenges('offline');
    const { result } = renderBotCheck();

    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'failed', retryInMs: 1_000 }));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'failed', retryInMs: 2_000 }), {
      timeout: 10_000,
    });
  });

  test('retry() tries at once and says so while it runs', async () => {
    let down = true;
    const challenge = await aChallenge(14);
    server.use(
      http.get(CHALLENGE_URL, () => (down ? failedAnswer('bad-gateway') : HttpResponse.json(challenge))),
    );
    const { result } = renderBotCheck();
    await waitFor(() => expect(result.current.state.status).toBe('failed'));

    down = false;
    act(() => result.current.retry());

    expect(result.current.state).toEqual({ status: 'failed', retrying: true, retryInMs: null });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready' }));
    expect(parseBotCheckToken((await take(result)) ?? '')).toMatchObject({ number: 14 });
  });

  test('a submission whose token cannot be made leaves the check failed, so the form can say so', async () => {
    serveChallenges(await aChallenge(15), 'offline');
    const { result } = renderBotCheck();
    await take(result);

    expect(await take(result)).toBeNull();
    expect(result.current.state).toMatchObject({ status: 'failed', retrying: false });
  });
});

describe('when the API checks with reCAPTCHA', () => {
  const SITE_KEY = 'public-site-key';
  const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=public-site-key';

  type Execute = (siteKey: string, options: { action: string }) => Promise<string>;
  const watchers: MutationObserver[] = [];

  afterEach(() => {
    for (const watcher of watchers.splice(0)) watcher.disconnect();
    for (const script of scriptsOnPage()) script.remove();
    Reflect.deleteProperty(window, 'grecaptcha');
  });

  const serveSiteKey = () => serveChallenges({ provider: 'recaptcha', siteKey: SITE_KEY });

  /** Stands in for the network and Google's script: every script element the page adds either loads, putting a
   *  fake `grecaptcha` on window as Google's does, or fails. Counts the elements and records each `execute`. */
  function googleScript(
    outcome: 'loads' | 'fails',
    execute: Execute = async (_key, { action }) => `g-${action}`,
  ) {
    const executed: { siteKey: string; action: string }[] = [];
    const added = { count: 0 };
    const grecaptcha = {
      ready: (callback: () => void) => void setTimeout(callback, 0),
      execute: (siteKey: string, options: { action: string }) => {
        executed.push({ siteKey, action: options.action });
        return execute(siteKey, options);
      },
    };
    const watcher = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
        if (!(node instanceof HTMLScriptElement)) continue;
        added.count += 1;
        if (outcome === 'fails') {
          node.dispatchEvent(new Event('error'));
          continue;
        }
        Object.assign(window, { grecaptcha });
        node.dispatchEvent(new Event('load'));
      }
    });
    watcher.observe(document, { childList: true, subtree: true });
    watchers.push(watcher);
    return { executed, added };
  }

  const googleScripts = () => scriptsOnPage().filter((script) => script.src === SCRIPT_URL);

  test.each<BotCheckAction>(['signup', 'contact'])(
    'the %s token comes from Google’s script, made for that action with the site key',
    async (action) => {
      serveSiteKey();
      const { executed } = googleScript('loads');
      const { result } = renderBotCheck(action);

      expect(await take(result)).toBe(`g-${action}`);
      expect(executed).toEqual([{ siteKey: SITE_KEY, action }]);
    },
  );

  test('the script is added once, after the form opens, and a token is made only when the form asks', async () => {
    serveSiteKey();
    const { executed, added } = googleScript('loads');
    expect(googleScripts()).toHaveLength(0);
    const { result } = renderBotCheck('contact');

    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    expect(executed).toEqual([]);
    await take(result);
    act(() => result.current.prepare());
    const second = await take(result);

    expect(second).toBe('g-contact');
    expect(executed).toHaveLength(2);
    expect(added.count).toBe(1);
  });

  test('when Google’s script cannot load, even on a second try, there is no token', async () => {
    serveSiteKey();
    const { executed, added } = googleScript('fails');
    const { result } = renderBotCheck('signup');

    expect(await take(result)).toBeNull();
    expect(added.count).toBe(2);
    expect(executed).toEqual([]);
    expect(googleScripts()).toHaveLength(0); // a failed element is dropped, so a later submission tries afresh
  });

  test('when Google will not make a token there is no token', async () => {
    serveSiteKey();
    googleScript('loads', () => Promise.reject(new Error('Invalid site key or not loaded in api.js')));
    const { result } = renderBotCheck('contact');

    expect(await take(result)).toBeNull();
  });

  test('when the site key cannot be fetched nothing is loaded and there is no token', async () => {
    serveChallenges('down');
    googleScript('loads');
    const { result } = renderBotCheck('contact');

    expect(await take(result)).toBeNull();
    expect(googleScripts()).toHaveLength(0);
  });
});

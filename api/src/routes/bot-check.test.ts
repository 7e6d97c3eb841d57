/** GET /api/bot-check/challenge under either bot check, and the reCAPTCHA path end to end: a token is accepted
 *  only by the form whose action it was made for (sign-up 'signup', contact 'contact'). Behind a load balancer a
 *  proof-of-work solved for one instance passes on another with the same BOT_CHECK_HMAC_KEY, once in all. */
import { ApiErrorBodySchema, type BotCheckAction } from 'shared-contracts';
import * as v from 'valibot';
import { createRecaptcha } from '../adapters/bot-check/recaptcha';
import {
  buildTestApp,
  buildTestCluster,
  solvedBotCheckToken,
  TEST_API_KEY,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
  type TestCluster,
} from '../testing/build-test-app';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(30_000);

const headers = { 'x-api-key': TEST_API_KEY };
const getChallenge = (t: TestApp) =>
  t.app.inject({ method: 'GET', url: '/api/bot-check/challenge', headers });

describe('with the embedded proof-of-work check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  test('hands out a signed proof-of-work challenge, in the altcha v1 fields, that is never cached', async () => {
    const res = await getChallenge(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      provider: 'proof-of-work',
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: expect.any(Number),
      salt: expect.stringContaining('?expires='),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  test('no request was answered with a server error', () => {
    expect(t.serverErrors).toEqual([]);
  });
});

describe('with reCAPTCHA configured', () => {
  /** Google's siteverify as a stand-in: a token 'made-for-<action>' is valid for that action, with a good score. */
  const siteverify: typeof fetch = async (_input, init) => {
    const token = new URLSearchParams(String(init?.body)).get('response') ?? '';
    const action = token.startsWith('made-for-') ? token.slice('made-for-'.length) : undefined;
    const answer = action
      ? { success: true, score: 0.9, action }
      : { success: false, 'error-codes': ['invalid-input-response'] };
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  const keys = { secretKey: 'server-secret', siteKey: 'public-site-key', minScore: 0.5 };

  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { recaptcha: keys },
      adapters: { botCheck: createRecaptcha(keys, siteverify) },
    });
  });
  afterAll(() => t.close());

  const tokenFor = (action: BotCheckAction) => `made-for-${action}`;
  const signUp = (recaptchaToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/advertisers/signup',
      headers,
      payload: { email: uniqueEmail('recaptcha'), password: TEST_PASSWORD, language: 'en', recaptchaToken },
    });
  const sendEnquiry = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/enquiries?origin=ads',
      headers,
      payload: { name: 'Aiko', email: 'aiko@example.com', message: 'Lobby ads in May?', token },
    });

  test('answers 200 with the public site key and no secret', async () => {
    const res = await getChallenge(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ provider: 'recaptcha', siteKey: 'public-site-key' });
    expect(res.body).not.toContain('server-secret');
  });

  test('sign-up accepts a token made for the signup action and refuses one made for contact', async () => {
    expect((await signUp(tokenFor('signup'))).statusCode).toBe(201);
    const wrongAction = await signUp(tokenFor('contact'));
    expect(wrongAction.statusCode).toBe(400);
    expect(v.parse(ApiErrorBodySchema, wrongAction.json()).code).toBe('BOT_CHECK_FAILED');
  });

  test('contact accepts a token made for the contact action and refuses one made for signup', async () => {
    expect((await sendEnquiry(tokenFor('contact'))).statusCode).toBe(201);
    const wrongAction = await sendEnquiry(tokenFor('signup'));
    expect(wrongAction.statusCode).toBe(400);
    expect(v.parse(ApiErrorBodySchema, wrongAction.json()).code).toBe('BOT_CHECK_FAILED');
  });

  test('no request was answered with a server error', () => {
    expect(t.serverErrors).toEqual([]);
  });
});

describe('with several instances behind a load balancer', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    // The third instance was started without the shared key.
    cluster = await buildTestCluster({ size: 3, configs: [{}, {}, { botCheckHmacKey: 'a-key-of-its-own' }] });
  });
  afterAll(() => cluster.close());

  const instance = (index: number) => {
    const found = cluster.instances[index];
    if (!found) throw new Error(`no instance ${index}`);
    return found.app;
  };
  const sendEnquiry = (app: TestApp['app'], token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/enquiries?origin=ads',
      headers,
      payload: { name: 'Aiko', email: 'aiko@example.com', message: 'Lobby ads in May?', token },
    });
  const codeOf = (res: Awaited<ReturnType<typeof sendEnquiry>>) =>
    v.parse(ApiErrorBodySchema, res.json()).code;

  test('a challenge one instance issued verifies on another with the same key', async () => {
    const token = await solvedBotCheckToken(instance(0));
    expect((await sendEnquiry(instance(1), token)).statusCode).toBe(201);
  });

  test('a solution already used on one instance is refused as a replay on every other', async () => {
    const token = await solvedBotCheckToken(instance(0));
    expect((await sendEnquiry(instance(1), token)).statusCode).toBe(201);

    const replayed = await sendEnquiry(instance(0), token);
    expect(replayed.statusCode).toBe(400);
    expect(codeOf(replayed)).toBe('BOT_CHECK_FAILED');
    expect((await sendEnquiry(instance(1), token)).statusCode).toBe(400);
  });

  test('an instance with another key refuses the challenge, which is why every instance needs the same one', async () => {
    const token = await solvedBotCheckToken(instance(0));
    const refused = await sendEnquiry(instance(2), token);
    expect(refused.statusCode).toBe(400);
    expect(codeOf(refused)).toBe('BOT_CHECK_FAILED');
  });

  test('no request was answered with a server error', () => {
    expect(cluster.instances.flatMap((i) => i.serverErrors)).toEqual([]);
  });
});

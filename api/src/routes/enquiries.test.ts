/** The contact form through HTTP: a verified bot check, the contact rules, storage and the operator's mail. */
import { ApiErrorBodySchema } from 'shared-contracts';
import * as v from 'valibot';
import { createProofOfWork } from '../adapters/bot-check/proof-of-work';
import {
  buildTestApp,
  mailsTo,
  solvedBotCheckToken,
  TEST_API_KEY,
  TEST_BOT_CHECK_TOKEN,
  type TestApp,
} from '../testing/build-test-app';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const headers = { 'x-api-key': TEST_API_KEY };
const enquiry = {
  name: 'Mika Tanaka',
  email: ' Mika@Example.com ',
  message: 'Can my ad run <b>only</b> in lobbies?',
};
const send = (payload: object, url = '/api/enquiries?origin=ads', extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload });

describe('POST /api/enquiries', () => {
  test('stores the enquiry, mails the operator and thanks the sender', async () => {
    const res = await send({ ...enquiry, token: await solvedBotCheckToken(t.app) }, undefined, {
      'accept-language': 'ja-JP,ja;q=0.9',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message.ja).toContain('お問い合わせ');

    const [mail] = await mailsTo(t.app, t.config.mail.operatorEmail);
    expect(mail?.subject).toContain('Mika Tanaka');
    expect(mail?.text).toContain('mika@example.com');
    expect(mail?.text).toContain('interface language: ja');
    expect(mail?.html).toContain('&lt;b&gt;only&lt;/b&gt;'); // the sender's text is escaped, never rendered
  });

  test('a replayed bot-check token is refused', async () => {
    const token = await solvedBotCheckToken(t.app);
    expect((await send({ ...enquiry, token })).statusCode).toBe(201);
    const replay = await send({ ...enquiry, token });
    expect(replay.statusCode).toBe(400);
    expect(v.parse(ApiErrorBodySchema, replay.json()).code).toBe('BOT_CHECK_FAILED');
  });

  test('a tampered solution is refused', async () => {
    const token = await solvedBotCheckToken(t.app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString(
      'base64',
    );
    expect((await send({ ...enquiry, token: tampered })).statusCode).toBe(400);
  });

  test('missing fields and a missing token are 400s naming them in both languages', async () => {
    const res = await send({ name: '', email: 'nope', message: 'x'.repeat(1001), token: '' });
    expect(res.statusCode).toBe(400);
    const body = v.parse(ApiErrorBodySchema, res.json());
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['email', 'message', 'name', 'token']);
    expect(body.fields?.message?.ja).toBeTruthy();
  });

  test('an origin other than ads is a 400', async () => {
    expect(
      (await send({ ...enquiry, token: TEST_BOT_CHECK_TOKEN }, '/api/enquiries?origin=other')).statusCode,
    ).toBe(400);
  });
});

describe('the proof-of-work bot check', () => {
  test('an expired challenge is refused even when solved', async () => {
    const expired = createProofOfWork(t.app.db, {
      hmacKey: t.config.botCheckHmacKey,
      maxNumber: 50,
      expiresInSeconds: -60,
    });
    const challenge = await expired.createChallenge();
    const { solveChallenge } = await import('altcha-lib/v1');
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    const token = Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
    await expect(expired.verify(token, 'contact')).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  test('a challenge signed with another key and garbage tokens are refused', async () => {
    const other = createProofOfWork(t.app.db, {
      hmacKey: 'another-key',
      maxNumber: 50,
      expiresInSeconds: 60,
    });
    const challenge = await other.createChallenge();
    const { solveChallenge } = await import('altcha-lib/v1');
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    const token = Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
    await expect(t.app.adapters.botCheck.verify(token, 'contact')).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });
    await expect(t.app.adapters.botCheck.verify('bm90IGpzb24=', 'contact')).resolves.toEqual({
      ok: false,
      reason: 'malformed',
    });
    await expect(t.app.adapters.botCheck.verify('', 'contact')).resolves.toEqual({
      ok: false,
      reason: 'missing',
    });
  });
});

test('no request in this file was answered with a server error', () => {
  expect(t.serverErrors).toEqual([]);
});

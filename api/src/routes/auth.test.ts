/** Signing up and in through HTTP, as the portal's pages drive it: sign-up and its confirmation link, sign-in, the
 *  session (refresh, logout), forgotten passwords, and the failures of product.md, Sessions and links (expired, used
 *  and forged links, wrong passwords, unknown emails), read back through the API, and what no answer may reveal (which
 *  addresses are registered) or allow (guessing passwords at full speed). */
import type { Mailer } from '../adapters/mail/mail';
import { createOutboxMailer } from '../adapters/mail/outbox-mailer';
import {
  buildTestApp,
  createAdvertiser,
  createAgent,
  latestLink,
  mailsTo,
  signedInAdvertiser,
  solvedBotCheckToken,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../testing/build-test-app';
import {
  accountSteps,
  answerOf,
  controllableClock,
  errorOf,
  forgotPassword,
  headers,
  latest,
  postSignUp,
  refresh,
  signInWith,
  withBearer,
} from './account-test-steps';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const { signUp, signIn, tabSharing, requestReset, expireToken } = accountSteps(() => t);
afterEach(() => jest.useRealTimers());

describe('POST /api/advertisers/signup', () => {
  test('creates an account, trims and lowercases the email and mails a confirmation link in its language', async () => {
    const email = uniqueEmail('signup');
    const res = await signUp(`  ${email.toUpperCase()} `, { language: 'ja' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message.en).toBeTruthy();

    const [mail] = await mailsTo(t.app, email);
    expect(mail?.subject).toContain('メールアドレスのご確認');
    expect(mail?.html).toContain('<a href=');
    const link = await latestLink(t.app, email, '/signup/onboarding');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    expect(link.searchParams.get('id')).toMatch(/^\d+$/);
    expect(link.searchParams.get('account_id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a registered address is answered exactly like a new one; only its owner learns of the attempt', async () => {
    const owner = await createAdvertiser(t.app, { language: 'ja' });
    const newEmail = uniqueEmail('fresh');

    const registered = await signUp(owner.email, { password: 'Other-pass-5!' });
    const fresh = await signUp(newEmail);

    expect(registered.statusCode).toBe(201);
    expect(answerOf(registered)).toEqual(answerOf(fresh));
    // Nothing to resend with either: the answer carries no account id.
    expect(Object.keys(registered.json())).toEqual(['message']);
    const [notice, ...others] = await mailsTo(t.app, owner.email);
    expect(others).toHaveLength(0);
    expect(notice?.subject).toContain('ご登録済みのメールアドレスで新規登録のお申し込みがありました');
    expect(notice?.links).toEqual(['http://localhost:3000/signin']);
    // No second account, and the existing one keeps its password.
    expect((await signIn(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(owner.email, 'Other-pass-5!')).statusCode).toBe(400);
    await expect(latestLink(t.app, newEmail, '/signup/onboarding')).resolves.toBeInstanceOf(URL);
  });

  test('an address whose account is not confirmed yet is answered like a new one too', async () => {
    const owner = await createAdvertiser(t.app, { confirmed: false });
    const res = await signUp(owner.email);
    expect(res.statusCode).toBe(201);
    const [notice] = await mailsTo(t.app, owner.email);
    expect(notice?.subject).toContain('Someone tried to sign up with your email address');
  });

  test('two sign-ups with one new address at the same moment make one account and no error', async () => {
    const email = uniqueEmail('twice');
    const answers = await Promise.all([postSignUp(t, email), postSignUp(t, email)]);
    await t.app.afterResponse.settled();
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const subjects = (await mailsTo(t.app, email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      expect.stringContaining('Confirm your email address'),
      expect.stringContaining('Someone tried to sign up'),
    ]);
  });

  test('a weak password and a bad email are 400s naming each field', async () => {
    const res = await signUp('not-an-email', { password: 'short' });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res.json());
    expect(body.code).toBe('VALIDATION');
    expect(body.fields?.email?.en).toBe('Invalid email address');
    expect(body.fields?.password?.en).toBe('8 characters minimum');
  });

  test('accepts a really solved bot-check challenge once, and refuses it replayed', async () => {
    const token = await solvedBotCheckToken(t.app);
    const first = await signUp(uniqueEmail('pow'), { recaptchaToken: token });
    expect(first.statusCode).toBe(201);
    const replay = await signUp(uniqueEmail('pow'), { recaptchaToken: token });
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay.json()).code).toBe('BOT_CHECK_FAILED');
  });

  test('refuses a missing or made-up bot-check token', async () => {
    const res = await signUp(uniqueEmail('bot'), { recaptchaToken: 'recaptcha-token-placeholder' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).code).toBe('BOT_CHECK_FAILED');
  });
});

describe('confirming the sign-up email', () => {
  async function signedUpLink() {
    const email = uniqueEmail('confirm');
    await signUp(email);
    const link = await latestLink(t.app, email, '/signup/onboarding');
    return {
      email,
      token: link.searchParams.get('token') ?? '',
      userId: Number(link.searchParams.get('id')),
      accountId: link.searchParams.get('account_id') ?? '',
    };
  }

  test('check-email-id says unconfirmed, then confirm signs in and returns the advertiser, then check says confirmed', async () => {
    const link = await signedUpLink();
    const agent = createAgent(t.app);
    const before = await agent.inject({
      method: 'POST',
      url: '/api/advertisers/check-email-id',
      payload: { userId: link.userId, accountId: link.accountId },
    });
    expect(before.json()).toEqual({ confirmed: false });

    const res = await withBearer(agent, '/api/advertisers/email-confirm', link.token);
    expect(res.statusCode).toBe(200);
    const account = res.json().id;
    expect(res.json()).toEqual({
      id: account,
      name: null,
      email: link.email,
      language: 'en',
      country: null,
      region: null,
      // The link names the person; the record is that person in their account, its owner (decision 0121).
      personId: link.userId,
      role: 'owner',
      accounts: [{ id: account, name: null, role: 'owner' }],
    });
    expect((await latest(agent)).json().email).toBe(link.email);

    const after = await agent.inject({
      method: 'POST',
      url: '/api/advertisers/check-email-id',
      payload: { userId: link.userId, accountId: link.accountId },
    });
    expect(after.json()).toEqual({ confirmed: true });
  });

  test('the cookies are httpOnly, SameSite=Lax, and the refresh cookie only goes to /api/advertisers', async () => {
    const link = await signedUpLink();
    const res = await withBearer(createAgent(t.app), '/api/advertisers/email-confirm', link.token);
    const access = res.cookies.find((cookie) => cookie.name === 'portal_access');
    const refresh = res.cookies.find((cookie) => cookie.name === 'portal_refresh');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/advertisers' });
    expect(access?.secure).toBeFalsy(); // test environment; production sets Secure
  });

  test('a used link answers 400 with "This token has already been used."', async () => {
    const link = await signedUpLink();
    await withBearer(createAgent(t.app), '/api/advertisers/email-confirm', link.token);
    const res = await withBearer(createAgent(t.app), '/api/advertisers/email-confirm', link.token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toMatchObject({
      code: 'TOKEN_USED',
      message: 'This token has already been used.',
    });
  });

  test('an expired link answers 401 TOKEN_EXPIRED and a resend mails a new link that works', async () => {
    const link = await signedUpLink();
    await expireToken(link.token);
    const agent = createAgent(t.app);
    const res = await withBearer(agent, '/api/advertisers/email-confirm', link.token);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res.json()).code).toBe('TOKEN_EXPIRED');

    const resend = await agent.inject({
      method: 'POST',
      url: '/api/advertisers/resend-email',
      payload: { userId: link.userId, accountId: link.accountId },
    });
    expect(resend.statusCode).toBe(200);
    const fresh = await latestLink(t.app, link.email, '/signup/onboarding');
    expect(fresh.searchParams.get('token')).not.toBe(link.token);
    const confirmed = await withBearer(
      agent,
      '/api/advertisers/email-confirm',
      fresh.searchParams.get('token') ?? '',
    );
    expect(confirmed.statusCode).toBe(200);
  });

  test('a forged link or none at all answers 403', async () => {
    const forged = await withBearer(
      createAgent(t.app),
      '/api/advertisers/email-confirm',
      'forged-token-value',
    );
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged.json()).code).toBe('TOKEN_INVALID');
    const missing = await createAgent(t.app).inject({
      method: 'POST',
      url: '/api/advertisers/email-confirm',
    });
    expect(missing.statusCode).toBe(403);
  });

  test('a reset-password token cannot confirm an email', async () => {
    const { advertiser } = await signedInAdvertiser(t.app);
    await requestReset(advertiser.email);
    const reset = await latestLink(t.app, advertiser.email, '/reset-password');
    const res = await withBearer(
      createAgent(t.app),
      '/api/advertisers/email-confirm',
      reset.searchParams.get('token') ?? '',
    );
    expect(res.statusCode).toBe(403);
  });

  test('resending for a confirmed account says "You have already confirmed your email."', async () => {
    const link = await signedUpLink();
    await withBearer(createAgent(t.app), '/api/advertisers/email-confirm', link.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/resend-email',
      headers,
      payload: { userId: link.userId, accountId: link.accountId },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toMatchObject({
      code: 'ALREADY_CONFIRMED',
      message: 'You have already confirmed your email.',
    });
  });

  test('check-email-id and resend need the matching account id', async () => {
    const link = await signedUpLink();
    const wrong = { userId: link.userId, accountId: '00000000-0000-4000-8000-000000000000' };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/advertisers/check-email-id',
          headers,
          payload: wrong,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/advertisers/resend-email',
          headers,
          payload: { ...wrong, accountId: 'nonsense' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/advertisers/signin', () => {
  test('returns the advertiser and sets the session cookies', async () => {
    const advertiser = await createAdvertiser(t.app, { name: 'Aiko', language: 'ja' });
    const agent = createAgent(t.app);
    const res = await signInWith(agent, advertiser.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: advertiser.id,
      name: 'Aiko',
      email: advertiser.email,
      language: 'ja',
      country: null,
      region: null,
      personId: advertiser.personId,
      role: 'owner',
      accounts: [{ id: advertiser.id, name: 'Aiko', role: 'owner' }],
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    expect((await latest(agent)).statusCode).toBe(200);
  });

  test('a wrong password and an unknown email give the same 400 INVALID_CREDENTIALS', async () => {
    const advertiser = await createAdvertiser(t.app);
    const wrong = await signIn(advertiser.email, 'Wrong-pass-1');
    const unknown = await signIn(uniqueEmail('nobody'), 'Wrong-pass-1');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong.json()).code).toBe('INVALID_CREDENTIALS');
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  test('an unconfirmed account gets "Your email has not been confirmed yet." and the link again', async () => {
    const advertiser = await createAdvertiser(t.app, { confirmed: false });
    const res = await signIn(advertiser.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Your email has not been confirmed yet.',
    });
    await expect(latestLink(t.app, advertiser.email, '/signup/onboarding')).resolves.toBeInstanceOf(URL);
  });
});

describe('wrong passwords at sign-in slow the address down', () => {
  const WRONG = 'Wrong-pass-1!';
  const slowDown = () => t.config.passwordSlowDown;

  /** The limit's worth of wrong passwords, each from another client address. */
  async function failEnough(email: string) {
    for (let i = 0; i < slowDown().failures; i += 1) {
      const res = await signIn(email, WRONG, `10.9.${i}.1`);
      expect(errorOf(res.json()).code).toBe('INVALID_CREDENTIALS');
    }
  }

  test('from any addresses, then even the right password is a 429 in English and Japanese; the owner is mailed once', async () => {
    controllableClock();
    const advertiser = await createAdvertiser(t.app, { language: 'ja' });
    await failEnough(advertiser.email);

    const refused = await signIn(advertiser.email, TEST_PASSWORD, '10.9.99.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(slowDown().delaySeconds));
    const body = errorOf(refused.json());
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.en).toContain('try again in a few minutes');
    expect(body.ja).toContain('パスワードを再設定');
    expect(refused.cookies).toHaveLength(0);
    expect((await signIn(advertiser.email, WRONG)).statusCode).toBe(429);

    await t.app.afterResponse.settled();
    const mails = await mailsTo(t.app, advertiser.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('ログインを一時的に制限しました'),
    ]);
    expect(mails[0]?.text).toContain('1分');
  });

  test('an unknown address is slowed down exactly like a registered one', async () => {
    controllableClock();
    const advertiser = await createAdvertiser(t.app);
    const unknownEmail = uniqueEmail('nobody');
    await failEnough(advertiser.email);
    await failEnough(unknownEmail);

    const known = await signIn(advertiser.email, WRONG);
    const unknown = await signIn(unknownEmail, WRONG);

    expect(known.statusCode).toBe(429);
    expect(answerOf(unknown)).toEqual(answerOf(known));
    await t.app.afterResponse.settled();
    expect(await mailsTo(t.app, unknownEmail)).toHaveLength(0);
  });

  test('each further wrong password doubles the delay up to its ceiling; the right one after the delay signs in and starts over', async () => {
    const clock = controllableClock();
    const advertiser = await createAdvertiser(t.app);
    await failEnough(advertiser.email);

    const delays: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const wait = Number((await signIn(advertiser.email, WRONG)).headers['retry-after']);
      delays.push(wait);
      clock.advanceSeconds(wait);
      expect((await signIn(advertiser.email, WRONG)).statusCode).toBe(400); // counted: the next delay doubles
    }
    expect(delays).toEqual([60, 120, 240, 480, 900, 900]);

    clock.advanceSeconds(slowDown().maxDelaySeconds);
    expect((await signIn(advertiser.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Cleared: the next wrong password is an ordinary 400, not the start of a slow-down.
    expect((await signIn(advertiser.email, WRONG)).statusCode).toBe(400);
    expect((await signIn(advertiser.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  test('failures are forgotten after a quiet window, and a reset password lifts the slow-down at once', async () => {
    const clock = controllableClock();
    const advertiser = await createAdvertiser(t.app);
    for (let i = 0; i < slowDown().failures - 1; i += 1) await signIn(advertiser.email, WRONG);
    clock.advanceSeconds(slowDown().windowSeconds + 1);
    expect((await signIn(advertiser.email, WRONG)).statusCode).toBe(400);
    expect((await signIn(advertiser.email, WRONG)).statusCode).toBe(400);

    for (let i = 0; i < slowDown().failures; i += 1) await signIn(advertiser.email, WRONG);
    expect((await signIn(advertiser.email, TEST_PASSWORD)).statusCode).toBe(429);
    await requestReset(advertiser.email);
    const token =
      (await latestLink(t.app, advertiser.email, '/reset-password')).searchParams.get('token') ?? '';
    const reset = await withBearer(createAgent(t.app), '/api/advertisers/reset-password', token, {
      password: 'Fresh-pass-7!',
      confirmPassword: 'Fresh-pass-7!',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(advertiser.email, 'Fresh-pass-7!')).statusCode).toBe(200);
  });
});

describe('the session', () => {
  test('GET /latest without a session is a 401', async () => {
    const res = await createAgent(t.app).inject({ method: 'GET', url: '/api/advertisers/latest' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res.json()).code).toBe('UNAUTHORIZED');
  });

  test('refresh rotates both cookies and the new pair works', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    const oldRefresh = agent.cookie('portal_refresh');
    const res = await agent.inject({ method: 'POST', url: '/api/advertisers/refresh' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(advertiser.id);
    expect(agent.cookie('portal_refresh')).not.toBe(oldRefresh);
    expect((await latest(agent)).statusCode).toBe(200);
  });

  test('two tabs refreshing with the same token within the grace both get a working session', async () => {
    const { agent: firstTab, advertiser } = await signedInAdvertiser(t.app);
    const secondTab = tabSharing(firstTab);

    const first = await refresh(firstTab);
    const second = await refresh(secondTab);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().id).toBe(advertiser.id);
    expect((await latest(firstTab)).statusCode).toBe(200);
    expect((await latest(secondTab)).statusCode).toBe(200);
    // The family was not revoked: both tabs keep refreshing with the tokens they were given.
    expect((await refresh(firstTab)).statusCode).toBe(200);
    expect((await refresh(secondTab)).statusCode).toBe(200);
  });

  test('two refreshes with the same token at the same moment both succeed', async () => {
    const { agent: firstTab } = await signedInAdvertiser(t.app);
    const secondTab = tabSharing(firstTab);

    const answers = await Promise.all([refresh(firstTab), refresh(secondTab)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await latest(firstTab)).statusCode).toBe(200);
    expect((await latest(secondTab)).statusCode).toBe(200);
  });

  test('the replaced token presented after the grace revokes the whole family', async () => {
    const clock = controllableClock();
    const { agent } = await signedInAdvertiser(t.app);
    const thief = tabSharing(agent);
    expect((await refresh(agent)).statusCode).toBe(200);

    clock.advanceSeconds(t.config.ttl.rotatedRefreshGrace + 1);
    const replay = await refresh(thief);

    expect(replay.statusCode).toBe(401);
    // The legitimate browser's newer tokens are revoked too: both must sign in again.
    expect((await latest(agent)).statusCode).toBe(401);
    expect((await refresh(agent)).statusCode).toBe(401);
  });

  test('a token older than the one just replaced revokes the family even within the grace', async () => {
    const clock = controllableClock();
    const { agent } = await signedInAdvertiser(t.app);
    const thief = tabSharing(agent);
    expect((await refresh(agent)).statusCode).toBe(200);
    clock.advanceSeconds(1);
    expect((await refresh(agent)).statusCode).toBe(200);

    expect((await refresh(thief)).statusCode).toBe(401);
    expect((await latest(agent)).statusCode).toBe(401);
    expect((await refresh(agent)).statusCode).toBe(401);
  });

  test('refresh without a cookie is a 401 that sets none, so it cannot undo a sign-in answered meanwhile', async () => {
    const res = await createAgent(t.app).inject({ method: 'POST', url: '/api/advertisers/refresh' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('refresh with a refresh cookie that does not hold is a 401 that clears the cookies', async () => {
    const agent = createAgent(t.app);
    agent.setCookie('portal_refresh', 'not-a-token', '/api/advertisers');
    const res = await agent.inject({ method: 'POST', url: '/api/advertisers/refresh' });
    expect(res.statusCode).toBe(401);
    expect(agent.cookie('portal_refresh')).toBeUndefined();
  });

  test('logout revokes the session and clears the cookies', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const refresh = agent.cookie('portal_refresh') ?? '';
    const res = await agent.inject({ method: 'POST', url: '/api/advertisers/logout' });
    expect(res.statusCode).toBe(200);
    expect(agent.cookie('portal_access')).toBeUndefined();
    expect((await latest(agent)).statusCode).toBe(401);
    const reuse = createAgent(t.app);
    reuse.setCookie('portal_refresh', refresh, '/api/advertisers');
    expect((await reuse.inject({ method: 'POST', url: '/api/advertisers/refresh' })).statusCode).toBe(401);
  });

  test('logout without a session still answers 200', async () => {
    const res = await createAgent(t.app).inject({ method: 'POST', url: '/api/advertisers/logout' });
    expect(res.statusCode).toBe(200);
  });
});

describe('forgotten password', () => {
  test('answers a registered and an unknown email identically, and mails only the registered one', async () => {
    const advertiser = await createAdvertiser(t.app, { language: 'ja' });
    const unknownEmail = uniqueEmail('unknown');

    const known = await forgotPassword(t, advertiser.email);
    const unknown = await forgotPassword(t, unknownEmail);

    expect(known.statusCode).toBe(200);
    expect(answerOf(unknown)).toEqual(answerOf(known));
    await t.app.afterResponse.settled();
    expect(await mailsTo(t.app, unknownEmail)).toHaveLength(0);
    const [mail] = await mailsTo(t.app, advertiser.email);
    expect(mail?.subject).toContain('パスワードの再設定');
  });

  test('the link validates, resets the password once, signs out everywhere; used and expired links fail', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    await requestReset(advertiser.email);
    const token =
      (await latestLink(t.app, advertiser.email, '/reset-password')).searchParams.get('token') ?? '';
    const anon = createAgent(t.app);

    expect((await withBearer(anon, '/api/advertisers/reset-token-validation', token)).statusCode).toBe(200);
    const mismatch = await withBearer(anon, '/api/advertisers/reset-password', token, {
      password: 'Fresh-pass-7!',
      confirmPassword: 'Other-pass-7!',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch.json()).fields?.confirmPassword).toBeDefined();

    const reset = await withBearer(anon, '/api/advertisers/reset-password', token, {
      password: 'Fresh-pass-7!',
      confirmPassword: 'Fresh-pass-7!',
    });
    expect(reset.statusCode).toBe(200);
    expect((await latest(agent)).statusCode).toBe(401);
    const used = await withBearer(anon, '/api/advertisers/reset-token-validation', token);
    expect(used.statusCode).toBe(400);
    expect(errorOf(used.json()).message).toBe('This token has already been used.');
    expect((await signIn(advertiser.email, 'Fresh-pass-7!')).statusCode).toBe(200);
  });

  test('an expired reset link is a 401 and a forged one a 403', async () => {
    const advertiser = await createAdvertiser(t.app);
    await requestReset(advertiser.email);
    const token =
      (await latestLink(t.app, advertiser.email, '/reset-password')).searchParams.get('token') ?? '';
    await expireToken(token);
    const anon = createAgent(t.app);
    expect((await withBearer(anon, '/api/advertisers/reset-token-validation', token)).statusCode).toBe(401);
    expect(
      (
        await withBearer(anon, '/api/advertisers/reset-password', token, {
          password: 'Fresh-pass-7!',
          confirmPassword: 'Fresh-pass-7!',
        })
      ).statusCode,
    ).toBe(401);
    expect((await withBearer(anon, '/api/advertisers/reset-token-validation', 'forged')).statusCode).toBe(
      403,
    );
  });
});

describe('work done after the answer (forgot-password, sign-up)', () => {
  // A mailer that holds every mail until the test opens the gate: if the answer waited for the mail, it would
  // never come while the gate is shut. Each test starts with the gate shut.
  let gated: TestApp;
  let openGate: () => void = () => undefined;
  let gate = Promise.resolve();
  const requested: string[] = [];
  beforeEach(() => {
    requested.length = 0;
    gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
  });

  beforeAll(async () => {
    let outbox: Mailer | null = null;
    gated = await buildTestApp({
      adapters: {
        mailer: {
          kind: 'outbox',
          description: 'the outbox, behind a gate',
          async send(message) {
            requested.push(message.to);
            await gate;
            outbox ??= createOutboxMailer(gated.app.db, gated.app.log, 'the outbox');
            return outbox.send(message);
          },
        },
      },
    });
  });
  afterAll(async () => {
    openGate();
    await gated.close();
  });

  test('a registered email is answered before its token and mail, exactly like an unknown one', async () => {
    const advertiser = await createAdvertiser(gated.app);

    const known = await forgotPassword(gated, advertiser.email);
    const unknown = await forgotPassword(gated, uniqueEmail('unknown'));

    expect(known.statusCode).toBe(200);
    expect(answerOf(unknown)).toEqual(answerOf(known));
    expect(await mailsTo(gated.app, advertiser.email)).toHaveLength(0);

    openGate();
    await gated.app.afterResponse.settled();
    expect(requested).toEqual([advertiser.email]);
    const [mail] = await mailsTo(gated.app, advertiser.email);
    expect(mail?.subject).toContain('Reset your password');
  }, 15_000);

  test('sign-up answers a registered and a new address before their work and mail, alike', async () => {
    const owner = await createAdvertiser(gated.app);
    const newEmail = uniqueEmail('gated');

    const registered = await postSignUp(gated, owner.email);
    const fresh = await postSignUp(gated, newEmail);

    expect(registered.statusCode).toBe(201);
    expect(answerOf(registered)).toEqual(answerOf(fresh));
    expect(await mailsTo(gated.app, owner.email)).toHaveLength(0);

    openGate();
    await gated.app.afterResponse.settled();
    expect(requested.sort()).toEqual([owner.email, newEmail].sort());
  }, 15_000);
});

describe('bad input never becomes a 500', () => {
  test('malformed JSON is a 400 in the shared shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/signin',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).code).toBe('VALIDATION');
  });

  test('a missing body is a 400 naming the fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/advertisers/signin', headers });
    expect(res.statusCode).toBe(400);
  });

  test('an unsupported media type is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/signin',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('a body over the limit is a 413', async () => {
    const res = await signIn('a@b.co', 'x'.repeat(2 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('an empty JSON body on a bodiless call is accepted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/logout',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });
});

test('no request in this file was answered with a server error', () => {
  expect(t.serverErrors).toEqual([]);
});

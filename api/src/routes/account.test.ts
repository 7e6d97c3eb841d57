/** The signed-in advertiser's account through HTTP: who is signed in, the profile, changing the email (with its
 *  link) and the password, closing the account, and what no answer may reveal (another account) or allow (guessing
 *  the current password at full speed). */
import {
  createAdvertiser,
  createAgent,
  latestLink,
  mailsTo,
  buildTestApp,
  signedInAdvertiser,
  TEST_PASSWORD,
  uniqueEmail,
  type Agent,
  type TestApp,
} from '../testing/build-test-app';
import {
  accountSteps,
  answerOf,
  controllableClock,
  errorOf,
  headers,
  latest,
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
const { signUp, signIn, expireToken, requestReset } = accountSteps(() => t);
afterEach(() => jest.useRealTimers());

describe('GET /api/advertisers/:id', () => {
  test('answers one’s own record and 404 for anybody else’s', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    const other = await createAdvertiser(t.app);
    expect((await agent.inject({ method: 'GET', url: `/api/advertisers/${advertiser.id}` })).json().id).toBe(
      advertiser.id,
    );
    const res = await agent.inject({ method: 'GET', url: `/api/advertisers/${other.id}` });
    expect(res.statusCode).toBe(404);
    expect((await agent.inject({ method: 'GET', url: '/api/advertisers/abc' })).statusCode).toBe(400);
  });
});

describe('PATCH /api/advertisers', () => {
  test('changes name and language and returns the advertiser', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const res = await agent.inject({
      method: 'PATCH',
      url: '/api/advertisers',
      payload: { name: '  Hana  ', language: 'ja' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Hana', language: 'ja' });
    expect((await latest(agent)).json()).toMatchObject({
      name: 'Hana',
      language: 'ja',
    });
  });

  test('an empty name is a 400 and needs a session', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    expect(
      (await agent.inject({ method: 'PATCH', url: '/api/advertisers', payload: { name: ' ' } })).statusCode,
    ).toBe(400);
    expect(
      (await createAgent(t.app).inject({ method: 'PATCH', url: '/api/advertisers', payload: { name: 'X' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('changing the email', () => {
  test('mails the new address; confirming switches the email; the link cannot be used twice', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app, { language: 'ja' });
    const newEmail = uniqueEmail('new');
    const res = await agent.inject({
      method: 'POST',
      url: '/api/advertisers/change-email',
      payload: { newEmail: newEmail.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    await t.app.afterResponse.settled(); // the link goes out after the answer
    const link = await latestLink(t.app, newEmail, '/new-email-confirmation');
    expect(link.searchParams.get('id')).toBe(String(advertiser.personId));
    expect(link.searchParams.get('account_id')).toBe(advertiser.accountId);
    const [mail] = await mailsTo(t.app, newEmail);
    expect(mail?.subject).toContain('新しいメールアドレス');

    const token = link.searchParams.get('token') ?? '';
    const confirm = await withBearer(agent, '/api/advertisers/new-email-confirm', token);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().email).toBe(newEmail);
    const again = await withBearer(agent, '/api/advertisers/new-email-confirm', token);
    expect(errorOf(again.json()).message).toBe('This token has already been used.');

    expect((await signIn(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
  });

  test('one’s own current address is a 400 EMAIL_TAKEN', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    const res = await agent.inject({
      method: 'POST',
      url: '/api/advertisers/change-email',
      payload: { newEmail: advertiser.email },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).code).toBe('EMAIL_TAKEN');
  });

  test('resend-new-email sends a fresh link; an expired link is a 401', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    const newEmail = uniqueEmail('resend');
    await agent.inject({ method: 'POST', url: '/api/advertisers/change-email', payload: { newEmail } });
    await t.app.afterResponse.settled();
    const first =
      (await latestLink(t.app, newEmail, '/new-email-confirmation')).searchParams.get('token') ?? '';
    await expireToken(first);
    expect((await withBearer(agent, '/api/advertisers/new-email-confirm', first)).statusCode).toBe(401);

    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/resend-new-email',
      headers,
      payload: { userId: advertiser.personId, accountId: advertiser.accountId },
    });
    expect(resend.statusCode).toBe(200);
    await t.app.afterResponse.settled();
    const second =
      (await latestLink(t.app, newEmail, '/new-email-confirmation')).searchParams.get('token') ?? '';
    expect((await withBearer(agent, '/api/advertisers/new-email-confirm', second)).statusCode).toBe(200);
  });
});

describe('POST /api/advertisers/change-password', () => {
  test('a wrong current password is a 400 "Password is incorrect."', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const res = await agent.inject({
      method: 'POST',
      url: '/api/advertisers/change-password',
      payload: {
        currentPassword: 'Nope-nope-1',
        newPassword: 'Brand-new-9!',
        confirmPassword: 'Brand-new-9!',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toMatchObject({
      code: 'PASSWORD_INCORRECT',
      message: 'Password is incorrect.',
    });
  });

  test('changes the password, keeps this session and signs other sessions out', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    const otherBrowser = createAgent(t.app);
    await signInWith(otherBrowser, advertiser.email, TEST_PASSWORD);

    const res = await agent.inject({
      method: 'POST',
      url: '/api/advertisers/change-password',
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Brand-new-9!',
        confirmPassword: 'Brand-new-9!',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await latest(agent)).statusCode).toBe(200);
    expect((await latest(otherBrowser)).statusCode).toBe(401);
    expect((await signIn(advertiser.email, 'Brand-new-9!')).statusCode).toBe(200);
  });
});

describe('wrong current passwords at change-password', () => {
  const WRONG = 'Nope-nope-1';
  const changePassword = (agent: Agent, currentPassword: string, remoteAddress: string) =>
    agent.inject({
      method: 'POST',
      url: '/api/advertisers/change-password',
      remoteAddress,
      payload: { currentPassword, newPassword: 'Brand-new-9!', confirmPassword: 'Brand-new-9!' },
    });

  test('slow the account down from any address; after the delay the right password changes it', async () => {
    const clock = controllableClock();
    const { agent } = await signedInAdvertiser(t.app);
    for (let i = 0; i < t.config.passwordSlowDown.failures; i += 1)
      expect((await changePassword(agent, WRONG, `10.8.${i}.1`)).statusCode).toBe(400);

    const refused = await changePassword(agent, TEST_PASSWORD, '10.8.99.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(t.config.passwordSlowDown.delaySeconds));
    const body = errorOf(refused.json());
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.ja).toContain('しばらく');

    clock.advanceSeconds(t.config.passwordSlowDown.delaySeconds);
    expect((await changePassword(agent, TEST_PASSWORD, '10.8.99.1')).statusCode).toBe(200);
  });

  test('slow one client address down across the accounts it tries, and not other addresses', async () => {
    controllableClock();
    const sessions = await Promise.all([1, 2, 3].map(() => signedInAdvertiser(t.app)));
    const [first, second, third] = sessions.map((session) => session.agent);
    if (!first || !second || !third) throw new Error('three sessions expected');
    const failures = t.config.passwordSlowDown.failures;
    for (let i = 0; i < failures; i += 1)
      await changePassword(i % 2 === 0 ? first : second, WRONG, '10.8.200.1');

    expect((await changePassword(third, WRONG, '10.8.200.1')).statusCode).toBe(429);
    expect((await changePassword(third, WRONG, '10.8.200.2')).statusCode).toBe(400);
  });
});

describe('POST /api/advertisers/deactivate', () => {
  test('closes the account, clears the cookies and frees the email for a new sign-up', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    const res = await agent.inject({ method: 'POST', url: '/api/advertisers/deactivate' });
    expect(res.statusCode).toBe(200);
    expect(agent.cookie('portal_access')).toBeUndefined();
    expect((await latest(agent)).statusCode).toBe(401);
    expect((await signIn(advertiser.email, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await signUp(advertiser.email)).statusCode).toBe(201);
  });

  test('needs a session', async () => {
    expect(
      (await createAgent(t.app).inject({ method: 'POST', url: '/api/advertisers/deactivate' })).statusCode,
    ).toBe(401);
  });
});

test('no request in this file was answered with a server error', () => {
  expect(t.serverErrors).toEqual([]);
});

describe('reset links are spent by a password change and by an email change (issue 39, item 12)', () => {
  const resetWith = (token: string) =>
    withBearer(createAgent(t.app), '/api/advertisers/reset-password', token, {
      password: 'Taken-over-5!',
      confirmPassword: 'Taken-over-5!',
    });
  const resetToken = async (email: string) =>
    (await latestLink(t.app, email, '/reset-password')).searchParams.get('token') ?? '';

  test('a reset link asked for before a password change no longer resets the password', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    await requestReset(advertiser.email);
    const token = await resetToken(advertiser.email);

    const change = await agent.inject({
      method: 'POST',
      url: '/api/advertisers/change-password',
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Brand-new-9!',
        confirmPassword: 'Brand-new-9!',
      },
    });
    expect(change.statusCode).toBe(200);

    const reset = await resetWith(token);
    expect(reset.statusCode).toBe(400);
    expect(errorOf(reset.json())).toMatchObject({
      code: 'TOKEN_USED',
      message: 'This token has already been used.',
    });
    expect((await signIn(advertiser.email, 'Taken-over-5!')).statusCode).toBe(400);
    expect((await signIn(advertiser.email, 'Brand-new-9!')).statusCode).toBe(200);
  });

  test('a reset link mailed to the old address no longer works once the new address is confirmed', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    await requestReset(advertiser.email);
    const token = await resetToken(advertiser.email);

    const newEmail = uniqueEmail('moved');
    await agent.inject({ method: 'POST', url: '/api/advertisers/change-email', payload: { newEmail } });
    await t.app.afterResponse.settled();
    const confirmToken =
      (await latestLink(t.app, newEmail, '/new-email-confirmation')).searchParams.get('token') ?? '';
    expect((await withBearer(agent, '/api/advertisers/new-email-confirm', confirmToken)).statusCode).toBe(
      200,
    );

    const reset = await resetWith(token);
    expect(reset.statusCode).toBe(400);
    expect(errorOf(reset.json())).toMatchObject({
      code: 'TOKEN_USED',
      message: 'This token has already been used.',
    });
    expect((await signIn(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
  });

  test('a reset link asked for after the change still works', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    await agent.inject({
      method: 'POST',
      url: '/api/advertisers/change-password',
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Brand-new-9!',
        confirmPassword: 'Brand-new-9!',
      },
    });
    await requestReset(advertiser.email);
    expect((await resetWith(await resetToken(advertiser.email))).statusCode).toBe(200);
  });
});

describe('POST /api/advertisers/change-email tells nobody who is registered (issue 39, item 15)', () => {
  const changeEmail = (agent: Agent, newEmail: string) =>
    agent.inject({ method: 'POST', url: '/api/advertisers/change-email', payload: { newEmail } });

  test('a taken address is answered like a free one; its owner is mailed instead, and no link is sent', async () => {
    const asker = await signedInAdvertiser(t.app);
    const owner = await createAdvertiser(t.app, { language: 'ja' });
    const free = uniqueEmail('free');

    const taken = answerOf(await changeEmail(asker.agent, owner.email));
    const untaken = answerOf(await changeEmail((await signedInAdvertiser(t.app)).agent, free));
    expect(taken).toEqual(untaken);
    expect(taken.status).toBe(200);
    await t.app.afterResponse.settled();

    const [toOwner, ...more] = await mailsTo(t.app, owner.email);
    expect(more).toEqual([]);
    expect(toOwner?.subject).toContain('ご登録済みのメールアドレスへの変更');
    expect(toOwner?.links.some((href) => href.includes('/new-email-confirmation'))).toBe(false);
    expect(
      (await mailsTo(t.app, free))[0]?.links.some((href) => href.includes('/new-email-confirmation')),
    ).toBe(true);
    expect((await latest(asker.agent)).json().email).toBe(asker.advertiser.email);
  });

  test('resending for a taken address is answered alike and mails nobody again', async () => {
    const asker = await signedInAdvertiser(t.app);
    const owner = await createAdvertiser(t.app);
    await changeEmail(asker.agent, owner.email);
    await t.app.afterResponse.settled();
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/resend-new-email',
      headers,
      payload: { userId: asker.advertiser.personId, accountId: asker.advertiser.accountId },
    });
    expect(resend.statusCode).toBe(200);
    await t.app.afterResponse.settled();
    expect(await mailsTo(t.app, owner.email)).toHaveLength(1);
  });

  describe('limits', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await buildTestApp({
        config: { rateLimit: { ...t.config.rateLimit, strictMax: 2, strictWindowSeconds: 600 } },
      });
    });
    afterAll(() => limited.close());

    test('one account asking for address after address is slowed down with a 429 in both languages', async () => {
      const { agent } = await signedInAdvertiser(limited.app);
      expect((await changeEmail(agent, uniqueEmail('probe'))).statusCode).toBe(200);
      expect((await changeEmail(agent, uniqueEmail('probe'))).statusCode).toBe(200);
      const refused = await changeEmail(agent, uniqueEmail('probe'));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorOf(refused.json())).toMatchObject({ code: 'RATE_LIMITED' });
      expect(errorOf(refused.json()).ja).toContain('しばらく');
      // Another account is not held back by this one.
      expect(
        (await changeEmail((await signedInAdvertiser(limited.app)).agent, uniqueEmail('probe'))).statusCode,
      ).toBe(200);
    });

    test('one address asked for by many accounts is limited, whoever asks', async () => {
      const target = await createAdvertiser(limited.app);
      for (let i = 0; i < 2; i += 1)
        expect(
          (await changeEmail((await signedInAdvertiser(limited.app)).agent, target.email)).statusCode,
        ).toBe(200);
      const refused = await changeEmail(
        (await signedInAdvertiser(limited.app)).agent,
        target.email.toUpperCase(),
      );
      expect(refused.statusCode).toBe(429);
      await limited.app.afterResponse.settled();
      expect(await mailsTo(limited.app, target.email)).toHaveLength(2);
      expect(limited.serverErrors).toEqual([]);
    });
  });
});

/** The review desk's operator accounts through HTTP (decision 0038): the CLI's link, the password and the
 *  authenticator shown once, enrolment with the first code, sign-in with email, password and code (one 401 for
 *  every failure, a code accepted once), the session cookie and sign-out. */
import { eq } from 'drizzle-orm';
import { ROUTES } from 'shared-contracts';
import { ENDPOINTS } from 'shared-contracts/api';
import { operators } from '../db/schema';
import { buildAdTestApp, collectOutput, operatorClient, type AdTestApp } from '../testing/ad-factories';
import { createAgent, mailsTo, uniqueEmail, type Agent } from '../testing/build-test-app';
import {
  addOperator,
  enrolledOperator,
  nextStepCode,
  OPERATOR_PASSWORD,
} from '../testing/operator-factories';
import { runAdmin } from '../cli/run-admin';
import { checkTotpSecretsAtStart, sealTotpSecretsAtRest, signInOperator } from '../services/operators';
import { totpCode } from '../services/totp';
import { openTotpSecret, totpSealingKey } from '../services/totp-sealing';
import { answerOf, controllableClock, errorOf } from './account-test-steps';

jest.setTimeout(60_000);

const { operatorAuth, review } = ENDPOINTS;
const url = (path: string) => `/api${path}`;

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());
afterEach(() => expect(t.serverErrors).toEqual([]));

function setPassword(agent: Agent, token: string, password = OPERATOR_PASSWORD) {
  return agent.inject({
    method: 'POST',
    url: url(operatorAuth.setPassword.path),
    payload: { token, password },
  });
}
function enrol(agent: Agent, token: string, code: string) {
  return agent.inject({ method: 'POST', url: url(operatorAuth.enrol.path), payload: { token, code } });
}
function signIn(
  agent: Agent,
  body: { email: string; password: string; code: string },
  remoteAddress?: string,
) {
  return agent.inject({
    method: 'POST',
    url: url(operatorAuth.signIn.path),
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
function checkLink(agent: Agent, token: unknown) {
  return agent.inject({ method: 'POST', url: url(operatorAuth.checkLink.path), payload: { token } });
}
function session(agent: Agent) {
  return agent.inject({ method: 'GET', url: url(operatorAuth.session.path) });
}

describe('operators:add and the set-password link', () => {
  test('the CLI mails a link to /review/set-password; the link sets a password and shows an authenticator once', async () => {
    const email = uniqueEmail('operator');
    const output = collectOutput();
    expect(await runAdmin(['operators:add', email], await operatorClient(t), output)).toBe(0);
    expect(output.stdout.join('\n')).toContain(`Operator ${email} added.`);
    const [mail] = await mailsTo(t.app, email);
    const link = new URL(mail?.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.portalOrigin}${ROUTES.reviewSetPassword}`);
    const token = link.searchParams.get('token') ?? '';

    const agent = createAgent(t.app);
    const res = await setPassword(agent, token);
    expect(res.statusCode).toBe(200);
    const { enrolment } = res.json();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`otpauth://totp/`);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // The link is not spent yet: opening it again issues another secret.
    const again = (await setPassword(agent, token)).json();
    expect(again.enrolment.secret).not.toBe(enrolment.secret);
    expect(agent.cookie('portal_operator')).toBeUndefined();
  });

  test('the advertisers’ password rules apply, and a made-up token is refused', async () => {
    const token = await addOperator(t, uniqueEmail('operator'));
    const agent = createAgent(t.app);
    expect((await setPassword(agent, token, 'short')).statusCode).toBe(400);
    expect((await setPassword(agent, 'made-up-token')).statusCode).toBe(403);
  });
});

describe('POST /operator-auth/link-check', () => {
  test('a fresh link is valid and stays so; a made-up, spent or expired one is refused with its reason', async () => {
    const email = uniqueEmail('operator');
    const token = await addOperator(t, email);
    const agent = createAgent(t.app);
    expect((await checkLink(agent, token)).statusCode).toBe(200);
    // Checking spends nothing: the password can still be set, and the link checked again.
    const { secret } = (await setPassword(agent, token)).json().enrolment;
    expect((await checkLink(agent, token)).statusCode).toBe(200);

    const madeUp = await checkLink(agent, 'made-up-token');
    expect(madeUp.statusCode).toBe(403);
    expect(errorOf(madeUp.json()).code).toBe('TOKEN_INVALID');

    expect((await enrol(agent, token, totpCode(secret))).statusCode).toBe(200);
    expect((await checkLink(createAgent(t.app), token)).statusCode).toBe(403);

    const lateEmail = uniqueEmail('operator');
    const late = await addOperator(t, lateEmail);
    await t.app.db
      .update(operators)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(operators.email, lateEmail));
    const expired = await checkLink(createAgent(t.app), late);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired.json()).code).toBe('TOKEN_EXPIRED');
  });

  test.each([[''], [42], ['x'.repeat(201)]])('a token of %j is a 400, never a 5xx', async (token) => {
    expect((await checkLink(createAgent(t.app), token)).statusCode).toBe(400);
  });
});

describe('enrolment', () => {
  test('a wrong code is refused; the right one spends the link and signs in with the operator cookie', async () => {
    const email = uniqueEmail('operator');
    const token = await addOperator(t, email);
    const agent = createAgent(t.app);
    const { secret } = (await setPassword(agent, token)).json().enrolment;

    const wrong = await enrol(agent, token, totpCode(secret, Date.now() - 10 * 60_000));
    expect(wrong.statusCode).toBe(400);

    const res = await enrol(agent, token, totpCode(secret));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ operator: { email } });
    const cookie = res.cookies.find((c) => c.name === 'portal_operator');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect((await session(agent)).json()).toEqual({ operator: { email } });

    // Spent: the link neither sets a password nor enrols again.
    expect((await setPassword(createAgent(t.app), token)).statusCode).toBe(403);
    expect((await enrol(createAgent(t.app), token, nextStepCode(secret))).statusCode).toBe(403);
  });
});

describe('sign-in', () => {
  test('email, password and a fresh code sign in; every failure is the same 401', async () => {
    const operator = await enrolledOperator(t);
    const good = { email: operator.email, password: operator.password };

    const failures = [
      await signIn(createAgent(t.app), {
        ...good,
        password: 'Wrong-pass-1!',
        code: nextStepCode(operator.secret),
      }),
      await signIn(createAgent(t.app), {
        ...good,
        code: totpCode(operator.secret, Date.now() - 10 * 60_000),
      }),
      await signIn(createAgent(t.app), {
        email: uniqueEmail('nobody'),
        password: OPERATOR_PASSWORD,
        code: nextStepCode(operator.secret),
      }),
    ];
    for (const res of failures) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(failures[0]?.json());
      expect(res.cookies).toEqual([]);
    }

    const agent = createAgent(t.app);
    const res = await signIn(agent, {
      ...good,
      email: ` ${operator.email.toUpperCase()} `,
      code: nextStepCode(operator.secret),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ operator: { email: operator.email } });
    expect((await session(agent)).json()).toEqual({ operator: { email: operator.email } });
  });

  test('a code already used is refused (replay), even with the right password', async () => {
    const operator = await enrolledOperator(t);
    const code = nextStepCode(operator.secret);
    const body = { email: operator.email, password: operator.password, code };
    expect((await signIn(createAgent(t.app), body)).statusCode).toBe(200);
    const replay = await signIn(createAgent(t.app), body);
    expect(replay.statusCode).toBe(401);
    // The enrolment's code cannot sign in either: its step is already used.
    const enrolmentStep = { ...body, code: totpCode(operator.secret) };
    expect((await signIn(createAgent(t.app), enrolmentStep)).statusCode).toBe(401);
  });

  test('an operator who never enrolled cannot sign in', async () => {
    const email = uniqueEmail('operator');
    const token = await addOperator(t, email);
    const { secret } = (await setPassword(createAgent(t.app), token)).json().enrolment;
    const res = await signIn(createAgent(t.app), {
      email,
      password: OPERATOR_PASSWORD,
      code: totpCode(secret),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the authenticator secret at rest (decision 0072)', () => {
  const storedSecrets = async (email: string) => {
    const [row] = await t.app.db
      .select({ id: operators.id, active: operators.totpSecret, pending: operators.pendingTotpSecret })
      .from(operators)
      .where(eq(operators.email, email));
    if (!row) throw new Error(`no operator ${email}`);
    return row;
  };

  test('the database never holds the secret the desk showed, pending or enrolled', async () => {
    const email = uniqueEmail('operator');
    const token = await addOperator(t, email);
    const agent = createAgent(t.app);
    const { secret } = (await setPassword(agent, token)).json().enrolment;
    const pending = (await storedSecrets(email)).pending;
    expect(pending).toMatch(/^v1\./);
    expect(pending).not.toContain(secret);

    expect((await enrol(agent, token, totpCode(secret))).statusCode).toBe(200);
    const active = (await storedSecrets(email)).active;
    expect(active).toBe(pending);
    expect(active).not.toContain(secret);
  });

  test('a secret stored without the v1. prefix is refused, not taken in the clear, and the start warns without naming it', async () => {
    const operator = await enrolledOperator(t);
    const { id } = await storedSecrets(operator.email);
    await t.app.db.update(operators).set({ totpSecret: operator.secret }).where(eq(operators.id, id));

    const body = { email: operator.email, password: operator.password, code: nextStepCode(operator.secret) };
    expect((await signIn(createAgent(t.app), body)).statusCode).toBe(401);
    const warnings: { obj: object; msg: string }[] = [];
    const log = {
      info: () => undefined,
      warn: (obj: object, msg: string) => void warnings.push({ obj, msg }),
    };
    await checkTotpSecretsAtStart(t.app, log);
    // Left as it is: sealing it now would adopt a value someone else may have written.
    expect((await storedSecrets(operator.email)).active).toBe(operator.secret);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.obj).toEqual({ operatorIds: expect.arrayContaining([id]) });
    expect(JSON.stringify(warnings)).not.toContain(operator.secret);
    expect(JSON.stringify(warnings)).not.toContain(t.app.config.totpEncryptionKey);
    // A new link and enrolment put the operator back.
    await t.app.db.update(operators).set({ totpSecret: null }).where(eq(operators.id, id));
  });

  test('after a key change the previous key still opens, and the API seals every secret again with the new one', async () => {
    const operator = await enrolledOperator(t);
    const before = (await storedSecrets(operator.email)).active;
    const previousKey = t.app.config.totpEncryptionKey;
    const newKey = { ...t.app.config, totpEncryptionKey: 'n'.repeat(32) };
    const changing = { db: t.app.db, config: { ...newKey, totpPreviousEncryptionKeys: [previousKey] } };
    const signInWith = async (deps: { db: typeof t.app.db; config: typeof t.app.config }, code: string) =>
      (await signInOperator(deps, { email: operator.email, password: operator.password, code })).ok;

    // Without the previous key, the secret sealed with it opens no more.
    expect(await signInWith({ db: t.app.db, config: newKey }, nextStepCode(operator.secret))).toBe(false);
    expect(await signInWith(changing, nextStepCode(operator.secret))).toBe(true);

    expect((await sealTotpSecretsAtRest(changing)).resealed).toBeGreaterThanOrEqual(1);
    const { id, active } = await storedSecrets(operator.email);
    expect(active).not.toBe(before);
    expect((await sealTotpSecretsAtRest(changing)).resealed).toBe(0);
    // Sealed again with the new key: it opens with the new key alone, and no more with the previous one.
    expect(openTotpSecret(totpSealingKey(newKey.totpEncryptionKey), id, active!)).toBe(operator.secret);
    expect(openTotpSecret(totpSealingKey(previousKey), id, active!)).toBeNull();
    // Put back under the suite's key for the tests that follow.
    await sealTotpSecretsAtRest({
      db: t.app.db,
      config: { ...t.app.config, totpPreviousEncryptionKeys: [newKey.totpEncryptionKey] },
    });
  });

  test("a sealed secret copied into another operator's row signs nobody in", async () => {
    const first = await enrolledOperator(t);
    const second = await enrolledOperator(t);
    const copied = (await storedSecrets(first.email)).active;
    await t.app.db.update(operators).set({ totpSecret: copied }).where(eq(operators.email, second.email));
    const body = { email: second.email, password: second.password, code: nextStepCode(first.secret) };
    expect((await signIn(createAgent(t.app), body)).statusCode).toBe(401);
  });
});

describe('failed sign-ins slow the address down (decision 0070)', () => {
  const slowDown = () => t.config.passwordSlowDown;
  afterEach(() => jest.useRealTimers());

  /** The limit's worth of failures, wrong passwords and wrong codes, each from another client address. */
  async function failEnough(email: string, secret: string) {
    for (let i = 0; i < slowDown().failures; i += 1) {
      const wrong =
        i % 2 === 0
          ? { email, password: 'Wrong-pass-1!', code: nextStepCode(secret) }
          : { email, password: OPERATOR_PASSWORD, code: '000000' };
      const res = await signIn(createAgent(t.app), wrong, `10.8.${i}.1`);
      expect(res.statusCode).toBe(401);
    }
  }

  test('from any addresses, then even the right password and code are a 429 in English and Japanese, for a while', async () => {
    const clock = controllableClock();
    const operator = await enrolledOperator(t);
    await failEnough(operator.email, operator.secret);

    const right = { email: operator.email, password: operator.password, code: nextStepCode(operator.secret) };
    const refused = await signIn(createAgent(t.app), right, '10.8.99.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(slowDown().delaySeconds));
    const body = errorOf(refused.json());
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.en).toContain('try again in a few minutes');
    expect(body.ja).toContain('数分後にもう一度お試しください');
    expect(refused.cookies).toEqual([]);

    // After the delay the right password and a fresh code sign in, and the count starts over.
    clock.advanceSeconds(slowDown().delaySeconds);
    const agent = createAgent(t.app);
    const res = await signIn(agent, { ...right, code: nextStepCode(operator.secret) }, '10.8.98.1');
    expect(res.statusCode).toBe(200);
    // Cleared: one more failure is an ordinary 401, and the next right sign-in is not held back.
    const wrongAgain = { ...right, password: 'Wrong-pass-1!', code: nextStepCode(operator.secret) };
    expect((await signIn(createAgent(t.app), wrongAgain, '10.8.97.1')).statusCode).toBe(401);
    clock.advanceSeconds(30);
    const again = { ...right, code: nextStepCode(operator.secret) };
    expect((await signIn(createAgent(t.app), again, '10.8.96.1')).statusCode).toBe(200);
  });

  test('an unknown address is slowed down exactly like an operator’s', async () => {
    controllableClock();
    const operator = await enrolledOperator(t);
    const unknownEmail = uniqueEmail('nobody');
    await failEnough(operator.email, operator.secret);
    await failEnough(unknownEmail, operator.secret);
    const attempt = (email: string) =>
      signIn(createAgent(t.app), { email, password: OPERATOR_PASSWORD, code: nextStepCode(operator.secret) });

    const known = await attempt(operator.email);
    const unknown = await attempt(unknownEmail);
    expect(known.statusCode).toBe(429);
    expect(answerOf(unknown)).toEqual(answerOf(known));
  });
});

describe('the session', () => {
  test('without a session it is null; signing out ends it and the desk answers 404 again', async () => {
    expect((await session(createAgent(t.app))).json()).toEqual({ operator: null });
    const { agent } = await enrolledOperator(t);
    expect((await agent.inject({ method: 'GET', url: url(review.queue.path) })).statusCode).toBe(200);
    const cookie = agent.cookie('portal_operator') ?? '';

    const out = await agent.inject({ method: 'POST', url: url(operatorAuth.signOut.path) });
    expect(out.statusCode).toBe(204);
    expect((await session(agent)).json()).toEqual({ operator: null });
    // The old cookie is dead on the server too, not only removed from the browser.
    const stale = createAgent(t.app);
    stale.setCookie('portal_operator', cookie, '/api');
    expect((await stale.inject({ method: 'GET', url: url(review.queue.path) })).statusCode).toBe(404);
  });
});

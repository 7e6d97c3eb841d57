/** Containing an operator (issue 39, decision 0097): `operators:disable` ends their sessions at once and refuses
 *  their sign-in; a new enrolment ends the sessions of the old credentials; and the audit log, which the desk shows
 *  with a filter by operator, records who added or re-invited an operator, each sign-in (good and failed) and each
 *  enrolment, with the CLI named by the machine's user name. */
import { ENDPOINTS } from 'shared-contracts/api';
import type { AuditLog } from 'shared-contracts';
import { createOperatorClient, type OperatorClient } from '../cli/operator-client';
import { runAdmin } from '../cli/run-admin';
import { ensureOperatorToken } from '../services/operator-token';
import {
  buildAdTestApp,
  collectOutput,
  injectFetch,
  insertAd,
  type AdTestApp,
} from '../testing/ad-factories';
import {
  createAdvertiser,
  createAgent,
  latestLink,
  uniqueEmail,
  type Agent,
} from '../testing/build-test-app';
import { enrolledOperator, nextStepCode, OPERATOR_PASSWORD } from '../testing/operator-factories';
import { totpCode } from '../services/totp';
import { ROUTES } from 'shared-contracts';

jest.setTimeout(60_000);

const { operatorAuth, review } = ENDPOINTS;
const url = (path: string) => `/api${path}`;

let t: AdTestApp;
let cli: OperatorClient;
beforeAll(async () => {
  t = await buildAdTestApp();
  const token = await ensureOperatorToken(t.dataDir);
  cli = createOperatorClient({
    baseUrl: 'http://localhost:4000',
    token,
    fetch: injectFetch(t.app),
    cliUser: 'ana-laptop',
  });
});
afterAll(() => t.close());
afterEach(() => expect(t.serverErrors).toEqual([]));

async function admin(...argv: string[]) {
  const output = collectOutput();
  const code = await runAdmin(argv, cli, output);
  return { code, stdout: output.stdout.join('\n'), stderr: output.stderr.join('\n') };
}

const queue = (agent: Agent) => agent.inject({ method: 'GET', url: url(review.queue.path) });
const signIn = (agent: Agent, body: { email: string; password: string; code: string }) =>
  agent.inject({ method: 'POST', url: url(operatorAuth.signIn.path), payload: body });
const auditLog = async (agent: Agent, operatorId?: number): Promise<AuditLog> => {
  const res = await agent.inject({
    method: 'GET',
    url: url(review.auditLog.path) + (operatorId === undefined ? '' : `?operatorId=${operatorId}`),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Set password and enrol through the newest mailed link, with a fresh agent. */
async function enrolFromLatestLink(email: string): Promise<{ agent: Agent; secret: string }> {
  const link = await latestLink(t.app, email, ROUTES.reviewSetPassword);
  const token = link.searchParams.get('token') ?? '';
  const agent = createAgent(t.app);
  const set = await agent.inject({
    method: 'POST',
    url: url(operatorAuth.setPassword.path),
    payload: { token, password: OPERATOR_PASSWORD },
  });
  const { secret } = set.json().enrolment as { secret: string };
  const enrolled = await agent.inject({
    method: 'POST',
    url: url(operatorAuth.enrol.path),
    payload: { token, code: totpCode(secret) },
  });
  expect(enrolled.statusCode).toBe(200);
  return { agent, secret };
}

describe('operators:disable', () => {
  test('ends every session of the operator at once and refuses their sign-in', async () => {
    const operator = await enrolledOperator(t);
    const second = createAgent(t.app);
    expect(
      (
        await signIn(second, {
          email: operator.email,
          password: operator.password,
          code: nextStepCode(operator.secret),
        })
      ).statusCode,
    ).toBe(200);
    expect((await queue(operator.agent)).statusCode).toBe(200);

    const { code, stdout } = await admin('operators:disable', operator.email);
    expect(code).toBe(0);
    expect(stdout).toContain(`Operator ${operator.email} disabled`);
    expect(stdout).toContain('2 signed-in sessions were ended.');

    for (const agent of [operator.agent, second]) {
      expect((await queue(agent)).statusCode).toBe(404);
      const session = await agent.inject({ method: 'GET', url: url(operatorAuth.session.path) });
      expect(session.json()).toEqual({ operator: null });
    }
    const again = await signIn(createAgent(t.app), {
      email: operator.email,
      password: operator.password,
      code: totpCode(operator.secret, Date.now() + 60_000),
    });
    expect(again.statusCode).toBe(401);
  });

  test('an unknown email is refused with exit code 1; a second disable says so and changes nothing', async () => {
    const unknown = await admin('operators:disable', 'nobody-here@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no operator has the email nobody-here@example.com');

    const operator = await enrolledOperator(t);
    expect((await admin('operators:disable', operator.email)).code).toBe(0);
    const second = await admin('operators:disable', operator.email);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('was already disabled');
    expect(second.stdout).toContain('0 signed-in sessions were ended.');
    expect((await admin('operators:disable')).stderr).toContain(
      'operators:disable needs the operator’s email',
    );
  });

  test('a link mailed before the disable no longer works; operators:add and a new enrolment let them back in', async () => {
    const operator = await enrolledOperator(t);
    expect((await admin('operators:add', operator.email)).code).toBe(0);
    const staleLink = await latestLink(t.app, operator.email, ROUTES.reviewSetPassword);
    expect((await admin('operators:disable', operator.email)).code).toBe(0);
    const stale = await createAgent(t.app).inject({
      method: 'POST',
      url: url(operatorAuth.setPassword.path),
      payload: { token: staleLink.searchParams.get('token'), password: OPERATOR_PASSWORD },
    });
    expect(stale.statusCode).toBe(403);

    expect((await admin('operators:add', operator.email)).code).toBe(0);
    const { agent } = await enrolFromLatestLink(operator.email);
    expect((await queue(agent)).statusCode).toBe(200);
  });
});

test('enrolling again ends the sessions signed in with the old password and authenticator', async () => {
  const operator = await enrolledOperator(t);
  expect((await queue(operator.agent)).statusCode).toBe(200);

  expect((await admin('operators:add', operator.email)).code).toBe(0);
  // Until the new link is used, the old credentials keep working.
  expect((await queue(operator.agent)).statusCode).toBe(200);
  const { agent } = await enrolFromLatestLink(operator.email);

  expect((await queue(operator.agent)).statusCode).toBe(404);
  expect((await queue(agent)).statusCode).toBe(200);
});

describe('the audit log', () => {
  test('records who added and re-invited an operator, each enrolment and sign-in, good and failed', async () => {
    const email = uniqueEmail('operator');
    expect((await admin('operators:add', email)).code).toBe(0);
    const { agent, secret } = await enrolFromLatestLink(email);
    expect((await admin('operators:add', email)).code).toBe(0);
    const failed = await signIn(createAgent(t.app), { email, password: 'Wrong-password-1!', code: '000000' });
    expect(failed.statusCode).toBe(401);
    const good = await signIn(createAgent(t.app), {
      email,
      password: OPERATOR_PASSWORD,
      code: nextStepCode(secret),
    });
    expect(good.statusCode).toBe(200);

    const log = await auditLog(agent);
    const id = log.operators.find((operator) => operator.email === email)?.id;
    const mine = (await auditLog(agent, id)).entries.map(({ action, actor, subject }) => ({
      action,
      actor,
      subject,
    }));
    expect(mine).toEqual([
      { action: 'sign-in', actor: { kind: 'operator', email }, subject: email },
      { action: 'sign-in-failed', actor: { kind: 'none' }, subject: email },
      { action: 'operator-reinvite', actor: { kind: 'cli', user: 'ana-laptop' }, subject: email },
      { action: 'enrol', actor: { kind: 'operator', email }, subject: email },
      { action: 'operator-add', actor: { kind: 'cli', user: 'ana-laptop' }, subject: email },
    ]);
  });

  test('a failed sign-in with an email that names no operator keeps no trace of the typed text', async () => {
    const operator = await enrolledOperator(t);
    const typed = 'Looks-like-a-password-9';
    const res = await signIn(createAgent(t.app), {
      email: `${typed}@example.com`,
      password: 'x',
      code: '000000',
    });
    expect(res.statusCode).toBe(401);
    const [latest] = (await auditLog(operator.agent)).entries;
    expect(latest).toMatchObject({ action: 'sign-in-failed', actor: { kind: 'none' }, subject: null });
    expect(JSON.stringify(await auditLog(operator.agent))).not.toContain(typed);
  });

  test('the CLI’s moves name the machine’s user, never an anonymous operator', async () => {
    const operator = await enrolledOperator(t);
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { status: 'PENDING' });
    expect((await admin('ads:approve', String(ad.id))).code).toBe(0);

    const [latest] = (await auditLog(operator.agent)).entries;
    expect(latest).toMatchObject({
      action: 'approve',
      adId: ad.id,
      actor: { kind: 'cli', user: 'ana-laptop' },
    });
    const history = await operator.agent.inject({ method: 'GET', url: url(`/review/ads/${ad.id}`) });
    expect(history.json().history).toEqual([
      expect.objectContaining({ action: 'approve', actor: 'operator CLI (ana-laptop)' }),
    ]);
  });

  test('the filter shows one operator’s entries only', async () => {
    const first = await enrolledOperator(t);
    const second = await enrolledOperator(t);
    const log = await auditLog(first.agent);
    const secondId = log.operators.find((operator) => operator.email === second.email)?.id;
    const filtered = await auditLog(first.agent, secondId);
    expect(filtered.entries.length).toBeGreaterThan(0);
    for (const entry of filtered.entries)
      expect([entry.subject, entry.actor.kind === 'operator' ? entry.actor.email : null]).toContain(
        second.email,
      );
  });

  test('without an operator session the route answers the unknown-route 404, and a bad filter is a 400', async () => {
    const stranger = createAgent(t.app);
    const res = await stranger.inject({ method: 'GET', url: url(review.auditLog.path) });
    const unknown = await stranger.inject({ method: 'GET', url: url('/review/no-such-route') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());

    const operator = await enrolledOperator(t);
    const bad = await operator.agent.inject({
      method: 'GET',
      url: `${url(review.auditLog.path)}?operatorId=x`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

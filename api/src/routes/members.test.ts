/** Members, invitations, leaving and the audit trail (decision 0121), through the API as the portal calls it. */
import { buildAdTestApp, insertAd, type AdTestApp } from '../testing/ad-factories';
import {
  createAgent,
  latestLink,
  mailsTo,
  signedInAdvertiser,
  TEST_BOT_CHECK_TOKEN,
  TEST_PASSWORD,
  uniqueEmail,
  type Agent,
} from '../testing/build-test-app';

jest.setTimeout(60_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

async function invite(owner: Agent, email: string, role: string, language?: string) {
  const res = await owner.inject({
    method: 'POST',
    url: '/api/members/invitations',
    payload: { email, role, ...(language ? { language } : {}) },
  });
  expect(res.statusCode).toBe(201);
  await t.app.afterResponse.settled();
  return res.json();
}

async function tokenMailedTo(email: string): Promise<string> {
  const link = await latestLink(t.app, email, '/invitation');
  return link.searchParams.get('token') ?? '';
}

test('an owner invites in the other language; the new person accepts, signs in and sees only their role', async () => {
  const owner = await signedInAdvertiser(t.app, { name: 'Aiko', language: 'en' });
  const email = uniqueEmail('billing');
  const invitation = await invite(owner.agent, email, 'billing', 'ja');
  expect(invitation).toMatchObject({ email, role: 'billing', expired: false, invitedBy: 'Aiko' });
  const [mail] = await mailsTo(t.app, email);
  expect(mail?.subject).toContain('ご招待');

  const token = await tokenMailedTo(email);
  const invitee = createAgent(t.app);
  const preview = await invitee.inject({
    method: 'POST',
    url: '/api/invitations/check',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(preview.json()).toMatchObject({ email, role: 'billing', personExists: false, language: 'ja' });

  const accepted = await invitee.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Ken', password: TEST_PASSWORD, recaptchaToken: TEST_BOT_CHECK_TOKEN },
  });
  expect(accepted.statusCode).toBe(201);
  expect(accepted.json()).toMatchObject({ id: owner.advertiser.id, email, role: 'billing', language: 'ja' });

  // Billing sees the billing history, not the results, nor the members.
  expect((await invitee.inject({ method: 'GET', url: '/api/billing' })).statusCode).toBe(200);
  expect((await invitee.inject({ method: 'GET', url: '/api/ads/stats' })).statusCode).toBe(403);
  expect((await invitee.inject({ method: 'GET', url: '/api/members' })).statusCode).toBe(403);

  // The link worked once.
  const again = await createAgent(t.app).inject({
    method: 'POST',
    url: '/api/invitations/check',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(again.json()).toMatchObject({ code: 'TOKEN_USED' });

  const list = (await owner.agent.inject({ method: 'GET', url: '/api/members' })).json();
  expect(list.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
    [owner.advertiser.email, 'owner'],
    [email, 'billing'],
  ]);
  expect(list.invitations).toEqual([]);

  // And it is all on the audit trail.
  const audit = (await owner.agent.inject({ method: 'GET', url: '/api/members/audit' })).json();
  expect(audit.entries.map((e: { action: string }) => e.action)).toEqual(['joined', 'invited']);
});

test('re-sending kills the old link; revoking kills the new one', async () => {
  const owner = await signedInAdvertiser(t.app);
  const email = uniqueEmail('viewer');
  const { id } = await invite(owner.agent, email, 'viewer');
  const first = await tokenMailedTo(email);
  const resent = await owner.agent.inject({ method: 'POST', url: `/api/members/invitations/${id}/resend` });
  expect(resent.statusCode).toBe(200);
  await t.app.afterResponse.settled();
  const second = await tokenMailedTo(email);
  expect(second).not.toBe(first);
  const check = (token: string) =>
    createAgent(t.app).inject({
      method: 'POST',
      url: '/api/invitations/check',
      headers: { authorization: `Bearer ${token}` },
    });
  expect((await check(first)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
  expect((await check(second)).statusCode).toBe(200);
  expect(
    (await owner.agent.inject({ method: 'DELETE', url: `/api/members/invitations/${id}` })).statusCode,
  ).toBe(200);
  expect((await check(second)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
});

test('an existing person accepts after signing in, and switches between their accounts', async () => {
  const owner = await signedInAdvertiser(t.app);
  const other = await signedInAdvertiser(t.app);
  await invite(owner.agent, other.advertiser.email, 'manager');
  const token = await tokenMailedTo(other.advertiser.email);
  const joined = await other.agent.inject({
    method: 'POST',
    url: '/api/invitations/join',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(joined.statusCode).toBe(200);
  expect(joined.json()).toMatchObject({ id: owner.advertiser.id, role: 'manager' });
  expect(joined.json().accounts).toHaveLength(2);

  const back = await other.agent.inject({
    method: 'POST',
    url: '/api/advertisers/account',
    payload: { accountId: other.advertiser.id },
  });
  expect(back.json()).toMatchObject({ id: other.advertiser.id, role: 'owner' });
  const elsewhere = await other.agent.inject({
    method: 'POST',
    url: '/api/advertisers/account',
    payload: { accountId: (await signedInAdvertiser(t.app)).advertiser.id },
  });
  expect(elsewhere.statusCode).toBe(404);
});

test('the last owner is never removed, demoted or let go; removal ends the member’s sessions there', async () => {
  const owner = await signedInAdvertiser(t.app);
  const me = owner.advertiser.personId;
  const demote = await owner.agent.inject({
    method: 'PATCH',
    url: `/api/members/${me}`,
    payload: { role: 'viewer' },
  });
  expect(demote.statusCode).toBe(409);
  expect(demote.json()).toMatchObject({ code: 'LAST_OWNER' });
  expect(demote.json().ja).toContain('オーナー');
  expect((await owner.agent.inject({ method: 'POST', url: '/api/members/leave' })).json()).toMatchObject({
    code: 'LAST_OWNER',
  });

  const email = uniqueEmail('manager');
  await invite(owner.agent, email, 'manager');
  const member = createAgent(t.app);
  const accepted = await member.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { authorization: `Bearer ${await tokenMailedTo(email)}` },
    payload: { name: 'Mei', password: TEST_PASSWORD, recaptchaToken: TEST_BOT_CHECK_TOKEN },
  });
  const personId = accepted.json().personId;
  const ad = await insertAd(t.app, owner.advertiser.id, { status: 'ACTIVE' });
  expect((await member.inject({ method: 'GET', url: `/api/ads/${ad.id}` })).statusCode).toBe(200);

  expect((await owner.agent.inject({ method: 'DELETE', url: `/api/members/${personId}` })).statusCode).toBe(
    200,
  );
  expect((await member.inject({ method: 'GET', url: `/api/ads/${ad.id}` })).statusCode).toBe(401);
  // With no account left, the person is closed: the address is free to be invited or to sign up again.
  const { findOpenPersonByEmail } = await import('../repositories/advertisers');
  expect(await findOpenPersonByEmail(t.app.db, email)).toBeNull();
  const audit = (await owner.agent.inject({ method: 'GET', url: '/api/members/audit' })).json();
  expect(audit.entries[0]).toMatchObject({ action: 'removed', subject: { kind: 'person', label: email } });
});

test('with a second owner, the first may leave; their session moves to the account they still have', async () => {
  const first = await signedInAdvertiser(t.app);
  const second = await signedInAdvertiser(t.app);
  await invite(first.agent, second.advertiser.email, 'owner');
  await second.agent.inject({
    method: 'POST',
    url: '/api/invitations/join',
    headers: { authorization: `Bearer ${await tokenMailedTo(second.advertiser.email)}` },
  });
  // Removing oneself is leaving.
  const left = await second.agent.inject({
    method: 'DELETE',
    url: `/api/members/${second.advertiser.personId}`,
  });
  expect(left.statusCode).toBe(200);
  const me = await second.agent.inject({ method: 'GET', url: '/api/advertisers/latest' });
  expect(me.json()).toMatchObject({ id: second.advertiser.id, role: 'owner' });
  const list = (await first.agent.inject({ method: 'GET', url: '/api/members' })).json();
  expect(list.members).toHaveLength(1);
  const audit = (await first.agent.inject({ method: 'GET', url: '/api/members/audit' })).json();
  expect(audit.entries[0]).toMatchObject({ action: 'left', actor: { email: second.advertiser.email } });
});

test('mails about an ad go to the member who applied and to the owners, once each', async () => {
  const owner = await signedInAdvertiser(t.app);
  const email = uniqueEmail('manager');
  await invite(owner.agent, email, 'manager');
  const manager = createAgent(t.app);
  await manager.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { authorization: `Bearer ${await tokenMailedTo(email)}` },
    payload: { name: 'Mei', password: TEST_PASSWORD, recaptchaToken: TEST_BOT_CHECK_TOKEN },
  });
  const viewerEmail = uniqueEmail('viewer');
  await invite(owner.agent, viewerEmail, 'viewer');
  await createAgent(t.app).inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { authorization: `Bearer ${await tokenMailedTo(viewerEmail)}` },
    payload: { name: 'Vic', password: TEST_PASSWORD, recaptchaToken: TEST_BOT_CHECK_TOKEN },
  });
  const { adRecipients } = await import('../services/recipients');
  const managerId = (await manager.inject({ method: 'GET', url: '/api/advertisers/latest' })).json().personId;
  const to = await adRecipients(t.app.db, { advertiserId: owner.advertiser.id, appliedBy: managerId });
  expect(to.map((r) => r.email).sort()).toEqual([owner.advertiser.email, email].sort());
});

/** Every signed-in endpoint for every role (decision 0121), derived from the endpoint table as the hostile-input
 *  suite is, so a new entry is covered without being listed: a role the entry's permission allows is let through
 *  (never the refusal), a role it does not allow gets the entry's `refused` status before anything runs, and a
 *  member of another account, whatever their role, never learns that this account's ads or members exist (404).
 *  Bodies are the few valid examples below; an entry with a body and no example fails the suite. */
import { can, ROLES, type Endpoint, type Role } from 'shared-contracts';
import { allEndpoints } from 'shared-contracts/api';
import {
  applicationBody,
  buildAdTestApp,
  insertAd,
  multipart,
  PNG_BYTES,
  recordUpload,
} from './testing/ad-factories';
import { ACCESS_COOKIE } from './plugins/session';
import {
  createAdvertiser,
  createAgent,
  TEST_PASSWORD,
  uniqueEmail,
  type Agent,
} from './testing/build-test-app';
import type { AdTestApp } from './testing/ad-factories';
import { insertMembership, insertPerson } from './repositories/advertisers';
import { createSession } from './services/sessions';
import { hashPassword, hashToken } from './services/secrets';
import { insertInvitation } from './repositories/members';
import { eq } from 'drizzle-orm';
import { ads } from './db/schema';

jest.setTimeout(240_000);

let t: AdTestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await buildAdTestApp();
  passwordHash = await hashPassword(TEST_PASSWORD);
});
afterAll(() => t.close());

type World = {
  accountId: number;
  agents: Record<Role, Agent>;
  personIds: Record<Role, number>;
  adId: number;
  unpaidAdId: number;
  invitationId: number;
  imageUrl: string;
};

function signedInAgent(owner: { personId: number; id: number }): Promise<Agent> {
  return createSession(t.app.db, owner, {
    accessSeconds: t.app.config.ttl.access,
    refreshSeconds: t.app.config.ttl.refresh,
  }).then((tokens) => {
    const agent = createAgent(t.app);
    agent.setCookie(ACCESS_COOKIE, tokens.accessToken, '/api');
    return agent;
  });
}

/** An account with one member of each role, each signed in, an ad live and one unpaid (applied by the manager),
 *  and an open invitation. */
async function createWorld(): Promise<World> {
  const owner = await createAdvertiser(t.app, { country: 'JP' });
  const agents = { owner: await signedInAgent(owner) } as Record<Role, Agent>;
  const personIds = { owner: owner.personId } as Record<Role, number>;
  for (const role of ROLES.filter((r) => r !== 'owner')) {
    const person = await insertPerson(t.app.db, {
      email: uniqueEmail(role),
      passwordHash,
      confirmedAt: new Date(),
    });
    await insertMembership(t.app.db, { personId: person.id, advertiserId: owner.id, role });
    personIds[role] = person.id;
    agents[role] = await signedInAgent({ personId: person.id, id: owner.id });
  }
  const ad = await insertAd(t.app, owner.id, { status: 'ACTIVE' });
  const unpaid = await insertAd(t.app, owner.id, { status: 'UNPAID' });
  await t.app.db.update(ads).set({ appliedBy: personIds.manager }).where(eq(ads.id, unpaid.id));
  const invitation = await insertInvitation(t.app.db, {
    advertiserId: owner.id,
    email: uniqueEmail('invited'),
    role: 'viewer',
    tokenHash: hashToken(`world-${owner.id}`),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return {
    accountId: owner.id,
    agents,
    personIds,
    adId: ad.id,
    unpaidAdId: unpaid.id,
    invitationId: invitation.id,
    imageUrl: await recordUpload(t.app, owner.id),
  };
}

/** A valid body for each signed-in entry that takes one. */
function bodyOf(id: string, world: World): unknown {
  const bodies: Record<string, unknown> = {
    'advertisers.updateProfile': { name: 'Hana Sato' },
    'advertisers.updateMailPreferences': { weeklyResults: true },
    'advertisers.updateTimeZone': { timeZone: 'Asia/Tokyo' },
    'advertisers.changeEmail': { newEmail: uniqueEmail('new') },
    'advertisers.changePassword': {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Rainy-day-43',
      confirmPassword: 'Rainy-day-43',
    },
    'advertisers.switchAccount': { accountId: world.accountId },
    'ads.create': applicationBody(world.imageUrl),
    'ads.update': { status: 'PAUSED' },
    'billing.updateDetails': { country: 'JP', region: null, companyName: 'Acme', taxNumber: '' },
    'checkout.open': { plan: 'LOBBIES', duration: 1, userId: world.accountId, adId: world.unpaidAdId },
    'checkout.confirm': { sessionId: 'cs_test_unknown' },
    'members.invite': { email: uniqueEmail('invitee'), role: 'viewer' },
    'members.changeRole': { role: 'billing' },
  };
  return bodies[id];
}

/** The entry's path with its parameter filled with one of this account's own things. */
function pathOf(id: string, endpoint: Endpoint, world: World): string {
  const own =
    id === 'members.resendInvitation' || id === 'members.revokeInvitation'
      ? world.invitationId
      : id.startsWith('members.')
        ? world.personIds.viewer
        : id === 'advertisers.get'
          ? world.accountId
          : id === 'billing.receipt'
            ? '2026-000001'
            : world.adId;
  return `/api${endpoint.path.replace(/:\w+/, String(own))}`;
}

async function send(
  agent: Agent,
  id: string,
  endpoint: Endpoint,
  world: World,
  path = pathOf(id, endpoint, world),
) {
  if (endpoint.body === 'multipart') {
    const form = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', bytes: PNG_BYTES }]);
    return agent.inject({ method: endpoint.method, url: path, payload: form.payload, headers: form.headers });
  }
  const body = endpoint.body ? bodyOf(id, world) : undefined;
  return agent.inject({
    method: endpoint.method,
    url: path,
    ...(endpoint.bearer === 'link' ? { headers: { authorization: 'Bearer not-a-real-invitation' } } : {}),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const memberEntries = allEndpoints()
  .filter(({ endpoint }) => endpoint.access === 'advertiser')
  .map(({ namespace, name, endpoint }) => ({ id: `${namespace}.${name}`, endpoint }));

function allows(role: Role, endpoint: Endpoint): boolean {
  return (
    endpoint.permission === 'member' || (endpoint.permission !== undefined && can(role, endpoint.permission))
  );
}

test('every signed-in entry with a body has a valid example here', async () => {
  const world = await createWorld();
  const missing = memberEntries.filter(
    ({ id, endpoint }) => endpoint.body && endpoint.body !== 'multipart' && bodyOf(id, world) === undefined,
  );
  expect(missing.map(({ id }) => id)).toEqual([]);
});

describe.each(memberEntries)('$id', ({ id, endpoint }) => {
  // The owner last: some moves it may make (closing the account) end the world for the others.
  const order: Role[] = ['viewer', 'billing', 'manager', 'owner'];

  test('each role is let through or refused as the entry’s permission says', async () => {
    const world = await createWorld();
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const role of order) {
      const res = await send(world.agents[role], id, endpoint, world);
      const code = endpoint.refused === 404 ? 'NOT_FOUND' : 'FORBIDDEN';
      const refused = res.statusCode === endpoint.refused && res.json().code === code;
      seen[role] = res.statusCode === 401 ? 'signed out' : refused ? 'refused' : 'let through';
      expected[role] = allows(role, endpoint) ? 'let through' : 'refused';
      if (!allows(role, endpoint)) expect(res.json()).toMatchObject({ statusCode: endpoint.refused });
    }
    expect(seen).toEqual(expected);
  });

  if (endpoint.params)
    test('a member of another account, even its owner, does not learn this one’s things exist', async () => {
      const world = await createWorld();
      const stranger = await createAdvertiser(t.app);
      const agent = await signedInAgent(stranger);
      const res = await send(agent, id, endpoint, world);
      expect(res.statusCode).toBe(404);
    });
});

describe('the row rule of paying', () => {
  test('a manager pays for the ads they applied for, not for another member’s', async () => {
    const world = await createWorld();
    const others = await insertAd(t.app, world.accountId, { status: 'UNPAID' });
    const open = (adId: number) =>
      world.agents.manager.inject({
        method: 'POST',
        url: '/api/stripe/checkout/ad',
        payload: { plan: 'LOBBIES', duration: 1, userId: world.accountId, adId },
      });
    const refused = await open(others.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await open(world.unpaidAdId)).statusCode).toBe(200);
  });
});

/** The review desk through HTTP (decision 0038): only a signed-in operator reaches it (anyone else gets the
 *  unknown-route 404, an advertiser's session included); the queue shows what an operator checks; the moves are
 *  the CLI's, mail the advertiser the same way and write the audit log with the operator, or 'operator CLI' for
 *  the CLI; two operators approving at once make one move and one 409. */
import { eq } from 'drizzle-orm';
import { cliActor, ENDPOINTS } from 'shared-contracts/api';
import { machineUserName } from '../cli/operator-client';
import { adAuditLog, ads, memberships, payments, people, uploads } from '../db/schema';
import {
  buildAdTestApp,
  daysFromToday,
  findAd,
  insertAd,
  operatorClient,
  type AdTestApp,
} from '../testing/ad-factories';
import { createAdvertiser, createAgent, mailsTo, signedInAdvertiser } from '../testing/build-test-app';
import { enrolledOperator, type EnrolledOperator } from '../testing/operator-factories';
import { keyOfImageUrl } from '../services/uploads';

jest.setTimeout(60_000);

const { review } = ENDPOINTS;
const adUrl = (id: number, move = '') => `/api/review/ads/${id}${move ? `/${move}` : ''}`;

let t: AdTestApp;
let operator: EnrolledOperator;
beforeAll(async () => {
  t = await buildAdTestApp();
  operator = await enrolledOperator(t);
});
afterAll(() => t.close());
afterEach(() => expect(t.serverErrors).toEqual([]));

async function pendingAd(overrides: Parameters<typeof insertAd>[2] = {}) {
  const owner = await createAdvertiser(t.app, { name: 'Hana Sato' });
  const ad = await insertAd(t.app, owner.id, { status: 'PENDING', start: daysFromToday(7), ...overrides });
  return { owner, ad };
}

describe('who reaches the desk', () => {
  test('nobody, a stranger’s cookie and an advertiser’s session get exactly the unknown-route 404', async () => {
    const { ad } = await pendingAd();
    const unknown = await createAgent(t.app).inject({ method: 'GET', url: '/api/review/no-such-route' });
    const { agent: advertiser } = await signedInAdvertiser(t.app);
    const forged = createAgent(t.app);
    forged.setCookie('portal_operator', 'forged-token', '/api');
    for (const agent of [createAgent(t.app), forged, advertiser]) {
      for (const request of [
        { method: 'GET', url: `/api${review.queue.path}` },
        { method: 'GET', url: adUrl(ad.id) },
        { method: 'POST', url: adUrl(ad.id, 'approve') },
        { method: 'POST', url: adUrl(ad.id, 'reject'), payload: { reason: 'x' } },
      ] as const) {
        const res = await agent.inject(request);
        expect({ request, status: res.statusCode, body: res.json() }).toEqual({
          request,
          status: 404,
          body: unknown.json(),
        });
      }
    }
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
  });
});

describe('the queue', () => {
  test('lists the pending ads oldest first with link domain, warnings, banner size, advertiser and payment', async () => {
    await t.app.db.delete(ads).where(eq(ads.status, 'PENDING'));
    const first = await pendingAd({
      title: 'Books at paypal.com',
      linkUrl: 'https://xn--bcher-kva.example/sale',
    });
    const second = await pendingAd({ title: 'Winter exhibition' });
    await insertAd(t.app, first.owner.id, { status: 'ACTIVE', title: 'Already running' });
    const key = keyOfImageUrl(t.app.config, first.ad.imageUrl) ?? '';
    await t.app.db.update(uploads).set({ width: 960, height: 150 }).where(eq(uploads.key, key));
    await t.app.db.insert(payments).values({
      adId: first.ad.id,
      advertiserId: first.owner.id,
      provider: 'test-checkout',
      providerSessionId: `review-${first.ad.id}`,
      plan: first.ad.plan,
      duration: first.ad.duration,
      subtotalCents: 30000,
      taxCents: 1500,
      totalCents: 31500,
      status: 'COMPLETED',
      completedAt: new Date(),
    });

    const res = await operator.agent.inject({ method: 'GET', url: `/api${review.queue.path}` });
    expect(res.statusCode).toBe(200);
    const { ads: queue } = res.json();
    expect(queue.map((item: { id: number }) => item.id)).toEqual([first.ad.id, second.ad.id]);
    expect(queue[0]).toMatchObject({
      title: 'Books at paypal.com',
      linkUrl: 'https://xn--bcher-kva.example/sale',
      linkDomain: 'bücher.example',
      linkWarnings: ['punycode', 'text-mismatch'],
      bannerUrl: first.ad.imageUrl,
      bannerWidth: 960,
      bannerHeight: 150,
      plan: first.ad.plan,
      startDate: `${first.ad.startDate}T00:00:00.000Z`,
      advertiser: { id: first.owner.id, email: first.owner.email, name: 'Hana Sato', companyName: null },
      payment: { status: 'COMPLETED', amountCents: 31500, currency: 'USD', receiptNumber: null },
    });
    expect(queue[1]).toMatchObject({ linkDomain: 'gallery.example.com', linkWarnings: [], payment: null });
  });

  test('each item names the member who applied, and the ad page too (decision 0121)', async () => {
    const { owner, ad } = await pendingAd();
    const [applicant] = await t.app.db
      .insert(people)
      .values({ email: 'ken@example.com', passwordHash: 'x', name: 'Ken Mori', confirmedAt: new Date() })
      .returning();
    await t.app.db
      .insert(memberships)
      .values({ personId: applicant!.id, advertiserId: owner.id, role: 'manager' });
    await t.app.db.update(ads).set({ appliedBy: applicant!.id }).where(eq(ads.id, ad.id));

    const { ads: queue } = (
      await operator.agent.inject({ method: 'GET', url: `/api${review.queue.path}` })
    ).json();
    const item = queue.find((entry: { id: number }) => entry.id === ad.id);
    expect(item).toMatchObject({
      advertiser: { email: owner.email },
      appliedBy: { name: 'Ken Mori', email: 'ken@example.com' },
    });
    const page = (await operator.agent.inject({ method: 'GET', url: adUrl(ad.id) })).json();
    expect(page.ad.appliedBy).toEqual({ name: 'Ken Mori', email: 'ken@example.com' });
  });
});

describe('the moves', () => {
  test('approve makes the ad ACTIVE, mails the advertiser as the CLI does and records the operator', async () => {
    const { owner, ad } = await pendingAd();
    const res = await operator.agent.inject({ method: 'POST', url: adUrl(ad.id, 'approve') });
    expect(res.statusCode).toBe(200);
    const { ad: answered, history } = res.json();
    expect(answered).toMatchObject({ id: ad.id, status: 'ACTIVE' });
    expect(history).toEqual([
      { action: 'approve', actor: operator.email, reason: null, at: expect.any(String) },
    ]);
    const [mail] = await mailsTo(t.app, owner.email);
    expect(mail?.subject).toMatch(/approved/i);
    // Approving again is a conflict, and the log keeps one entry.
    const again = await operator.agent.inject({ method: 'POST', url: adUrl(ad.id, 'approve') });
    expect(again.statusCode).toBe(409);
    const read = await operator.agent.inject({ method: 'GET', url: adUrl(ad.id) });
    expect(read.json().history).toHaveLength(1);
  });

  test('reject keeps the reason on the ad, in the mail and in the log', async () => {
    const { owner, ad } = await pendingAd();
    const reason = 'The banner is blurry.';
    const res = await operator.agent.inject({
      method: 'POST',
      url: adUrl(ad.id, 'reject'),
      payload: { reason },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ad).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
    expect(res.json().history).toEqual([
      { action: 'reject', actor: operator.email, reason, at: expect.any(String) },
    ]);
    const [mail] = await mailsTo(t.app, owner.email);
    expect(mail?.text).toContain(reason);
    const empty = await operator.agent.inject({
      method: 'POST',
      url: adUrl(ad.id, 'reject'),
      payload: { reason: '' },
    });
    expect(empty.statusCode).toBe(400);
  });

  test('the queue names each ad’s language; a reason in another language says so in the mail and on the ad', async () => {
    const { owner, ad } = await pendingAd({ language: 'en' });
    const queue = await operator.agent.inject({ method: 'GET', url: '/api/review/ads' });
    expect(queue.json().ads).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ad.id, language: 'en' })]),
    );
    const res = await operator.agent.inject({
      method: 'POST',
      url: adUrl(ad.id, 'reject'),
      payload: { reason: 'リンクが開きません。', reasonLanguage: 'ja' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(t.app, owner.email);
    expect(mail?.text).toContain('The reason is written in Japanese.');
    const advertiserAd = await t.app.db.select().from(ads).where(eq(ads.id, ad.id));
    expect(advertiserAd[0]?.rejectionReasonLanguage).toBe('ja');

    // In the ad's own language nothing more is said.
    const other = await pendingAd({ language: 'en' });
    await operator.agent.inject({
      method: 'POST',
      url: adUrl(other.ad.id, 'reject'),
      payload: { reason: 'The link is broken.', reasonLanguage: 'en' },
    });
    const [plain] = await mailsTo(t.app, other.owner.email);
    expect(plain?.text).not.toContain('written in');
  });

  test('the desk shows both creatives, labelled by language; a rejection names which, in the mail and on the ad', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, {
      status: 'PENDING',
      start: daysFromToday(7),
      creativeLanguage: 'en',
      secondTitle: '冬の展覧会',
    });
    const shown = await operator.agent.inject({ method: 'GET', url: adUrl(ad.id) });
    expect(shown.json().ad).toMatchObject({
      title: ad.title,
      bannerUrl: ad.imageUrl,
      creativeLanguage: 'en',
      secondCreative: { title: '冬の展覧会', bannerUrl: expect.stringMatching(/\/api\/files\//) },
    });
    expect(shown.json().ad.secondCreative.bannerUrl).not.toBe(ad.imageUrl);

    const bad = await operator.agent.inject({
      method: 'POST',
      url: adUrl(ad.id, 'reject'),
      payload: { reason: 'The Japanese banner is blurry.', creatives: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await operator.agent.inject({
      method: 'POST',
      url: adUrl(ad.id, 'reject'),
      payload: { reason: 'The Japanese banner is blurry.', creatives: 'ja' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ad).toMatchObject({ status: 'REJECTED', rejectedCreatives: 'ja' });
    const [mail] = await mailsTo(t.app, owner.advertiser.email);
    expect(mail?.text).toContain('The Japanese banner and title');
    const mine = await owner.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}` });
    expect(mine.json()).toMatchObject({ rejectedCreatives: 'ja', secondCreative: { title: '冬の展覧会' } });

    // Not named: both; an ad with one creative names none.
    const both = await pendingAd({ language: 'ja', creativeLanguage: 'ja', secondTitle: 'Winter' });
    await operator.agent.inject({
      method: 'POST',
      url: adUrl(both.ad.id, 'reject'),
      payload: { reason: 'リンクが開きません。' },
    });
    expect((await findAd(t.app, both.ad.id))?.rejectedCreatives).toBe('both');
    const [japanese] = await mailsTo(t.app, both.owner.email);
    expect(japanese?.text).toContain('両方のバナーとタイトル');
    const single = await pendingAd();
    await operator.agent.inject({
      method: 'POST',
      url: adUrl(single.ad.id, 'reject'),
      payload: { reason: 'No.', creatives: 'en' },
    });
    expect((await findAd(t.app, single.ad.id))?.rejectedCreatives).toBeNull();
  });

  test('end and refund are recorded too; a move the status does not allow is a 409', async () => {
    const running = await insertAd(t.app, (await createAdvertiser(t.app)).id, { status: 'ACTIVE' });
    expect(
      (await operator.agent.inject({ method: 'POST', url: adUrl(running.id, 'refund') })).statusCode,
    ).toBe(409);
    const ended = await operator.agent.inject({ method: 'POST', url: adUrl(running.id, 'end') });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().history.map((e: { action: string }) => e.action)).toEqual(['end']);

    const { owner, ad } = await pendingAd();
    await t.app.db.insert(payments).values({
      adId: ad.id,
      advertiserId: owner.id,
      provider: t.app.adapters.payments.kind,
      providerSessionId: `refund-${ad.id}`,
      plan: ad.plan,
      duration: ad.duration,
      subtotalCents: 10000,
      totalCents: 10000,
      status: 'COMPLETED',
      completedAt: new Date(),
    });
    await operator.agent.inject({ method: 'POST', url: adUrl(ad.id, 'reject'), payload: { reason: 'No.' } });
    const refunded = await operator.agent.inject({ method: 'POST', url: adUrl(ad.id, 'refund') });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().ad.status).toBe('REFUNDED');
    expect(refunded.json().history.map((e: { action: string }) => e.action)).toEqual(['reject', 'refund']);
  });

  test('an unknown ad is a 404', async () => {
    for (const move of ['', 'approve', 'end', 'refund'])
      expect(
        (await operator.agent.inject({ method: move ? 'POST' : 'GET', url: adUrl(2_000_000_000, move) }))
          .statusCode,
      ).toBe(404);
  });

  test('two operators approving at once: one approves, the other gets 409, one audit entry and one mail', async () => {
    const other = await enrolledOperator(t);
    const { owner, ad } = await pendingAd();
    const answers = await Promise.all(
      [operator, other].map(({ agent }) => agent.inject({ method: 'POST', url: adUrl(ad.id, 'approve') })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const entries = await t.app.db.select().from(adAuditLog).where(eq(adAuditLog.adId, ad.id));
    expect(entries).toHaveLength(1);
    expect(await mailsTo(t.app, owner.email)).toHaveLength(1);
  });

  test('the CLI’s moves are in the same log, as the operator CLI with the machine’s user name', async () => {
    const { ad } = await pendingAd();
    const client = await operatorClient(t);
    expect((await client.reject(ad.id, 'Link is broken')).ok).toBe(true);
    const res = await operator.agent.inject({ method: 'GET', url: adUrl(ad.id) });
    expect(res.json().history).toEqual([
      {
        action: 'reject',
        actor: cliActor(machineUserName()),
        reason: 'Link is broken',
        at: expect.any(String),
      },
    ]);
  });
});

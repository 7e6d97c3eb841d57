/** Receipts, billing and refunds through HTTP (decision 0033): a receipt issued with each completed payment
 *  (numbered in sequence under concurrent completions, tax lines per province), the billing list and a receipt
 *  page only for their owner, billing details applying to later payments only, and refunds of rejected ads that
 *  were never live — made once through the payment adapter, whatever is repeated — by the advertiser or the
 *  operator's CLI. */
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { ApiErrorBodySchema, type Receipt } from 'shared-contracts';
import {
  BillingDetailsSchema,
  BillingHistorySchema,
  CheckoutResponseSchema,
  ReceiptSchema,
  RefundAnswerSchema,
} from 'shared-contracts/api';
import type { PaymentProvider, RefundRequest } from '../adapters/payments/payments';
import { createTestCheckout } from '../adapters/payments/test-checkout/provider';
import { runAdmin } from '../cli/run-admin';
import { ads, payments, receipts, refunds } from '../db/schema';
import { completePayment } from '../services/payments';
import {
  buildAdTestApp,
  collectOutput,
  daysFromToday,
  findAd,
  insertAd,
  operatorClient,
  type AdOverrides,
  type AdTestApp,
} from '../testing/ad-factories';
import {
  mailsTo,
  signedInAdvertiser,
  type AdvertiserOverrides,
  type SignedInAdvertiser,
} from '../testing/build-test-app';

jest.setTimeout(60_000);

/** The test checkout, with every refund it was asked for recorded. */
const refundRequests: RefundRequest[] = [];
const testCheckout = createTestCheckout('http://localhost:3000');
const recordingCheckout: PaymentProvider = {
  ...testCheckout,
  refund: async (request) => {
    refundRequests.push(request);
    return testCheckout.refund(request);
  },
};

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp({ adapters: { payments: recordingCheckout } });
});
afterAll(() => t.close());

const errorOf = (body: unknown) => v.parse(ApiErrorBodySchema, body);
const post = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

const canadian = (region: string): AdvertiserOverrides => ({ country: 'CA', region });

async function openCheckout(owner: SignedInAdvertiser, ad: { id: number; plan: string; duration: number }) {
  const res = await owner.agent.inject({
    method: 'POST',
    url: '/api/stripe/checkout/ad',
    payload: { plan: ad.plan, duration: ad.duration, userId: owner.advertiser.id, adId: ad.id },
  });
  expect(res.statusCode).toBe(200);
  return new URL(v.parse(CheckoutResponseSchema, res.json()).url).pathname;
}

/** An advertiser whose UNPAID ad was just paid through the test checkout. */
async function paidAd(advertiser: AdvertiserOverrides = {}, overrides: AdOverrides = {}) {
  const owner = await signedInAdvertiser(t.app, advertiser);
  const ad = await insertAd(t.app, owner.advertiser.id, {
    status: 'UNPAID',
    duration: 3,
    start: daysFromToday(7),
    ...overrides,
  });
  const path = await openCheckout(owner, ad);
  expect((await post(`${path}/pay`)).statusCode).toBe(303);
  return { owner, ad, sessionId: path.split('/').at(-1) ?? '' };
}

async function history(owner: SignedInAdvertiser) {
  const res = await owner.agent.inject({ method: 'GET', url: '/api/billing' });
  expect(res.statusCode).toBe(200);
  return v.parse(BillingHistorySchema, res.json());
}

async function receipt(owner: SignedInAdvertiser, number: string): Promise<Receipt> {
  const res = await owner.agent.inject({ method: 'GET', url: `/api/billing/receipts/${number}` });
  expect(res.statusCode).toBe(200);
  return v.parse(ReceiptSchema, res.json());
}

async function onlyReceiptNumber(owner: SignedInAdvertiser): Promise<string> {
  const [entry] = (await history(owner)).entries;
  if (!entry?.receiptNumber) throw new Error('no receipt in billing');
  return entry.receiptNumber;
}

const reject = (adId: number) => t.app.db.update(ads).set({ status: 'REJECTED' }).where(eq(ads.id, adId));
const requestRefund = (owner: SignedInAdvertiser, adId: number) =>
  owner.agent.inject({ method: 'POST', url: `/api/ads/${adId}/refund` });

describe('receipts', () => {
  test('a completed payment issues a receipt, mailed in the ad’s language, with Ontario’s HST 13%', async () => {
    const { owner, ad } = await paidAd(canadian('ON'), { language: 'ja', plan: 'LOBBIES', duration: 3 });
    const number = await onlyReceiptNumber(owner);
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    expect(await receipt(owner, number)).toMatchObject({
      number,
      language: 'ja',
      adId: ad.id,
      adTitle: ad.title,
      plan: 'LOBBIES',
      months: 3,
      monthlyPriceCents: 3200,
      subtotalCents: 9600,
      taxLines: [{ name: 'HST', rateBasisPoints: 1300, amountCents: 1248 }],
      taxCents: 1248,
      totalCents: 10_848,
      currency: 'USD',
      seller: { name: t.config.seller.name, address: t.config.seller.address },
      buyer: { email: owner.advertiser.email, country: 'CA', region: 'ON' },
      // The run it paid for, and how: the embedded test checkout.
      run: { startDate: ad.startDate, endDate: ad.endDate },
      paymentMethod: { kind: 'test-checkout' },
      refund: null,
    });
    const [mail] = await mailsTo(t.app, owner.advertiser.email);
    expect(mail?.subject).toMatch(
      new RegExp(`^【Virtual Art Exhibition】お支払い完了と領収書のお知らせ（${number}）`),
    );
    expect(mail?.text).toContain('・HST 13%：US$12.48');
    expect(mail?.text).toContain('合計：US$108.48（米ドル）');
    expect(mail?.text).toContain(`・発行者：${t.config.seller.name}`);
    expect(mail?.text).toContain(`運営会社：${t.config.mail.companyName}`);
    expect(mail?.links).toContain(`http://localhost:3000/dashboard/billing/${number}`);
  });

  test.each([
    [
      'QC',
      [
        ['GST', 500, 480],
        ['QST', 997.5, 958],
      ],
    ], // 957.6
    [
      'MB',
      [
        ['GST', 500, 480],
        ['RST', 700, 672],
      ],
    ],
    [
      'BC',
      [
        ['GST', 500, 480],
        ['PST', 700, 672],
      ],
    ],
    ['AB', [['GST', 500, 480]]],
  ] as const)('a customer in %s gets each tax on its own line', async (region, lines) => {
    const { owner } = await paidAd(canadian(region), { plan: 'LOBBIES', duration: 3 });
    const issued = await receipt(owner, await onlyReceiptNumber(owner));
    const expected = lines.map(([name, rateBasisPoints, amountCents]) => ({
      name,
      rateBasisPoints,
      amountCents,
    }));
    expect(issued.taxLines).toEqual(expected);
    expect(issued.taxCents).toBe(expected.reduce((sum, line) => sum + line.amountCents, 0));
    expect(issued.totalCents).toBe(9600 + issued.taxCents);
  });

  test('outside Canada a receipt has no tax line', async () => {
    const { owner } = await paidAd({ country: 'JP' });
    expect(await receipt(owner, await onlyReceiptNumber(owner))).toMatchObject({
      taxLines: [],
      taxCents: 0,
      totalCents: 9600,
    });
  });

  test('payments completing at the same moment get consecutive numbers, none twice', async () => {
    const opened = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const owner = await signedInAdvertiser(t.app);
        const ad = await insertAd(t.app, owner.advertiser.id, {
          status: 'UNPAID',
          duration: 1,
          start: daysFromToday(7),
        });
        return (await openCheckout(owner, ad)).split('/').at(-1) ?? '';
      }),
    );
    // Each completion, and a replay of each, at once.
    await Promise.all([...opened, ...opened].map((sessionId) => completePayment(t.app.db, sessionId)));
    const rows = await t.app.db
      .select({ number: receipts.number, paymentId: receipts.paymentId })
      .from(receipts);
    // Every receipt of this suite so far: one per payment, numbered 1, 2, 3… without a gap or a repeat.
    const numbers = rows.map((row) => row.number).sort();
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(rows.length);
    const sequences = numbers.map((number) => Number(number.slice(5)));
    expect(sequences).toEqual(sequences.map((_, index) => (sequences[0] ?? 0) + index));
  });

  test('another advertiser’s receipt, and a number that is no receipt, are not found', async () => {
    const { owner } = await paidAd();
    const number = await onlyReceiptNumber(owner);
    const stranger = await signedInAdvertiser(t.app);
    expect(
      (await stranger.agent.inject({ method: 'GET', url: `/api/billing/receipts/${number}` })).statusCode,
    ).toBe(404);
    expect(
      (await stranger.agent.inject({ method: 'GET', url: '/api/billing/receipts/1999-000001' })).statusCode,
    ).toBe(404);
    expect((await history(stranger)).entries).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/billing' })).statusCode).toBe(401);
  });
});

describe('billing details', () => {
  test('can be read and changed, and apply to later payments only', async () => {
    const owner = await signedInAdvertiser(t.app, canadian('ON'));
    const first = await insertAd(t.app, owner.advertiser.id, {
      status: 'UNPAID',
      duration: 1,
      start: daysFromToday(7),
    });
    await post(`${await openCheckout(owner, first)}/pay`);
    const before = await onlyReceiptNumber(owner);

    const get = await owner.agent.inject({ method: 'GET', url: '/api/advertisers/billing-details' });
    expect(v.parse(BillingDetailsSchema, get.json())).toEqual({
      country: 'CA',
      region: 'ON',
      companyName: null,
      taxNumber: null,
    });
    const patch = await owner.agent.inject({
      method: 'PATCH',
      url: '/api/advertisers/billing-details',
      payload: {
        country: 'CA',
        region: 'QC',
        companyName: ' Galerie Lumière ',
        taxNumber: '1234567890 TQ0001',
      },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toEqual({
      country: 'CA',
      region: 'QC',
      companyName: 'Galerie Lumière',
      taxNumber: '1234567890 TQ0001',
    });

    const second = await insertAd(t.app, owner.advertiser.id, {
      status: 'UNPAID',
      duration: 1,
      start: daysFromToday(7),
    });
    await post(`${await openCheckout(owner, second)}/pay`);
    const numbers = (await history(owner)).entries.map((entry) => entry.receiptNumber);
    const after = numbers.find((number) => number !== before) ?? '';

    expect(await receipt(owner, before)).toMatchObject({
      buyer: { region: 'ON', companyName: null, taxNumber: null },
      taxLines: [{ name: 'HST' }],
    });
    expect(await receipt(owner, after)).toMatchObject({
      buyer: { region: 'QC', companyName: 'Galerie Lumière', taxNumber: '1234567890 TQ0001' },
      taxLines: [{ name: 'GST' }, { name: 'QST' }],
    });
  });

  test('Canada needs a province; elsewhere the region is dropped', async () => {
    const owner = await signedInAdvertiser(t.app);
    const patch = (payload: Record<string, unknown>) =>
      owner.agent.inject({ method: 'PATCH', url: '/api/advertisers/billing-details', payload });
    expect((await patch({ country: 'CA', region: null })).statusCode).toBe(400);
    expect((await patch({ country: 'XX' })).statusCode).toBe(400);
    expect((await patch({ country: 'US', region: 'ON', companyName: '' })).json()).toEqual({
      country: 'US',
      region: null,
      companyName: null,
      taxNumber: null,
    });
  });

  test('half of a surrogate pair in the company name or the tax number is a 400 in both languages, and nothing is saved', async () => {
    const owner = await signedInAdvertiser(t.app);
    const saved = { country: 'US', region: null, companyName: 'Galerie Lumière', taxNumber: '12-3456789' };
    await owner.agent.inject({ method: 'PATCH', url: '/api/advertisers/billing-details', payload: saved });
    for (const field of ['companyName', 'taxNumber']) {
      const res = await owner.agent.inject({
        method: 'PATCH',
        url: '/api/advertisers/billing-details',
        headers: { 'content-type': 'application/json' },
        // JSON carries a lone half as an escape; UTF-8, and so the database, cannot hold it (decision 0082).
        payload: `{"country":"US","${field}":"Galerie \\ud822 Lumière \\ude5a"}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        en: expect.stringContaining('broken character'),
        ja: expect.stringContaining('壊れた文字'),
      });
    }
    const after = await owner.agent.inject({ method: 'GET', url: '/api/advertisers/billing-details' });
    expect(after.json()).toEqual(saved);
    expect(t.serverErrors).toEqual([]);
  });
});

describe('refunds', () => {
  test('a rejected ad is refunded once through the payment adapter, closes REFUNDED, and shows in billing', async () => {
    const { owner, ad, sessionId } = await paidAd(canadian('ON'), { language: 'ja' });
    await reject(ad.id);
    const before = refundRequests.length;

    const [first, second] = await Promise.all([requestRefund(owner, ad.id), requestRefund(owner, ad.id)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const answer = v.parse(RefundAnswerSchema, first?.json());
    expect(answer.ad.status).toBe('REFUNDED');
    expect(answer.refund).toMatchObject({ adId: ad.id, amountCents: 10_848, currency: 'USD' });
    expect(v.parse(RefundAnswerSchema, second?.json()).refund.id).toBe(answer.refund.id);

    // Asked again later, and the payment's completion replayed: still the one refund.
    expect(v.parse(RefundAnswerSchema, (await requestRefund(owner, ad.id)).json()).refund.id).toBe(
      answer.refund.id,
    );
    await completePayment(t.app.db, sessionId);
    expect((await findAd(t.app, ad.id))?.status).toBe('REFUNDED');
    expect(await t.app.db.select().from(refunds).where(eq(refunds.adId, ad.id))).toHaveLength(1);
    expect(await t.app.db.select().from(receipts).where(eq(receipts.adId, ad.id))).toHaveLength(1);

    const asked = refundRequests.slice(before);
    expect(asked.length).toBeGreaterThan(0);
    for (const request of asked)
      expect(request).toMatchObject({
        adId: ad.id,
        sessionId,
        amountCents: 10_848,
        idempotencyKey: `refund-ad-${ad.id}`,
      });

    const billing = await history(owner);
    expect(billing.entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['refund', -10_848],
      ['payment', 10_848],
    ]);
    expect(billing.totals).toEqual({
      paidCents: 10_848,
      refundedCents: 10_848,
      netCents: 0,
      currency: 'USD',
    });
    expect((await receipt(owner, answer.refund.receiptNumber ?? '')).refund?.id).toBe(answer.refund.id);

    const refundMails = (await mailsTo(t.app, owner.advertiser.email)).filter((mail) =>
      mail.subject.startsWith('【Virtual Art Exhibition】返金手続きが完了しました'),
    );
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.text).toContain('US$108.48');
  });

  test('an ad that is or was live is refused, in English and Japanese', async () => {
    const { owner, ad } = await paidAd();
    await t.app.db.update(ads).set({ status: 'ACTIVE' }).where(eq(ads.id, ad.id));
    const live = await requestRefund(owner, ad.id);
    expect(live.statusCode).toBe(409);
    expect(errorOf(live.json()).en).toContain('Only a rejected ad that was never live can be refunded');
    expect(errorOf(live.json()).ja).toContain('返金できるのは、一度も掲載されずに不承認となった広告のみです');

    await t.app.db.update(ads).set({ status: 'REJECTED', wentLiveAt: new Date() }).where(eq(ads.id, ad.id));
    expect((await requestRefund(owner, ad.id)).statusCode).toBe(409);
    expect(await t.app.db.select().from(refunds).where(eq(refunds.adId, ad.id))).toEqual([]);
  });

  test('an unpaid ad and another advertiser’s ad are not refunded', async () => {
    const owner = await signedInAdvertiser(t.app);
    const unpaid = await insertAd(t.app, owner.advertiser.id, { status: 'REJECTED' });
    expect((await requestRefund(owner, unpaid.id)).statusCode).toBe(409);
    const { ad } = await paidAd();
    await reject(ad.id);
    expect((await requestRefund(owner, ad.id)).statusCode).toBe(404);
    expect((await findAd(t.app, ad.id))?.status).toBe('REJECTED');
  });

  test('a provider failure changes nothing, and the retry makes the refund with the same key', async () => {
    const { owner, ad } = await paidAd();
    await reject(ad.id);
    const refund = recordingCheckout.refund;
    recordingCheckout.refund = async () => ({ ok: false, reason: 'the provider is down' });
    try {
      const failed = await requestRefund(owner, ad.id);
      expect(failed.statusCode).toBe(503);
      expect(errorOf(failed.json()).en).toContain('Nothing has changed');
      expect((await findAd(t.app, ad.id))?.status).toBe('REJECTED');
    } finally {
      recordingCheckout.refund = refund;
    }
    expect(v.parse(RefundAnswerSchema, (await requestRefund(owner, ad.id)).json()).ad.status).toBe(
      'REFUNDED',
    );
  });

  test('the operator’s ads:refund follows the same rules', async () => {
    const client = await operatorClient(t);
    const admin = async (...argv: string[]) => {
      const output = collectOutput();
      const code = await runAdmin(argv, client, output);
      return { code, stdout: output.stdout.join('\n'), stderr: output.stderr.join('\n') };
    };
    const { owner, ad } = await paidAd();
    const refused = await admin('ads:refund', String(ad.id));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Only a rejected ad that was never live can be refunded');

    await reject(ad.id);
    const done = await admin('ads:refund', String(ad.id));
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`Ad ${ad.id} "${ad.title}" is REFUNDED: US$96.00 refunded (receipt `);
    expect(done.stdout).toContain(`The advertiser (${owner.advertiser.email}) has been mailed.`);
    const again = await admin('ads:refund', String(ad.id));
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('No mail was sent by this command.');
    expect(await t.app.db.select().from(refunds).where(eq(refunds.adId, ad.id))).toHaveLength(1);
    expect((await admin('--help')).stdout).toContain('ads:refund ID');
  });
});

test('payments rows are untouched by billing reads', async () => {
  const { owner, ad } = await paidAd();
  await history(owner);
  expect((await t.app.db.select().from(payments).where(eq(payments.adId, ad.id)))[0]?.status).toBe(
    'COMPLETED',
  );
});

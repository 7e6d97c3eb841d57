/** One advertiser's whole way through the API, over HTTP only, as the portal's pages and the exhibition system
 *  drive it: sign up, confirm from the mailed link, upload a banner, apply, pay on the test checkout, get approved by
 *  an operator with the CLI, be served and clicked in an exhibition, and see the counts on the dashboard. */
import * as v from 'valibot';
import { AdvertiserSchema } from 'shared-contracts';
import { AdListSchema, AdSchema, CheckoutResponseSchema, UploadResponseSchema } from 'shared-contracts/api';
import { runAdmin } from './cli/run-admin';
import {
  buildAdTestApp,
  collectOutput,
  operatorClient,
  PNG_BYTES,
  uploadImage,
  type AdTestApp,
} from './testing/ad-factories';
import { createAgent, TEST_BOT_CHECK_TOKEN, TEST_PASSWORD, uniqueEmail } from './testing/build-test-app';
import { calculateEndDate, todayUtc, toUtcIso } from 'shared-contracts/dates';

jest.setTimeout(60_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

const OutboxSchema = v.array(v.object({ subject: v.string(), links: v.array(v.string()) }));

test('sign up, apply, pay, get approved, be served and clicked, and see the counts', async () => {
  const browser = createAgent(t.app);
  const email = uniqueEmail('journey');

  // Sign up and confirm the email from the link in the outbox.
  const signUp = await browser.inject({
    method: 'POST',
    url: '/api/advertisers/signup',
    payload: { email, password: TEST_PASSWORD, language: 'en', recaptchaToken: TEST_BOT_CHECK_TOKEN },
  });
  expect(signUp.statusCode).toBe(201);
  await t.app.afterResponse.settled(); // the account and its mail are made after the answer
  const outbox = v.parse(
    OutboxSchema,
    (await browser.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json(),
  );
  const link = new URL(outbox[0]?.links[0] ?? '');
  expect(link.pathname).toBe('/signup/onboarding');
  const confirmed = await browser.inject({
    method: 'POST',
    url: '/api/advertisers/email-confirm',
    headers: { authorization: `Bearer ${link.searchParams.get('token') ?? ''}` },
  });
  expect(confirmed.statusCode).toBe(200);
  const advertiser = v.parse(AdvertiserSchema, confirmed.json());

  // Upload the banner, then apply (product.md, Forms and their limits: the order of sending), starting today so it can
  // run at once.
  const upload = await uploadImage(browser, { bytes: PNG_BYTES });
  expect(upload.statusCode).toBe(200);
  const { url: imageUrl } = v.parse(UploadResponseSchema, upload.json());
  const start = todayUtc();
  const created = await browser.inject({
    method: 'POST',
    url: '/api/ads',
    payload: {
      name: 'Kei Tanaka',
      title: 'Journey banner',
      linkUrl: 'https://gallery.example.com/journey',
      plan: 'COMPREHENSIVE',
      startDate: toUtcIso(start),
      duration: 1,
      country: 'CA',
      region: 'ON',
      language: 'en',
      imageUrl,
      endDate: toUtcIso(calculateEndDate(start, 1)),
      status: 'UNPAID',
    },
  });
  expect(created.statusCode).toBe(201);
  const ad = v.parse(AdSchema, created.json());
  expect(ad.status).toBe('UNPAID');

  // Open the checkout, look at the page, pay.
  const checkout = await browser.inject({
    method: 'POST',
    url: '/api/stripe/checkout/ad',
    payload: { plan: 'COMPREHENSIVE', duration: 1, userId: advertiser.id, adId: ad.id },
  });
  expect(checkout.statusCode).toBe(200);
  const checkoutPath = new URL(v.parse(CheckoutResponseSchema, checkout.json()).url).pathname;
  const page = await t.app.inject({ method: 'GET', url: checkoutPath });
  // $72 plus Ontario's 13% HST.
  for (const text of ['Comprehensive Plan', 'Sales tax (HST 13%)', '$9.36', '$81.36'])
    expect(page.body).toContain(text);
  const paid = await t.app.inject({
    method: 'POST',
    url: `${checkoutPath}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(paid.headers.location).toBe('http://localhost:3000/dashboard?checkout_status=success');
  const afterPayment = v.parse(
    AdListSchema,
    (await browser.inject({ method: 'GET', url: '/api/ads/advertiser' })).json(),
  );
  expect(afterPayment.map((each) => each.status)).toEqual(['PENDING']);

  // An operator approves it with the CLI; the advertiser is mailed.
  const output = collectOutput();
  expect(await runAdmin(['ads:approve', String(ad.id)], await operatorClient(t), output)).toBe(0);
  const mails = v.parse(
    OutboxSchema,
    (await browser.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json(),
  );
  expect(mails[0]?.subject).toContain('Your ad has been approved');

  // The exhibition system shows it in a lobby and a visitor clicks it.
  // A visitor's browser (the ad server counts no bots, and light-my-request's own user agent is one).
  const visitor = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };
  const served = await t.app.inject({ method: 'GET', url: '/api/serve?placement=lobby', headers: visitor });
  expect(served.statusCode).toBe(200);
  const { id, clickUrl } = v.parse(v.object({ id: v.number(), clickUrl: v.string() }), served.json());
  expect(id).toBe(ad.id);
  await t.app.inject({ method: 'GET', url: '/api/serve?placement=exhibition', headers: visitor });
  const clickAddress = new URL(clickUrl);
  const clicked = await t.app.inject({
    method: 'GET',
    url: `${clickAddress.pathname}${clickAddress.search}`,
    headers: visitor,
  });
  expect(clicked.statusCode).toBe(302);
  expect(clicked.headers.location).toBe('https://gallery.example.com/journey');

  // The dashboard shows it running, with its counts once the ad server has written them (every few seconds).
  await t.app.adServer.counts.flush();
  const dashboard = v.parse(
    AdListSchema,
    (await browser.inject({ method: 'GET', url: '/api/ads/advertiser' })).json(),
  );
  expect(dashboard).toEqual([
    expect.objectContaining({ id: ad.id, status: 'ACTIVE', impressions: 2, clicks: 1 }),
  ]);
});

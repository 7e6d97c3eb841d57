/** What brings an advertiser back (docs/product.md, Run again; Mails about ads): an ended ad runs again through
 *  payment; "Your ad is live" and "Your ad ends in 7 days" arrive when the API's test clock reaches their days; the
 *  weekly results mail arrives on a Monday and is stopped with one click, and its link stops working once the mail is
 *  turned on again. The test clock moves only the mails' time; it is put back after each journey. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { writeFixtureFiles } from '../fixtures/banner';
import { demoAdvertiser, signIn } from '../fixtures/demo';
import { admin } from '../fixtures/operator';
import { paidPendingAd, submitAndPay } from '../fixtures/paid-ad';
import { API_KEY, BASE_URL, dismissConsent, linkTo, signUpAndConfirm, waitForMail } from '../fixtures/portal';

const DAY_MS = 86_400_000;

test.beforeEach(async ({ context }) => dismissConsent(context));
test.afterEach(async ({ request }) => {
  await moveClock(request, null);
});

/** Moves the time the API's scheduled mails read; it runs their job once at that time. */
async function moveClock(request: APIRequestContext, now: string | null): Promise<void> {
  const moved = await request.post(`${BASE_URL}/api/dev/clock`, { data: { now } });
  expect(moved.ok()).toBe(true);
}

/** The start and end dates of one of the signed-in advertiser's ads, as the API holds them. */
async function runOf(page: Page, id: string): Promise<{ startDate: string; endDate: string }> {
  const res = await page.request.get(`${BASE_URL}/api/ads/${id}`, { headers: { 'x-api-key': API_KEY } });
  expect(res.ok()).toBe(true);
  const ad = (await res.json()) as { startDate: string; endDate: string };
  return { startDate: ad.startDate.slice(0, 10), endDate: ad.endDate.slice(0, 10) };
}

/** `day` (YYYY-MM-DD) moved by `days`, at `hour` UTC, as an ISO instant. */
function at(day: string, days: number, hour: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS + hour * 3_600_000).toISOString();
}

test('an ended ad runs again: the application comes filled in from it, and goes through payment to review', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoAdvertiser('run-again'));
  const main = page.getByRole('main');

  const ended = page.getByRole('row', { name: /Summer lobby/ });
  await expect(ended.getByText('Ended')).toBeVisible();
  await ended.getByRole('link', { name: /View details/ }).click();
  await page.getByRole('link', { name: 'Run again' }).click();

  await expect(page).toHaveURL(/\/dashboard\/ads\/application\?runAgain=\d+$/);
  await expect(main.getByRole('note', { name: 'Summer lobby' })).toContainText('It is reviewed and paid for');
  await expect(main.getByLabel('Ad title')).toHaveValue('Summer lobby');
  await expect(main.getByLabel('Ad link URL')).toHaveValue(/^https:\/\//);
  await expect(main.getByRole('radio', { name: /Lobbies Plan/ })).toBeChecked();
  await expect(main.getByLabel('Duration')).toHaveValue('1');
  // Its banner is kept: no upload is asked for.
  await expect(main.getByRole('img', { name: 'Your current ad image' })).toBeVisible();
  await expect(main.getByRole('note', { name: 'Summer lobby' })).toContainText('the start date is today');

  await main.getByLabel('Ad title').fill('Summer lobby, again');
  const id = await submitAndPay(page, 'Summer lobby, again');
  expect(admin('ads:pending')).toContain('Summer lobby, again');
  // The earlier ad is still there, ended, beside the new one.
  await expect(ended.getByText('Ended')).toBeVisible();
  expect(id).toMatch(/^\d+$/);
});

test('the live mail arrives on the start day and the ending mail 7 days before the end, with Run again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ad = await paidPendingAd(page, request, {
    label: 'live-mail',
    title: 'Dawn in the lobby',
    linkUrl: 'https://gallery.example/dawn',
  });
  admin('ads:approve', ad.id);
  const { startDate, endDate } = await runOf(page, ad.id);

  await moveClock(request, at(startDate, -1, 12));
  await moveClock(request, at(startDate, 0, 1));
  const live = await waitForMail(request, ad.email, /Your ad is live/);
  expect(live.text).toContain('Dawn in the lobby');
  await page.goto(linkTo(live, `/dashboard/ads/${ad.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ad details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();

  await moveClock(request, at(endDate, -7, 1));
  const ending = await waitForMail(request, ad.email, /Your ad ends in 7 days/);
  await page.goto(linkTo(ending, '/dashboard/ads/application'));
  await expect(page.getByRole('note', { name: 'Dawn in the lobby' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Ad title')).toHaveValue('Dawn in the lobby');

  // Each mail went once, however often the clock's job ran.
  const outbox = await request.get(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(ad.email)}`);
  const subjects = ((await outbox.json()) as { subject: string }[]).map((mail) => mail.subject);
  expect(subjects.filter((subject) => /Your ad is live/.test(subject))).toHaveLength(1);
  expect(subjects.filter((subject) => /Your ad ends in 7 days/.test(subject))).toHaveLength(1);
});

test('asked for on the application, the weekly results come on Monday and stop with one click from the mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const files = writeFixtureFiles();
  const email = await signUpAndConfirm(page, request, 'weekly');
  await page.goto('/dashboard/ads/application');
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Ken Sato');
  await main.getByLabel('Ad image').setInputFiles(files.banner);
  await expect(main.getByRole('img', { name: 'Preview of your ad image' })).toBeVisible();
  await main.getByLabel('Ad title').fill('Weekly lobby');
  await main.getByLabel('Ad link URL').fill('https://gallery.example/weekly');
  await main.getByLabel('Country').selectOption('CA');
  await main.getByLabel('Province or territory').selectOption('BC');
  const weekly = main.getByRole('checkbox', { name: /Email me my ads’ results every week/ });
  await expect(weekly).not.toBeChecked();
  await weekly.check();
  const id = await submitAndPay(page, 'Weekly lobby');
  admin('ads:approve', id);
  const { startDate } = await runOf(page, id);

  // The first Monday after the start, in the morning: the week before it has the ad running.
  const start = new Date(`${startDate}T00:00:00Z`);
  const toMonday = ((8 - start.getUTCDay()) % 7) + (start.getUTCDay() === 1 ? 7 : 0);
  await moveClock(request, at(startDate, toMonday, 7));
  const mail = await waitForMail(request, email, /week/i);
  expect(mail.text).toContain('Weekly lobby');
  const headers = (mail as unknown as { headers: Record<string, string> }).headers;
  expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
  expect(oneClick).toMatch(/\/api\/mail\/unsubscribe\?token=/);

  // The link in the body opens a page with one button: opening it alone unsubscribes nobody.
  await page.goto(linkTo(mail, '/api/mail/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You are unsubscribed: the weekly results email will not be sent any more.',
  );
  await page.getByRole('link', { name: 'You can turn it back on in your account.' }).click();
  const toggle = page.getByRole('switch', { name: /Email me my ads’ results every week/ });
  await expect(toggle).not.toBeChecked();

  // Turned on again, the old links no longer stop it; a mail client's one-click post says so too.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  const stale = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(stale.status()).toBe(200);
  expect(await stale.text()).toContain('This link has expired');
  await page.reload();
  await expect(page.getByRole('switch', { name: /Email me my ads’ results every week/ })).toBeChecked();
});

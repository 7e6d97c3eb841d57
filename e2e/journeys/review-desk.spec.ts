/** The operators' review desk, added to a running portal whose shell was built and started without it (issue 12):
 *  `pnpm release mf-review --no-build` and `pnpm run deploy mf-review` alone, then an operator added with the CLI
 *  sets a password from the mailed link, enrols an authenticator (codes computed with the API's own TOTP library),
 *  signs in, approves one advertiser's ad and rejects another's with a reason; each advertiser sees the result and
 *  its mail, and an advertiser's session gets the unknown-route 404 from the operator API. Runs in the `delivery`
 *  project, after the other journeys. */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { pnpm } from '../fixtures/delivery';
import { admin } from '../fixtures/operator';
import { paidPendingAd } from '../fixtures/paid-ad';
import { API_KEY, BASE_URL, dismissConsent, linkTo, uniqueEmail, waitForMail } from '../fixtures/portal';

const OPERATOR_PASSWORD = 'Review#Desk2026';

/** The authenticator's code `stepsAhead` 30-second steps from now (the API accepts one step either side and never
 *  the same step twice, so the sign-in after enrolment uses the next one). */
function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await dismissConsent(context);
  return context.newPage();
}

/** Set password, then enrol from the mailed link; the page ends on the queue. Returns the authenticator secret. */
async function setUpOperator(page: Page, link: string): Promise<string> {
  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await main.getByLabel('New password', { exact: true }).fill(OPERATOR_PASSWORD);
  await main.getByLabel('Confirm new password').fill(OPERATOR_PASSWORD);
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(main.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  await expect(
    main.getByRole('img', { name: 'QR code to add the review desk to your authenticator app' }),
  ).toBeVisible();
  const secret = (await main.getByRole('code').innerText()).replace(/\s+/g, '');
  await main.getByLabel(/Code from your authenticator app/).fill(totpCode(secret));
  await main.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/review`);
  await expect(page.getByText('Your authenticator is set up. Welcome to the review desk.')).toBeVisible();
  return secret;
}

test('an operator signs in with a TOTP code on the freshly deployed desk, approves one ad and rejects another', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await dismissConsent(page.context());

  // The running shell has never heard of mf-review: its pages are the shell's not-found page.
  await page.goto('/review/signin');
  await expect(page.getByText('Sorry, the URL or link you used is no longer valid.')).toBeVisible();

  await pnpm('release', 'mf-review', '--no-build');
  await pnpm('run', 'deploy', 'mf-review');

  // Two advertisers, each with a paid ad waiting for review, one after the other: side by side, the two uploads and
  // checkouts loaded the API on the embedded database enough that a step passed its 10 s wait in a fresh-clone run.
  const suffix = Date.now().toString(36);
  const approved = await paidPendingAd(page, request, {
    label: 'review-ok',
    title: `Approve me ${suffix}`,
    linkUrl: 'https://gallery.example/autumn',
  });
  const otherPage = await newPage(browser);
  const rejected = await paidPendingAd(otherPage, request, {
    label: 'review-no',
    title: `Reject me ${suffix}`,
    linkUrl: 'https://gallery.example/winter',
  });

  // The operator, added with the CLI, sets up the account from the mailed link.
  const operatorEmail = uniqueEmail('operator');
  admin('operators:add', operatorEmail);
  const mail = await waitForMail(request, operatorEmail, /review desk/i);
  const desk = await newPage(browser);
  const secret = await setUpOperator(desk, linkTo(mail, '/review/set-password'));

  // Signing out and in again asks for the password and the authenticator's (next) code.
  await desk.getByRole('button', { name: 'Sign out' }).click();
  await expect(desk.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  // The desk is no advertiser's page: its header offers no advertiser Sign in or Sign up.
  await expect(desk.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(desk.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  const signIn = desk.getByRole('main');
  await signIn.getByLabel('Email').fill(operatorEmail);
  await signIn.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  // A wrong code: the message says the code may be wrong or expired, and what was typed stays.
  await signIn.getByLabel('Authenticator code').fill('000000');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toContainText('the code is not correct or has expired');
  await expect(signIn.getByRole('alert')).toBeFocused();
  await expect(signIn.getByLabel('Authenticator code')).toHaveValue('000000');
  await signIn.getByLabel('Authenticator code').fill(totpCode(secret, 1));
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByRole('heading', { name: 'Review queue' })).toBeVisible();

  // The queue shows each ad with its banner at real size and in its lobby, and the link's domain.
  const approveCard = desk.getByRole('article', { name: approved.title });
  await expect(
    approveCard.getByRole('img', { name: `Banner of ${approved.title} at its real size` }),
  ).toBeVisible();
  await expect(approveCard.getByRole('img', { name: /exhibition lobby/ })).toBeVisible();
  await expect(approveCard.getByText('gallery.example', { exact: true })).toBeVisible();
  await expect(approveCard).toContainText(approved.email);

  await approveCard.getByRole('button', { name: `Approve “${approved.title}”` }).click();
  await expect(
    desk.getByText(`“${approved.title}” was approved. The advertiser has been emailed.`),
  ).toBeVisible();
  await expect(approveCard).toHaveCount(0);

  const rejectCard = desk.getByRole('article', { name: rejected.title });
  await rejectCard.getByRole('button', { name: `Reject “${rejected.title}”` }).click();
  const dialog = desk.getByRole('dialog', { name: `Reject “${rejected.title}”` });
  await expect(dialog.getByRole('button', { name: 'Reject ad' })).toBeDisabled();
  await dialog.getByLabel('Reason for the advertiser').fill('The banner text is too small to read.');
  await dialog.getByRole('button', { name: 'Reject ad' }).click();
  await expect(
    desk.getByText(`“${rejected.title}” was rejected. The advertiser has been emailed.`),
  ).toBeVisible();
  await expect(rejectCard).toHaveCount(0);

  // The ad's page shows who did what, and why.
  await desk.goto(`/review/ads/${rejected.id}`);
  await expect(desk.getByRole('heading', { level: 1, name: rejected.title })).toBeVisible();
  await expect(
    desk.getByRole('table', { name: 'History' }).getByRole('row', { name: /^Rejected/ }),
  ).toContainText(`${operatorEmail}`);
  await expect(desk.getByRole('table', { name: 'History' })).toContainText(
    'The banner text is too small to read.',
  );

  // Each advertiser sees the result, and its mail.
  await page.goto('/dashboard');
  await expect(page.getByRole('row', { name: new RegExp(approved.title) }).getByText('Active')).toBeVisible();
  await otherPage.goto('/dashboard');
  await expect(
    otherPage.getByRole('row', { name: new RegExp(rejected.title) }).getByText('Rejected'),
  ).toBeVisible();
  await waitForMail(request, approved.email, /approved/i);
  const rejection = await waitForMail(request, rejected.email, /not approved/i);
  expect(rejection.text).toContain('The banner text is too small to read.');

  // An advertiser's session gets the unknown-route 404 from the operator API, and the desk's pages send them to
  // the operator sign-in.
  const headers = { 'x-api-key': API_KEY };
  const unknown = await page.request.get('/api/no-such-route', { headers });
  for (const answer of [
    await page.request.get('/api/review/ads', { headers }),
    await page.request.get(`/api/review/ads/${approved.id}`, { headers }),
    await page.request.post(`/api/review/ads/${rejected.id}/approve`, { headers }),
  ]) {
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual(await unknown.json());
  }
  await page.goto('/review');
  await expect(page).toHaveURL(`${BASE_URL}/review/signin?redirect=%2Freview`);

  // Decision 0087: the desk's sign-in paints from its HTML, in the visitor's language, before any script arrives;
  // the deploy that added the desk rendered it before the command ended (decision 0096).
  for (const [locale, path, heading] of [
    ['en-US', '/review/signin', 'Operator sign-in'],
    ['ja-JP', '/review/signin?redirect=%2Freview', '運用担当者ログイン'],
  ] as const) {
    expect(await (await request.get(path)).text()).toContain('id="portal-prerendered"');
    const context = await browser.newContext({ baseURL: BASE_URL, locale });
    await dismissConsent(context);
    const visitor = await context.newPage();
    await visitor.route(/\.js(\?|$)/, (route) => route.abort());
    await visitor.goto(path);
    await expect(visitor.locator('main h1')).toHaveText(heading);
    await expect(visitor.getByRole('textbox')).toHaveCount(0);
    await context.close();
  }
});

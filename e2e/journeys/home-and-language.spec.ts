import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissConsent, signUpAndConfirm } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

test('the home page shows the plans with their prices and leads to sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('$32').first()).toBeVisible();
  await expect(page.getByText('$52').first()).toBeVisible();
  await expect(page.getByText('$72').first()).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /start advertising/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signup$/);
});

for (const width of [390, 1366]) {
  test(`the home page's header offers the language switch at ${width} px, as the auth pages do`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const choice = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    await expect(choice).toBeInViewport();
    await choice.selectOption('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('banner').getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  });
}

test('switching to Japanese persists across a reload and sets the document class', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\ben\b/);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('combobox').selectOption('ja');
  await expect(page.locator('html')).toHaveClass(/\bja\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('main').getByRole('link', { name: '広告を始める' }).first()).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bja\b/);
  await expect(page.getByRole('main').getByRole('link', { name: '広告を始める' }).first()).toBeVisible();
});

test('the home page paints from its HTML, in the visitor’s language, before any script has arrived', async ({
  browser,
}) => {
  const heroes: ReadonlyArray<readonly [string, string]> = [
    ['en-US', 'Show your brand where art lovers gather'],
    ['ja-JP', 'アートを愛する人が集まる場所に、貴社のブランドを'],
  ];
  for (const [locale, hero] of heroes) {
    const context = await browser.newContext({ locale });
    await dismissConsent(context);
    const page = await context.newPage();
    // No script file arrives: what shows is the page the shell's server prerendered (decision 0068).
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('main h1')).toHaveText(hero);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    // The footer's language select names the page's language, not its first option.
    await expect(page.locator('footer select')).toHaveValue(locale.slice(0, 2));
    // Only a picture of the page until the portal takes its place: nothing in it is read out or can be used.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await context.close();
  }
});

test('the portal takes the prerendered home page’s place, and its controls work', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Show your brand where art lovers gather' }),
  ).toBeVisible();
  await expect(page.locator('main h1')).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('combobox').selectOption('ja');
  await expect(
    page.getByRole('heading', { level: 1, name: 'アートを愛する人が集まる場所に、貴社のブランドを' }),
  ).toBeVisible();
});

test('every page carries the Content-Security-Policy of the deploy’s generated header file, uncached', async ({
  request,
}) => {
  // Decision 0104: the deploy wrote one header file; the Node server and nginx (E2E_CLUSTER=1) both send what it says.
  const deploy = path.resolve(__dirname, '../../deploy');
  const site = JSON.parse(fs.readFileSync(path.join(deploy, 'site.json'), 'utf8')) as { dir: string };
  const headers = JSON.parse(fs.readFileSync(path.join(deploy, site.dir, 'headers.json'), 'utf8')) as {
    shell: { page: Record<string, string> };
  };
  const policy = headers.shell.page['content-security-policy'];
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' http:\/\/localhost:3001/);
  for (const [pagePath, status] of [
    ['/', 200],
    ['/faqs', 200],
    ['/signup', 200],
    ['/dashboard/billing', 200],
    ['/no/such/page', 404],
  ] as const) {
    const answer = await request.get(pagePath);
    expect(answer.status(), pagePath).toBe(status);
    expect(answer.headers()['content-security-policy'], pagePath).toBe(policy);
    expect(answer.headers()['cache-control'], pagePath).toBe('no-cache');
  }
  const remotes = await request.get('/remotes.json');
  expect(remotes.headers()['cache-control']).toBe('no-cache');
});

test('the public forms and pages paint from their HTML in the visitor’s language before any script has arrived', async ({
  browser,
  request,
}) => {
  // Decision 0069: sign-up, sign-in, the new-password request and the contact form are prerendered like the home page.
  const pages: ReadonlyArray<readonly [string, string, string]> = [
    ['en-US', '/signin', 'Sign in'],
    ['ja-JP', '/signin', 'ログイン'],
    ['ja-JP', '/signup', 'アカウントを作成'],
    ['en-US', '/forgot-password', 'Forgot your password?'],
    ['ja-JP', '/contact', 'お問い合わせ'],
    // Decision 0076: the used sign-up link's page, and the not-found page for any path no remote has.
    ['ja-JP', '/signup/onboarding/verified', 'このリンクはすでに使用されています'],
    ['en-US', '/no/such/page', 'Sorry, the URL or link you used is no longer valid.'],
    ['ja-JP', '/404', '申し訳ありません。ご利用のURLまたはリンクは無効になっています。'],
    // Decision 0081: the FAQ as it first shows, its answers still loading.
    ['en-US', '/faqs', 'Frequently asked questions'],
    ['ja-JP', '/faqs', 'よくある質問'],
    // Decision 0086: the mailed links' pages as they first show, for any link of their kind, and a link cut short.
    ['ja-JP', '/signup/onboarding?id=7&token=a1b2&account_id=acc-7', 'メールアドレスを確認しています'],
    ['en-US', '/signup/onboarding/expired?id=7&account_id=acc-7', 'This link has expired'],
    ['en-US', '/reset-password?token=c3d4', 'Reset your password'],
    [
      'ja-JP',
      '/new-email-confirmation?token=e5f6&id=7&account_id=acc-7',
      '新しいメールアドレスを確認しています',
    ],
    ['en-US', '/signup/onboarding', 'This link is incomplete'],
    // Decision 0127: the invitation link's page, its link still being checked.
    ['ja-JP', '/invitation?token=g7h8', 'アカウントへのご招待'],
    // Decision 0087: a sign-in page with where it leads; the signed-in area, whose guard sends a visitor with no
    // stored sign-in to sign in (the review desk's sign-in: review-desk.spec.ts, once the desk is deployed).
    ['en-US', '/signin?redirect=%2Fdashboard%2Faccount', 'Sign in'],
    ['ja-JP', '/dashboard/billing', 'ログイン'],
  ];
  // The pages of the full layout, whose footer's language select names the page's language, not its first option.
  const WITH_FOOTER = ['/contact', '/faqs', '/no/such/page', '/404'];
  // A browser context per page: the journey's time grows with the list, not the one-journey budget.
  test.setTimeout(pages.length * 10_000);
  for (const [locale, path, heading] of pages) {
    // Each deploy renders its pictures before the portal starts or the deploy command ends (decision 0096): the
    // shell's server has each one from its first request.
    expect(await (await request.get(path)).text()).toContain('id="portal-prerendered"');
    const context = await browser.newContext({ locale });
    await dismissConsent(context);
    const page = await context.newPage();
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('main h1')).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    if (WITH_FOOTER.includes(path))
      await expect(page.locator('footer select')).toHaveValue(locale.slice(0, 2));
    // The tab names the page, as the portal will.
    await expect(page).toHaveTitle(
      locale === 'ja-JP' ? /^.+ \| 広告主ポータル$/ : /^.+ \| Advertiser portal$/,
    );
    // A picture: no field in it can take the focus, and none is named for assistive technology.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await context.close();
  }
});

/** A new page in `page`'s browser, so with the same stored sign-in, in `language`, where no script file arrives. */
async function withoutScripts(page: Page, language: string): Promise<Page> {
  const blocked = await page.context().newPage();
  await blocked.addInitScript((lang) => localStorage.setItem('vae-ads.language', lang), language);
  await blocked.route(/\.js(\?|$)/, (route) => route.abort());
  return blocked;
}

test('an advertiser with a stored sign-in gets no picture of the signed-in area: the portal shows each page itself', async ({
  page,
  request,
}) => {
  // Decision 0103: a page of the signed-in area first shows what depends on the advertiser, so it has no picture.
  await dismissConsent(page.context());
  const email = await signUpAndConfirm(page, request, 'signed-in-no-picture');
  const pages: ReadonlyArray<readonly [string, string | null]> = [
    ['/dashboard', 'Ad dashboard'],
    ['/dashboard/billing', 'Billing'],
    ['/dashboard/ads/application', 'Apply for an ad'],
    ['/dashboard/account', 'Account settings'],
    // Not this advertiser's ad: the portal shows the not-found page once the API has answered.
    ['/dashboard/ads/424242', null],
    ['/dashboard/ads/application/424242', null],
  ];
  // Each page twice (without scripts, then with them) after a sign-up: the time grows with the list.
  test.setTimeout(60_000 + pages.length * 15_000);
  for (const [path, heading] of pages) {
    // The HTML carries the sign-in page's picture alone, for a visitor without a stored sign-in (decision 0087).
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('data-signed-in');
    expect(html).not.toContain('data-fill');
    if (heading) expect(html).not.toContain(`>${heading}<`);
    // With a stored sign-in the picker shows nothing: without its scripts the page stays blank.
    const blocked = await withoutScripts(page, 'en');
    await blocked.goto(path);
    await expect(blocked.locator('#portal-prerendered')).toHaveCount(0);
    await expect(blocked.locator('main h1')).toHaveCount(0);
    await blocked.close();
  }
  // With its scripts, the portal shows the page itself, with what is the advertiser's own.
  await page.evaluate(() => localStorage.setItem('vae-ads.language', 'en'));
  for (const [path, heading] of pages) {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page).toHaveURL(/\/404$/);
    await expect(page.locator('main h1')).toHaveCount(1);
  }
  await page.goto('/dashboard/account');
  await expect(page.getByRole('main').getByText(email).first()).toBeVisible();
});

/** Holds back every script file of `page` until the returned function is called: the prerendered picture stays. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A click in the middle of an element of the picture, which is inert: the mouse, since no locator can click it. */
async function clickOnPicture(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the picture has no such element');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('the portal takes the prerendered sign-in form’s place, with the focus in the field tapped on the picture', async ({
  page,
}) => {
  // The scripts wait until the visitor has tapped the picture's Email field.
  const release = await holdScripts(page);
  await page.goto('/signin', { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toHaveText('Sign in');
  await clickOnPicture(page, page.locator('main input[type="email"]'));
  release();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.locator('main h1')).toHaveCount(1);
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: 'Email or password is incorrect.' }),
  ).toBeVisible();
});

test('a link clicked on the prerendered home page is followed once the portal has taken its place', async ({
  page,
}) => {
  // Decision 0091. The scripts wait until the visitor has clicked the picture's Start advertising link.
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toHaveText('Show your brand where art lovers gather');
  await clickOnPicture(page, page.locator('main a', { hasText: /start advertising/i }).first());
  // The picture is inert: the click itself went nowhere.
  await expect(page).toHaveURL(/\/$/);
  release();

  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.locator('main h1')).toHaveCount(1);
});

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
    // Decision 0087: a sign-in page with where it leads; the signed-in area, whose guard sends a visitor with no
    // stored sign-in to sign in (the review desk's sign-in: review-desk.spec.ts, once the desk is deployed).
    ['en-US', '/signin?redirect=%2Fdashboard%2Faccount', 'Sign in'],
    ['ja-JP', '/dashboard/billing', 'ログイン'],
  ];
  // The pages of the full layout, whose footer's language select names the page's language, not its first option.
  const WITH_FOOTER = ['/contact', '/faqs', '/no/such/page', '/404'];
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

test('an advertiser with a stored sign-in sees the dashboard, billing, an ad’s page and the ad application paint from their HTML, then the portal’s own', async ({
  page,
  request,
}) => {
  // Decision 0088: the signed-in pages that show nothing of the advertiser's own as they first render.
  await dismissConsent(page.context());
  await signUpAndConfirm(page, request, 'signed-in-picture');
  const pages: ReadonlyArray<readonly [string, string, string]> = [
    ['en', '/dashboard', 'Ad dashboard'],
    ['ja', '/dashboard/billing', 'お支払い'],
    // Any ad's page shows the same frame and heading until its ad has loaded; so does a resubmission (0089).
    ['en', '/dashboard/ads/424242', 'Ad details'],
    ['ja', '/dashboard/ads/application/424242', '広告の再申請'],
    // The ad application, with a spinner where its form goes: the form starts from the day it opens on (0090).
    ['en', '/dashboard/ads/application', 'Apply for an ad'],
  ];
  for (const [language, path, heading] of pages) {
    await expect
      .poll(async () => (await request.get(path)).text(), { timeout: 60_000 })
      .toContain('data-signed-in data-title=');
    const blocked = await withoutScripts(page, language);
    await blocked.goto(path);
    await expect(blocked.locator('main h1')).toHaveText(heading);
    await expect(blocked.locator('html')).toHaveAttribute('lang', language);
    await expect(blocked).toHaveTitle(
      language === 'ja' ? `${heading} | 広告主ポータル` : `${heading} | Advertiser portal`,
    );
    await expect(blocked.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(blocked.locator('main input')).toHaveCount(0);
    await blocked.close();
  }
  // With its scripts, the portal's page takes the picture's place and loads what is the advertiser's own (in English
  // again: the storage is the browser's, which the Japanese visit above changed).
  await page.evaluate(() => localStorage.setItem('vae-ads.language', 'en'));
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByText('No payments yet')).toBeVisible();
  await expect(page.locator('main h1')).toHaveCount(1);
  await page.getByRole('link', { name: 'Ad dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ad dashboard' })).toBeVisible();
  // An ad that is not theirs: the picture gives way to the not-found page once the API has answered.
  await page.goto('/dashboard/ads/424242');
  await expect(page.getByText('Sorry, the URL or link you used is no longer valid.')).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.locator('main h1')).toHaveCount(1);
  await page.goto('/dashboard/ads/application/424242');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Sorry, the URL or link you used is no longer valid.')).toBeVisible();
  await expect(page.locator('main h1')).toHaveCount(1);
  // The application's form, from today's date in this browser: the start a week away.
  await page.goto('/dashboard/ads/application');
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for an ad' })).toBeVisible();
  const weekAway = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue(weekAway);
  await expect(page.getByLabel('Ad title')).toBeEditable();
  await expect(page.locator('main h1')).toHaveCount(1);
});

test('the account page paints from its HTML with the advertiser’s own name and email, filled in by the page itself', async ({
  page,
  request,
}) => {
  // Decision 0089: the picture holds slots, not anybody's details; the picker fills them from the stored sign-in.
  // The account page is the last a deploy renders, twice in each language.
  test.setTimeout(300_000);
  await dismissConsent(page.context());
  const email = await signUpAndConfirm(page, request, 'account-picture');
  await expect
    .poll(async () => (await request.get('/dashboard/account')).text(), { timeout: 200_000 })
    .toContain('data-lacks="name"');
  const html = await (await request.get('/dashboard/account')).text();
  expect(html).not.toContain(email);
  /** The account page with every script blocked, in `language`: the main landmark's text. */
  async function picture(language: 'en' | 'ja') {
    const blocked = await withoutScripts(page, language);
    await blocked.goto('/dashboard/account');
    await expect(blocked.locator('main h1')).toHaveText(
      language === 'ja' ? 'アカウント設定' : 'Account settings',
    );
    await expect(blocked.getByRole('heading', { level: 1 })).toHaveCount(0);
    const text = await blocked.locator('main').innerText();
    await blocked.close();
    return text;
  }
  // A new advertiser has no name yet.
  const unnamed = await picture('en');
  expect(unnamed).toContain(email);
  expect(unnamed).toContain('Not set');
  expect(unnamed).toContain('Add name');

  // With its scripts, the portal takes over; a name added there is in the stored sign-in, and so in the picture.
  await page.goto('/dashboard/account');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add your name' });
  await dialog.getByLabel('Name').fill('<b>Haruto</b> Mori');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('<b>Haruto</b> Mori')).toBeVisible();
  const named = await picture('ja');
  expect(named).toContain('<b>Haruto</b> Mori');
  expect(named).toContain(email);
  expect(named).not.toContain('未設定');
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

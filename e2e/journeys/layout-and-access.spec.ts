/** Layout and access measured in a real browser: no page scrolls sideways from 320 px up, the dashboard's ads fit
 *  their card as a table on a laptop and become cards on a phone, auth pages offer the language in their top bar,
 *  and a signed-in advertiser on a phone reaches every part of the dashboard by touch and by keyboard. */
import { expect, test, type Page } from '@playwright/test';
import { demoAdvertiser, signIn } from '../fixtures/demo';
import { chooseLanguage, dismissConsent } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

for (const width of [1366, 1280]) {
  test(`at ${width} px the whole ad table fits its card, View details of every ad in view, and nothing scrolls sideways`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, demoAdvertiser('layout'));
    const table = page.getByRole('table', { name: 'Your ads' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
    const region = page.getByRole('region', { name: 'Your ads' });
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const link of await table.getByRole('link', { name: /View details/ }).all()) {
      // Centred, as a user scrolls to a row: "if needed" may stop with a fraction of a pixel still below the window.
      await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  });
}

test('on a laptop the account menu is a column from the top bar down to the footer, and stays in view as a long page scrolls', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demoAdvertiser('layout'));
  await expect(page.getByRole('table', { name: 'Your ads' }).locator('tbody tr').first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  // Measured together, once the page has stopped growing (its figures and banners arrive after the table's first row).
  const edges = async () => {
    const parts = [page.getByRole('banner'), menu, page.getByRole('contentinfo')];
    const handles = await Promise.all(parts.map((part) => part.elementHandle()));
    return page.evaluate((elements) => {
      const [topBar, column, footer] = elements.map((element) => element?.getBoundingClientRect());
      if (!topBar || !column || !footer) return 'the top bar, the menu or the footer is not laid out';
      return {
        columnTop: Math.round(column.top) - Math.round(topBar.bottom),
        columnBottom: Math.round(column.bottom) - Math.round(footer.top),
      };
    }, handles);
  };
  await expect.poll(edges).toEqual({ columnTop: 0, columnBottom: 0 });

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(menu.getByRole('link', { name: 'Ad dashboard' })).toBeInViewport({ ratio: 1 });
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
});

for (const { width, language } of [
  { width: 390, language: 'en' },
  { width: 320, language: 'ja' },
] as const) {
  test(`on a ${width} px phone (${language}) every ad is a card with its status and View details, and no page scrolls sideways`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    if (language === 'ja') await chooseLanguage(page, 'ja');

    for (const path of ['/', '/faqs', '/contact', '/signin', '/signup']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pageScrollsSideways(page), `${path} scrolls sideways`).toBe(false);
    }

    await signIn(page, demoAdvertiser('layout'), language === 'ja' ? 'ログイン' : 'Sign in');
    const cards = page
      .getByRole('list', { name: language === 'ja' ? 'お申し込み済みの広告' : 'Your ads' })
      .getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    expect(await cards.count()).toBeGreaterThan(3);
    // Every card names its status; only an ad that can be paused or resumed carries a switch.
    for (const card of await cards.all()) {
      await expect(
        card.getByRole('term').filter({ hasText: language === 'ja' ? 'ステータス' : 'Status' }),
      ).toBeVisible();
      await expect(card.getByRole('link', { name: /View details|詳細/ })).toBeVisible();
    }
    await expect(cards.getByRole('switch').first()).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
    for (const path of ['/dashboard/account', '/dashboard/ads/application']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pageScrollsSideways(page), `${path} scrolls sideways`).toBe(false);
    }
  });
}

test('on a 320 px phone every auth page has the language choice in its top bar and none scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  for (const path of ['/signin', '/signup', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('combobox', { name: '言語' })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByRole('banner').getByRole('link', { name: '新規登録' })).toBeInViewport({
      ratio: 1,
    });
    expect(await pageScrollsSideways(page), `${path} scrolls sideways`).toBe(false);
  }
});

test('on a 320 px phone a signed-in advertiser reaches the dashboard, billing and account by touch and keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, demoAdvertiser('layout'));
  const banner = page.getByRole('banner');

  // An auth page has no menu: the top bar's Dashboard button is the way back.
  await page.goto('/signup');
  await banner.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The drawer by keyboard: the menu button, then Tab to a link and Enter.
  const menu = banner.getByRole('button', { name: 'Open menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('link', { name: 'Billing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  await expect(drawer).toBeHidden();

  // And by touch (a click at the same place).
  await menu.click();
  await drawer.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await menu.click();
  await drawer.getByRole('link', { name: 'Ad dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await pageScrollsSideways(page)).toBe(false);
});

test('a route change moves focus to the new page’s heading without an outline; the first page load leaves focus alone', async ({
  page,
}) => {
  await page.goto('/');
  const home = page.getByRole('heading', { level: 1 });
  await expect(home).toBeVisible();
  await expect(home).not.toBeFocused();

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');

  await page
    .getByRole('banner')
    .getByRole('link', { name: /Advertising/ })
    .click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

/** How many lines the first occurrence of `word` on the page spans (1 when the browser kept it whole). */
function linesOfWord(page: Page, word: string): Promise<number> {
  return page.evaluate((target) => {
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(target) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + target.length);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, word);
}

test('ordinary words stay whole on a 320 px phone; Japanese wraps between phrases', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflowWrap)).not.toBe('anywhere');
  expect(await linesOfWord(page, 'Comprehensive')).toBe(1);

  await page.getByRole('contentinfo').getByRole('combobox').selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('auto-phrase');
});

test('where the browser lacks word-break: auto-phrase (Safari, Firefox), a long Japanese heading still wraps only between its phrases', async ({
  page,
}) => {
  // Chromium playing a browser without auto-phrase: CSS.supports says no, and the body breaks as such browsers do.
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((...args: [string, string?]) =>
      args.join(':').replace(/\s/g, '') === 'word-break:auto-phrase'
        ? false
        : supports(...(args as [string, string]))) as typeof CSS.supports;
  });
  await chooseLanguage(page, 'ja');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('アートを愛する人が集まる場所に、貴社のブランドを');
  await page.addStyleTag({ content: 'html:lang(ja) body { word-break: normal !important; }' });

  expect(await heading.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(100);
  for (const phrase of ['アートを', '愛する人が', '集まる場所に、', '貴社の', 'ブランドを'])
    expect(await linesOfWord(page, phrase), phrase).toBe(1);
});

test('English reads in a Latin-first system font stack, Japanese in a Japanese one, and no font is downloaded', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await bodyFont()).toMatch(/^system-ui, -apple-system, "Segoe UI"/);

  await page.getByRole('contentinfo').getByRole('combobox').selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await bodyFont()).toMatch(/^"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP"/);
  expect(fonts).toEqual([]);
});

test('See plans and prices scrolls to the price heading in full view below the sticky top bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('link', { name: 'See plans and prices' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  const heading = page.getByRole('heading', { level: 2, name: 'Plans and prices' });
  await expect(heading).toBeInViewport();
  const bar = await page.getByRole('banner').boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
});

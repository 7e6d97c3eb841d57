/** Retakes the README pictures (`pnpm screenshots`): home, application, dashboard and ad details, in English and
 *  Japanese, at desktop (1366×900) and phone (390×844) width, into docs/screenshots/. The data is real: an advertiser
 *  signs up through the mailed link, applies with the banner, pays on the test checkout and is approved with the
 *  operator CLI, so the dashboard and the details show a running ad. A maintenance command, not a check. */
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { admin } from '../fixtures/operator';
import { paidPendingAd } from '../fixtures/paid-ad';
import { BASE_URL, chooseLanguage, dismissConsent } from '../fixtures/portal';

const SCREENSHOTS_DIR = path.resolve(__dirname, '../../docs/screenshots');

const AD = { label: 'screenshots', title: 'Autumn lobby banner', linkUrl: 'https://gallery.example/autumn' };
const LANGUAGES = ['en', 'ja'] as const;
const WIDTHS = {
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Shot = { name: string; path: () => string; signedIn: boolean };

let adId = '';
let advertiserState: StorageState | undefined;

const SHOTS: Shot[] = [
  { name: 'home', path: () => '/', signedIn: false },
  { name: 'application', path: () => '/dashboard/ads/application', signedIn: true },
  { name: 'dashboard', path: () => '/dashboard', signedIn: true },
  { name: 'ad-details', path: () => `/dashboard/ads/${adId}`, signedIn: true },
];

test.beforeAll(async ({ browser, playwright }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await dismissConsent(context);
  const request = await playwright.request.newContext();
  const page = await context.newPage();
  const ad = await paidPendingAd(page, request, AD);
  admin('ads:approve', ad.id);
  adId = ad.id;
  advertiserState = await context.storageState();
  await request.dispose();
  await context.close();
});

/** Waits for what a reader of the picture waits for: the page in its language, its heading, no busy region, the
 *  fonts, and every image in view decoded (lazy ones below the fold never load, so they are not waited for). */
async function waitUntilSettled(page: Page, language: (typeof LANGUAGES)[number]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

async function takeScreenshot(
  browser: Browser,
  shot: Shot,
  language: (typeof LANGUAGES)[number],
  width: keyof typeof WIDTHS,
): Promise<void> {
  const context = await browser.newContext({
    ...WIDTHS[width],
    baseURL: BASE_URL,
    deviceScaleFactor: 1,
    locale: language === 'ja' ? 'ja-JP' : 'en-US',
    ...(shot.signedIn ? { storageState: advertiserState } : {}),
  });
  await dismissConsent(context);
  const page = await context.newPage();
  await chooseLanguage(page, language);
  await page.goto(shot.path());
  // The dashboard keeps its table in the page at phone width but shows the cards; wait for the one in view.
  if (shot.name === 'dashboard' || shot.name === 'ad-details')
    await expect(page.getByText(AD.title, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await waitUntilSettled(page, language);
  const file = path.join(SCREENSHOTS_DIR, `${shot.name}-${language}-${width}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  await context.close();
}

for (const shot of SHOTS)
  for (const language of LANGUAGES)
    for (const width of Object.keys(WIDTHS) as (keyof typeof WIDTHS)[])
      test(`${shot.name} in ${language} at ${width} width`, async ({ browser }) => {
        await takeScreenshot(browser, shot, language, width);
      });

/** Issue 14's access suite: every route of product.md's Pages, signed out and signed in, in English and Japanese, at
 *  390, 768 and 1366 px, in the real Chromium against the real API. On each page axe-core (WCAG 2.1 AA) must find no
 *  serious or critical violation, the page must not scroll sideways, Tab alone must reach every visible, enabled link,
 *  button and field, each in view and showing a visible focus style when focused, Enter must follow the skip link
 *  and open the page's first disclosure (Space closes it again), and a Japanese page must show no English UI text.
 *  The main pages are also measured at 320 px. One test per language and sign-in state; each page is loaded once
 *  and measured at the three widths by resizing (the signed-in state is saved once per worker). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { findEnglish, loadEnglishCatalogue, pageTexts } from '../fixtures/english-on-japanese';
import { activationFailures, keyboardWalk } from '../fixtures/keyboard';
import { demoAdvertiser, signIn } from '../fixtures/demo';
import { API_KEY, BASE_URL, dismissConsent, linkTo, waitForMail } from '../fixtures/portal';

type Language = 'en' | 'ja';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One visit: the path, where the visitor lands when the portal sends them on, and what besides its level-1
 *  heading shows the page has finished loading. */
type Visit = { path: string; lands?: string; ready?: (page: Page) => Locator[] };

const WIDTHS = [390, 768, 1366] as const;
const LANGUAGES: readonly Language[] = ['en', 'ja'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const heading = (page: Page): Locator => page.getByRole('heading', { level: 1 }).first();
const englishCatalogue = loadEnglishCatalogue();

/** Filled in by beforeAll: the demo advertiser's session and the ids and links that need a real account. */
const fixture = {
  state: undefined as StorageState | undefined,
  adId: '',
  rejectedAdId: '',
  resetLink: '',
  /** The advertiser's own data (company, names, ad titles and links): it may be English on a Japanese page. */
  ownData: [] as string[],
};

/** Every string in an API answer that holds a Latin letter: what the advertiser typed, which no catalogue translates. */
function ownStrings(value: unknown): string[] {
  if (typeof value === 'string') return /[A-Za-z]/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(ownStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(ownStrings);
  return [];
}

function signedOutVisits(): Visit[] {
  return [
    { path: '/' },
    { path: '/signup' },
    { path: '/signup/onboarding' },
    { path: '/signup/onboarding/expired?id=00000000000000000000000a&account_id=00000000000000000000000b' },
    { path: '/signup/onboarding/verified' },
    { path: '/signin' },
    { path: '/forgot-password' },
    { path: new URL(fixture.resetLink).pathname + new URL(fixture.resetLink).search },
    {
      path: '/new-email-confirmation?token=not-a-token&id=00000000000000000000000a&account_id=00000000000000000000000b',
    },
    { path: '/contact' },
    { path: '/faqs' },
    { path: '/404' },
    { path: '/no-such-page' },
  ];
}

function signedInVisits(): Visit[] {
  return [
    // The checkout hand-off comes back with a status: the ad list and the success toast (react-toastify's).
    {
      path: '/dashboard?checkout_status=success',
      ready: (page) => [page.getByRole('switch').first(), page.locator('.Toastify__toast--success')],
    },
    { path: '/dashboard/ads/application', ready: (page) => [page.getByRole('textbox').first()] },
    {
      path: `/dashboard/ads/application/${fixture.rejectedAdId}`,
      ready: (page) => [page.getByRole('textbox').first()],
    },
    { path: `/dashboard/ads/${fixture.adId}`, ready: (page) => [page.getByRole('img').first()] },
    {
      path: '/dashboard/account',
      ready: (page) => [page.getByRole('main').getByRole('button').first()],
    },
    { path: '/' },
    { path: '/signup' },
    // Signed in, /signin goes on to the dashboard: its prerendered picture shows a heading before that.
    { path: '/signin', lands: '/dashboard', ready: (page) => [page.getByRole('switch').first()] },
    { path: '/forgot-password' },
    { path: '/contact' },
    { path: '/faqs' },
    { path: '/404' },
  ];
}

const MAIN_PAGES_SIGNED_OUT = ['/', '/signup', '/signin', '/contact', '/faqs'];
function mainPagesSignedIn(): string[] {
  return ['/dashboard', '/dashboard/ads/application', `/dashboard/ads/${fixture.adId}`, '/dashboard/account'];
}

async function newContext(
  browser: Browser,
  language: Language,
  width: number,
  state?: StorageState,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    ...(state ? { storageState: state } : {}),
  });
  await dismissConsent(context);
  await context.addInitScript((lang) => window.localStorage.setItem('vae-ads.language', lang), language);
  return context;
}

/** Loads a path at the first width and waits until it has settled: where it lands, the portal's page in place of any
 *  prerendered picture, its heading (or ready element), with transitions switched off so colours and focus styles
 *  are measured at rest. */
async function open(page: Page, visit: Visit, language: Language): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(visit.path, { waitUntil: 'commit' });
  if (visit.lands) await expect(page).toHaveURL((url) => url.pathname === visit.lands);
  await expect(heading(page)).toBeVisible();
  // A prerendered page's picture shows its heading before the portal starts: the portal's page is what is measured.
  await expect(page.locator('#portal-prerendered')).toHaveCount(0);
  for (const element of visit.ready?.(page) ?? []) await expect(element).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }',
  });
}

/** Resizes the loaded page and waits two frames, so media-query listeners have re-rendered before measuring. */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, 0);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** axe-core runs in the page itself (its legacy mode) when the page has no frames, as the portal's pages have none:
 *  the default mode runs each frame's part and merges them in a new blank page, about 1.4 s a scan here against
 *  0.5 s. A page with a frame gets the default mode, which also reaches frames of other origins. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

// Each test loads its own pages: two workers share them, each signing its own advertiser in once (beforeAll).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(60_000);
  const email = demoAdvertiser('access');

  const context = await browser.newContext();
  await dismissConsent(context);
  const page = await context.newPage();
  await signIn(page, email);
  fixture.state = await context.storageState();

  const ads = await context.request.get(`${BASE_URL}/api/ads/advertiser`, {
    headers: { 'x-api-key': API_KEY },
  });
  expect(ads.ok()).toBe(true);
  const list = (await ads.json()) as { id: string | number; status: string }[];
  fixture.adId = String(list.find((ad) => ad.status === 'ACTIVE')?.id ?? list[0]?.id);
  fixture.rejectedAdId = String(list.find((ad) => ad.status === 'REJECTED')?.id);
  const profile = await context.request.get(`${BASE_URL}/api/advertisers/latest`, {
    headers: { 'x-api-key': API_KEY },
  });
  expect(profile.ok()).toBe(true);
  // The account page lists the members and the account's activity: their names and addresses are data too.
  const members = await context.request.get(`${BASE_URL}/api/members`, { headers: { 'x-api-key': API_KEY } });
  const activity = await context.request.get(`${BASE_URL}/api/members/audit`, {
    headers: { 'x-api-key': API_KEY },
  });
  expect(members.ok() && activity.ok()).toBe(true);
  fixture.ownData = [
    ...new Set([
      ...ownStrings(list),
      ...ownStrings(await profile.json()),
      ...ownStrings(await members.json()),
      ...ownStrings(await activity.json()),
    ]),
  ];
  await context.close();

  const forgot = await request.post(`${BASE_URL}/api/advertisers/forgot-password`, {
    headers: { 'x-api-key': API_KEY },
    data: { email },
  });
  expect(forgot.ok()).toBe(true);
  fixture.resetLink = linkTo(await waitForMail(request, email, /./), '/reset-password');
});

async function checkVisits(
  page: Page,
  visits: Visit[],
  language: Language,
  signedIn: boolean,
): Promise<void> {
  const who = signedIn ? 'signed in' : 'signed out';
  for (const visit of visits) {
    await test.step(`${visit.path} (${who})`, async () => {
      await open(page, visit, language);
      for (const width of WIDTHS) {
        await resize(page, width);
        const where = `${visit.path} (${who}, ${language}, ${width} px)`;
        expect.soft(await scrollsSideways(page), `${where} scrolls sideways`).toBe(false);
        expect.soft(await seriousViolations(page), `${where}: axe`).toEqual([]);
        const keyboard = await keyboardWalk(page);
        expect.soft(keyboard.unreached, `${where}: not reached by Tab`).toEqual([]);
        expect.soft(keyboard.noFocusStyle, `${where}: no visible focus style`).toEqual([]);
        expect.soft(keyboard.outOfView, `${where}: out of view while focused`).toEqual([]);
        expect.soft(await activationFailures(page), `${where}: Enter and Space`).toEqual([]);
        if (language === 'ja')
          expect
            .soft(
              findEnglish(await pageTexts(page), { catalogue: englishCatalogue, allowed: fixture.ownData }),
              `${where}: English on a Japanese page`,
            )
            .toEqual([]);
      }
    });
  }
}

for (const language of LANGUAGES) {
  for (const signedIn of [false, true]) {
    test(`${language}, ${signedIn ? 'signed in' : 'signed out'}: every route at 390, 768 and 1366 px passes axe (WCAG 2.1 AA), fits the width, works by keyboard${language === 'ja' ? ' and shows no English UI text' : ''}`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const context = await newContext(browser, language, WIDTHS[0], signedIn ? fixture.state : undefined);
      await checkVisits(
        await context.newPage(),
        signedIn ? signedInVisits() : signedOutVisits(),
        language,
        signedIn,
      );
      await context.close();
    });
  }

  test(`${language} at 320 px: the main pages do not scroll sideways`, async ({ browser }) => {
    for (const [paths, state] of [
      [MAIN_PAGES_SIGNED_OUT, undefined],
      [mainPagesSignedIn(), fixture.state],
    ] as const) {
      const context = await newContext(browser, language, 320, state);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'commit' });
        await expect(heading(page)).toBeVisible();
        expect
          .soft(await scrollsSideways(page), `${path} scrolls sideways at 320 px (${language})`)
          .toBe(false);
      }
      await context.close();
    }
  });
}

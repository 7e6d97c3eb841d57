/** Issue 14's access suite: every route of SPEC §2, signed out and signed in, in English and Japanese, at 390, 768
 *  and 1366 px, in the real Chromium against the real API. On each page axe-core (WCAG 2.1 AA) must find no serious
 *  or critical violation, the page must not scroll sideways, and Tab alone must reach every visible, enabled link,
 *  button and field, each showing a visible focus style. The main pages are also measured at 320 px. One test per
 *  language and width (a signed-out context, then one from the storage state the advertiser signed in with once). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { admin } from '../fixtures/operator';
import { API_KEY, BASE_URL, dismissConsent, linkTo, uniqueEmail, waitForMail } from '../fixtures/portal';

type Language = 'en' | 'ja';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One visit: the path, and what besides its level-1 heading shows the page has finished loading. */
type Visit = { path: string; ready?: (page: Page) => Locator[] };

const PASSWORD = 'Gallery#2026';
const WIDTHS = [390, 768, 1366] as const;
const LANGUAGES: readonly Language[] = ['en', 'ja'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const heading = (page: Page): Locator => page.getByRole('heading', { level: 1 }).first();

/** Filled in by beforeAll: the demo advertiser's session and the ids and links that need a real account. */
const fixture = {
  state: undefined as StorageState | undefined,
  adId: '',
  rejectedAdId: '',
  resetLink: '',
};

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
    { path: '/signin' },
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

/** Loads a path and waits until it has settled: its heading (or ready element), with transitions switched off so
 *  colours and focus styles are measured at rest. */
async function open(page: Page, visit: Visit, language: Language): Promise<void> {
  await page.goto(visit.path, { waitUntil: 'commit' });
  await expect(heading(page)).toBeVisible();
  for (const element of visit.ready?.(page) ?? []) await expect(element).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }',
  });
}

function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
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

type KeyboardReport = { unreached: string[]; noFocusStyle: string[] };

/** Tabs through the whole page and returns the interactive elements Tab never reached, and those that showed no
 *  visible focus style (outline, box shadow, border or background change on the element or its nearest parents). */
async function keyboardWalk(page: Page): Promise<KeyboardReport> {
  const candidates = await page.evaluate(() => {
    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="radio"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    type Probe = {
      focused: Element[];
      styles: Map<Element, string[]>;
      describe: (element: Element) => string;
      look: (element: Element) => string;
      candidates: Element[];
    };
    const look = (element: Element): string => {
      const s = getComputedStyle(element);
      const outline =
        s.outlineStyle === 'none' || s.outlineWidth === '0px'
          ? 'none'
          : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
      return [outline, s.boxShadow, s.borderColor, s.backgroundColor, s.textDecorationLine, s.color].join(
        ';',
      );
    };
    const describe = (element: Element): string => {
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.trim().slice(0, 40) ??
        element.getAttribute('name') ??
        '';
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> "${name || (element as HTMLInputElement).labels?.[0]?.innerText?.trim() || ''}"`;
    };
    const shown = (element: Element): boolean => {
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true')
        return false;
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return false;
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const all = Array.from(document.querySelectorAll(SELECTOR)).filter(shown);
    const probe: Probe = { focused: [], styles: new Map(), describe, look, candidates: all };
    (window as unknown as { __probe: Probe }).__probe = probe;
    document.addEventListener('focusin', (event) => {
      const target = event.target as Element;
      probe.focused.push(target);
      // The focused element and its two nearest parents as they look while it has focus.
      const looks: string[] = [];
      for (
        let element: Element | null = target, depth = 0;
        element && depth < 3;
        element = element.parentElement, depth += 1
      )
        looks.push(look(element));
      if (!probe.styles.has(target)) probe.styles.set(target, looks);
    });
    (document.activeElement as HTMLElement | null)?.blur();
    return all.length;
  });
  // Skip link, the page's own elements, and a few more to wrap round; the presses are pipelined.
  const presses = candidates + 8;
  await Promise.all(Array.from({ length: presses }, () => page.keyboard.press('Tab')));
  return page.evaluate(() => {
    type Probe = {
      focused: Element[];
      styles: Map<Element, string[]>;
      describe: (element: Element) => string;
      look: (element: Element) => string;
      candidates: Element[];
    };
    const probe = (window as unknown as { __probe: Probe }).__probe;
    (document.activeElement as HTMLElement | null)?.blur();
    const reached = new Set(probe.focused);
    const radioGroups = new Set(
      probe.focused
        .filter((element) => element instanceof HTMLInputElement && element.type === 'radio')
        .map((element) => (element as HTMLInputElement).name),
    );
    const unreached = probe.candidates
      .filter((element) => element.isConnected && !reached.has(element))
      .filter(
        (element) =>
          !(element instanceof HTMLInputElement && element.type === 'radio' && radioGroups.has(element.name)),
      )
      .map(probe.describe);
    const noFocusStyle: string[] = [];
    for (const element of reached) {
      if (!probe.candidates.includes(element)) continue;
      let changed = false;
      for (
        let each: Element | null = element, depth = 0;
        each && depth < 3 && !changed;
        each = each.parentElement, depth += 1
      )
        changed = probe.styles.get(element)?.[depth] !== probe.look(each);
      if (!changed) noFocusStyle.push(probe.describe(element));
    }
    return { unreached, noFocusStyle };
  });
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('access');
  admin('demo', '--email', email, '--password', PASSWORD);

  const context = await browser.newContext();
  await dismissConsent(context);
  const page = await context.newPage();
  await page.goto('/signin');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  fixture.state = await context.storageState();

  const ads = await context.request.get(`${BASE_URL}/api/ads/advertiser`, {
    headers: { 'x-api-key': API_KEY },
  });
  expect(ads.ok()).toBe(true);
  const list = (await ads.json()) as { id: string | number; status: string }[];
  fixture.adId = String(list.find((ad) => ad.status === 'ACTIVE')?.id ?? list[0]?.id);
  fixture.rejectedAdId = String(list.find((ad) => ad.status === 'REJECTED')?.id);
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
      const where = `${visit.path} (${who}, ${language}, ${page.viewportSize()?.width} px)`;
      expect.soft(await scrollsSideways(page), `${where} scrolls sideways`).toBe(false);
      expect.soft(await seriousViolations(page), `${where}: axe`).toEqual([]);
      const keyboard = await keyboardWalk(page);
      expect.soft(keyboard.unreached, `${where}: not reached by Tab`).toEqual([]);
      expect.soft(keyboard.noFocusStyle, `${where}: no visible focus style`).toEqual([]);
    });
  }
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`${language} at ${width} px: every route passes axe (WCAG 2.1 AA), fits the width and works by keyboard`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const signedOut = await newContext(browser, language, width);
      await checkVisits(await signedOut.newPage(), signedOutVisits(), language, false);
      await signedOut.close();

      const signedIn = await newContext(browser, language, width, fixture.state);
      await checkVisits(await signedIn.newPage(), signedInVisits(), language, true);
      await signedIn.close();
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

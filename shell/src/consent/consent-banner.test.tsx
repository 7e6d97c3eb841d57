import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type Language } from 'shared-contracts';
import { ShellServicesContext } from 'shell-runtime';
import { ThemeProvider, theme } from 'shared-ui';
import { activateTestI18n } from '../testing/activate-test-i18n';
import { createShellRuntime } from '../services/shell-services';
import { latestAdvertiser } from '../testing/api-handlers';
import { aRemote } from '../testing/factories';
import { setupMswServer } from '../testing/msw-server';
import { portalAccessOf } from '../testing/remotes-file';
import { renderShell } from '../testing/render-shell';
import { createAnalytics, type Analytics } from './analytics';
import { ConsentBanner } from './consent-banner';
import { createConsentController } from './consent-manager';
import { CONSENT_RECORD_COOKIE, KLARO_COOKIE, readConsentRecord } from './consent-record';
import { consentSettingsRequests, openConsentSettings } from './consent-state';

const server = setupMswServer();

/** Everything written to document.cookie, attributes included (reading gives names and values only). */
const cookieWrites: string[] = [];
const nativeCookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
beforeAll(() => {
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => nativeCookie?.get?.call(document) as string,
    set: (value: string) => {
      cookieWrites.push(value);
      nativeCookie?.set?.call(document, value);
    },
  });
});
afterEach(() => {
  for (const name of [CONSENT_RECORD_COOKIE, KLARO_COOKIE]) document.cookie = `${name}=; Path=/; Max-Age=0`;
  cookieWrites.length = 0;
  consentSettingsRequests.setState({ requests: 0 });
});

function renderBanner({ analytics = createAnalytics(sessionStorage), language = 'en' as Language } = {}) {
  activateTestI18n(language, i18n);
  const { services } = createShellRuntime({
    language,
    storage: localStorage,
    navigate: () => undefined,
    reload: () => undefined,
    currentLocation: () => ({ pathname: '/', search: '' }),
    accessOf: portalAccessOf,
  });
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ShellServicesContext.Provider value={services}>
          <ConsentBanner createController={() => createConsentController({ analytics })} />
        </ShellServicesContext.Provider>
      </ThemeProvider>
    </I18nProvider>,
  );
  return { analytics, unmount };
}

const banner = () => screen.getByRole('region', { name: 'Cookies on this portal' });

test('a first visit gets the banner after the first paint, reachable by keyboard', async () => {
  server.use(latestAdvertiser('empty'));
  renderShell({ path: '/faqs', remotes: { mf_public: aRemote({ '/faqs': 'FAQs page' }) } });

  const region = await screen.findByRole('region', { name: 'Cookies on this portal' });
  expect(region).toHaveTextContent('Cookie policy last updated Nov 27, 2024.');
  expect(within(region).getByRole('link', { name: /read the cookie policy/i })).toHaveAttribute(
    'target',
    '_blank',
  );

  await userEvent.tab(); // skip link
  await userEvent.tab();
  expect(within(region).getByRole('link', { name: /read the cookie policy/i })).toHaveFocus();
  await userEvent.tab();
  expect(within(region).getByRole('button', { name: 'Accept all' })).toHaveFocus();
});

test('the banner a prerendered page showed stays until this one is on screen, then gives way to it', () => {
  // As the take-over leaves it: the picture's banner, inert, kept in the body.
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div data-consent-banner-picture inert aria-hidden="true"><section data-consent-banner><h2>Cookies on this portal</h2></section></div>',
  );
  expect(document.body).toHaveTextContent('Cookies on this portal');

  renderBanner();
  expect(banner()).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { name: 'Cookies on this portal', hidden: true })).toHaveLength(1);
});

test('accept all records every category and starts analytics', async () => {
  const { analytics } = renderBanner();
  expect(analytics.isRunning()).toBe(false);

  await userEvent.click(within(banner()).getByRole('button', { name: 'Accept all' }));

  expect(screen.queryByRole('region', { name: 'Cookies on this portal' })).not.toBeInTheDocument();
  const record = readConsentRecord();
  expect(record).toMatchObject({ categories: ['necessary', 'analytics', 'targeting'], revision: 1 });
  expect(record?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(Date.parse(record?.consentDate ?? '')).toBeGreaterThan(Date.now() - 60_000);
  expect(analytics.isRunning()).toBe(true);
});

test('both consent cookies last 182 days with SameSite=Lax', async () => {
  renderBanner();
  await userEvent.click(within(banner()).getByRole('button', { name: 'Accept all' }));

  const recordWrite = cookieWrites.find((write) => write.startsWith(`${CONSENT_RECORD_COOKIE}=`));
  expect(recordWrite).toMatch(/Max-Age=15724800/);
  expect(recordWrite).toMatch(/SameSite=Lax/);
  const klaroWrite = cookieWrites.find((write) => write.startsWith(`${KLARO_COOKIE}=%7B`)); // its decisions, as JSON
  expect(klaroWrite).toMatch(/SameSite=Lax/);
  const expires = Date.parse(/expires=([^;]+)/.exec(klaroWrite ?? '')?.[1] ?? '');
  expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(182);
});

test('reject keeps only the necessary category and analytics never starts', async () => {
  const { analytics } = renderBanner();

  await userEvent.click(within(banner()).getByRole('button', { name: 'Reject all (necessary only)' }));

  expect(readConsentRecord()?.categories).toEqual(['necessary']);
  expect(analytics.isRunning()).toBe(false);
});

test('choosing by category: necessary is always on, analytics can be picked alone', async () => {
  const { analytics } = renderBanner();

  await userEvent.click(within(banner()).getByRole('button', { name: 'Choose by category' }));
  const necessary = screen.getByRole('checkbox', { name: 'Necessary' });
  expect(necessary).toBeChecked();
  expect(necessary).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Targeting' })).not.toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Analytics' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));

  expect(readConsentRecord()?.categories).toEqual(['necessary', 'analytics']);
  expect(analytics.isRunning()).toBe(true);
});

test('a returning visitor is not asked again, and their analytics choice is applied at once', async () => {
  const { unmount: leave } = renderBanner();
  await userEvent.click(within(banner()).getByRole('button', { name: 'Accept all' }));
  leave(); // the visitor leaves, and comes back later

  const returning: Analytics = createAnalytics(sessionStorage);
  renderBanner({ analytics: returning });

  expect(screen.queryByRole('region', { name: 'Cookies on this portal' })).not.toBeInTheDocument();
  expect(returning.isRunning()).toBe(true);
});

test('a record from an older policy revision asks again and switches nothing on', () => {
  document.cookie = `${KLARO_COOKIE}=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: true, targeting: true }))}; Path=/`;
  const old = {
    categories: ['necessary', 'analytics'],
    revision: 0,
    consentDate: new Date().toISOString(),
    uuid: crypto.randomUUID(),
  };
  document.cookie = `${CONSENT_RECORD_COOKIE}=${encodeURIComponent(JSON.stringify(old))}; Path=/`;

  const { analytics } = renderBanner();

  expect(banner()).toBeInTheDocument();
  expect(analytics.isRunning()).toBe(false);
});

test('Cookie settings reopens the choice and moves focus to it', async () => {
  renderBanner();
  await userEvent.click(within(banner()).getByRole('button', { name: 'Reject all (necessary only)' }));

  act(() => openConsentSettings()); // what the footer's Cookie settings button does

  const heading = await screen.findByRole('heading', { name: 'Cookies on this portal' });
  expect(heading).toHaveFocus();
  expect(screen.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
});

test('the banner speaks Japanese, with the policy date in Japanese', () => {
  renderBanner({ language: 'ja' });

  const region = screen.getByRole('region', { name: 'このポータルでのクッキーの利用について' });
  expect(region).toHaveTextContent('クッキーポリシー（2024年11月27日改定）');
  expect(within(region).getByRole('button', { name: 'カテゴリごとに選択' })).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'すべて許可' })).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'すべて拒否（必須のみ）' })).toBeInTheDocument();
});

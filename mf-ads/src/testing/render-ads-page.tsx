/** Test-only: renders mf-ads as the shell hosts it (its RemoteModule routes under a router, with ShellServices,
 *  Lingui, the theme and a fresh SWR cache), plus stand-ins for the dashboard and not-found pages it sends people
 *  to, and records where the browser would leave the portal for. */
import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation, useRoutes } from 'react-router';
import { SWRConfig } from 'swr';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, type Advertiser, type Language } from 'shared-contracts';
import { anAdvertiser, createTestShellServices, renderWithShell } from 'shared-contracts/testing';
import { ThemeProvider, theme } from 'shared-ui';
import { ExternalNavigationContext } from '../common/external-navigation';
import remoteModule from '../routes';

// Pages load lazily and CI machines are small and busy: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 4000 });

function RemoteRoutes() {
  return useRoutes(remoteModule.routes);
}

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

export type RenderAdsPageOptions = {
  route: string;
  /** The signed-in advertiser; null for none (the pages wait). Defaults to a complete record. */
  advertiser?: Advertiser | null;
  language?: Language;
};

export function renderAdsPage({ route, advertiser, language = 'en' }: RenderAdsPageOptions) {
  const services = createTestShellServices({
    advertiser: advertiser === undefined ? anAdvertiser() : advertiser,
    language,
  });
  const externalNavigations: string[] = [];
  i18n.load({ en: remoteModule.messages.en, ja: remoteModule.messages.ja });
  i18n.activate(language);

  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <ExternalNavigationContext.Provider value={(url) => void externalNavigations.push(url)}>
              {children}
            </ExternalNavigationContext.Provider>
          </SWRConfig>
        </ThemeProvider>
      </I18nProvider>
    );
  }

  // No pause between keystrokes: typing long URLs one timer tick at a time only slows the suite down.
  const user = userEvent.setup({ delay: null });
  const rendered = renderWithShell(
    <>
      <Suspense fallback={null}>
        <Routes>
          <Route path={ROUTES.notFound} element={<h1>Not found page</h1>} />
          <Route path={ROUTES.dashboard} element={<h1>Dashboard page</h1>} />
          <Route path="*" element={<RemoteRoutes />} />
        </Routes>
      </Suspense>
      <CurrentLocation />
    </>,
    { services, route, wrapper: Providers },
  );
  return { ...rendered, user, externalNavigations };
}

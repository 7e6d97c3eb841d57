/** Test-only: renders mf-ads as the shell hosts it, with the shared test kit (`shared-ui/testing`) bound to this
 *  remote's catalogues and SWR: its RemoteModule routes at a URL, stand-ins for the dashboard and not-found pages
 *  it sends people to, the router's URL as "current location", and where the browser would leave the portal for. */
import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useRoutes } from 'react-router';
import { SWRConfig } from 'swr';
import { ROUTES } from 'shared-contracts';
import { createRenderPage, type RenderPageOptions } from 'shared-ui/testing';
import { ExternalNavigationContext } from '../common/external-navigation';
import { messages as en } from '../locales/en/messages';
import { messages as ja } from '../locales/ja/messages';
import remoteModule from '../routes';

const renderPage = createRenderPage({
  messages: { en, ja },
  SWRConfig,
  signedIn: true,
  locationLabel: 'current location',
  // No pause between keystrokes: typing long URLs one timer tick at a time only slows the suite down.
  user: { delay: null },
});

function RemoteRoutes() {
  return useRoutes(remoteModule.routes);
}

export type RenderAdsPageOptions = Pick<RenderPageOptions, 'advertiser' | 'language'> & { route: string };

export function renderAdsPage({ route, advertiser, language }: RenderAdsPageOptions) {
  const externalNavigations: string[] = [];
  function LeavingThePortal({ children }: { children: ReactNode }) {
    return (
      <ExternalNavigationContext.Provider value={(url) => void externalNavigations.push(url)}>
        {children}
      </ExternalNavigationContext.Provider>
    );
  }
  const rendered = renderPage(
    <Suspense fallback={null}>
      <Routes>
        <Route path={ROUTES.notFound} element={<h1>Not found page</h1>} />
        <Route path={ROUTES.dashboard} element={<h1>Dashboard page</h1>} />
        <Route path="*" element={<RemoteRoutes />} />
      </Routes>
    </Suspense>,
    { route, advertiser, language, wrapper: LeavingThePortal },
  );
  return { ...rendered, externalNavigations };
}

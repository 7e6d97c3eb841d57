/** The shell's providers around the router: Lingui (activated before this renders), the theme and global style,
 *  the ShellServices every remote reads, remotes.json's loader (the runtime route table) and the remote loader the
 *  route table uses. */
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, type DataRouter } from 'react-router';
import { ShellServicesContext, type ShellServices } from 'shared-contracts';
import { GlobalStyle, PhraseBreaks, ThemeProvider, theme } from 'shared-ui';
import type { ManifestLoader } from './remotes/load-manifest';
import type { RemoteRoutesLoader } from './remotes/load-remote-routes';
import { RemoteLoaderContext } from './remotes/remote-loader-context';
import { ManifestContext } from './remotes/runtime-routes';

export type ShellAppProps = {
  i18n: I18n;
  router: DataRouter;
  services: ShellServices;
  manifest: ManifestLoader;
  loadRemoteRoutes: RemoteRoutesLoader;
};

export function ShellApp({ i18n, router, services, manifest, loadRemoteRoutes }: ShellAppProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n} defaultComponent={PhraseBreaks}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ShellServicesContext.Provider value={services}>
            <ManifestContext.Provider value={manifest}>
              <RemoteLoaderContext.Provider value={loadRemoteRoutes}>
                <RouterProvider router={router} flushSync={flushSync} />
              </RemoteLoaderContext.Provider>
            </ManifestContext.Provider>
          </ShellServicesContext.Provider>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>
  );
}

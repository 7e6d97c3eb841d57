/** The shell's providers around the router: Lingui (activated before this renders), the theme and global style,
 *  the ShellServices every remote reads, and the remote loader the route table uses. */
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, type DataRouter } from 'react-router';
import { ShellServicesContext, type ShellServices } from 'shared-contracts';
import { GlobalStyle, ThemeProvider, theme } from 'shared-ui';
import type { RemoteRoutesLoader } from './remotes/load-remote-routes';
import { RemoteLoaderContext } from './remotes/remote-loader-context';

export type ShellAppProps = {
  i18n: I18n;
  router: DataRouter;
  services: ShellServices;
  loadRemoteRoutes: RemoteRoutesLoader;
};

export function ShellApp({ i18n, router, services, loadRemoteRoutes }: ShellAppProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ShellServicesContext.Provider value={services}>
            <RemoteLoaderContext.Provider value={loadRemoteRoutes}>
              <RouterProvider router={router} flushSync={flushSync} />
            </RemoteLoaderContext.Provider>
          </ShellServicesContext.Provider>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>
  );
}

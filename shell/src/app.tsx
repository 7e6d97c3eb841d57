/** The shell's providers around the router: Lingui (activated before this renders), the theme and global style,
 *  the ShellServices every remote reads, remotes.json's loader (the runtime route table) and the remote loader the
 *  route table uses. The router is declarative (decision 0046): `<BrowserRouter>` from bootstrap, a memory router
 *  in tests, with the bridge that lets ShellServices navigate from outside React. */
import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ShellServicesContext, type ShellServices } from 'shell-runtime';
import { GlobalStyle, PhraseBreaks, ThemeProvider, theme } from 'shared-ui';
import { NavigationBridge, type ShellNavigation } from './navigation/shell-navigation';
import type { ManifestLoader } from './remotes/load-manifest';
import type { RemoteRoutesLoader } from './remotes/load-remote-routes';
import { FirstRenderContext, type FirstRender } from './remotes/remote-boundary';
import { RemoteLoaderContext } from './remotes/remote-loader-context';
import { ManifestContext } from './remotes/runtime-routes';
import { ShellRoutes } from './route-table';

export type ShellAppProps = {
  i18n: I18n;
  /** `BrowserRouter` in the browser, a memory router in tests. */
  Router: ComponentType<{ children?: ReactNode }>;
  navigation: ShellNavigation;
  services: ShellServices;
  manifest: ManifestLoader;
  loadRemoteRoutes: RemoteRoutesLoader;
};

export function ShellApp({ i18n, Router, navigation, services, manifest, loadRemoteRoutes }: ShellAppProps) {
  // Marked without a render of its own: a remote boundary reads it once, when it mounts.
  const [firstRender] = useState<FirstRender>(() => ({ committed: false }));
  useEffect(() => {
    firstRender.committed = true;
  }, [firstRender]);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n} defaultComponent={PhraseBreaks}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ShellServicesContext.Provider value={services}>
            <ManifestContext.Provider value={manifest}>
              <RemoteLoaderContext.Provider value={loadRemoteRoutes}>
                <FirstRenderContext.Provider value={firstRender}>
                  <Router>
                    <NavigationBridge navigation={navigation} />
                    <ShellRoutes />
                  </Router>
                </FirstRenderContext.Provider>
              </RemoteLoaderContext.Provider>
            </ManifestContext.Provider>
          </ShellServicesContext.Provider>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>
  );
}

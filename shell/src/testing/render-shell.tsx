/** Renders the real shell (providers, layout, route table, services, session store) in a memory router for
 *  tests. Only what lies across the network is replaced: HTTP by msw, and remotes by a loader the test supplies. */
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { STORAGE_KEYS, type Advertiser, type Language } from 'shared-contracts';
import { type RemoteModule } from 'shell-runtime';
import { ShellApp } from '../app';
import { activateTestI18n } from './activate-test-i18n';
import { createShellNavigation, type ShellLocation } from '../navigation/shell-navigation';
import type { ManifestLoader } from '../remotes/load-manifest';
import type { RemoteRoutesLoader } from '../remotes/load-remote-routes';
import { routeIn } from '../remotes/runtime-routes';
import { createShellRuntime, type ShellRuntime } from '../services/shell-services';
import { readyManifest } from './remotes-file';

// Remote pages and the session check arrive asynchronously; on a busy CI machine they can take over a second.
configure({ asyncUtilTimeout: 10_000 });

export type RenderShellOptions = {
  path: string;
  language?: Language;
  /** Stored as the local user record before the shell starts. */
  storedAdvertiser?: Advertiser;
  remotes?: Partial<Record<string, RemoteModule>>;
  /** remotes.json as the shell reads it: the portal's remotes, already read, unless given (a file, or a loader). */
  manifest?: ManifestLoader;
  /** Overrides the remote loader entirely (e.g. one that fails first). */
  loadRemoteRoutes?: RemoteRoutesLoader;
  /** Runs the start-up session check, as bootstrap does. */
  refreshSession?: boolean;
};

/** The router as a test reads and drives it: the location last rendered, and navigation to a path. */
export type ShellRouter = {
  readonly state: { readonly location: ShellLocation };
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
};

export type RenderedShell = ShellRuntime & { router: ShellRouter; reloads: number[]; scrolls: string[] };

export function renderShell(options: RenderShellOptions): RenderedShell & ReturnType<typeof render> {
  const language = options.language ?? 'en';
  activateTestI18n(language, i18n);
  if (options.storedAdvertiser)
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(options.storedAdvertiser));
  const start = new URL(options.path, 'http://localhost');
  const navigation = createShellNavigation({
    pathname: start.pathname,
    search: start.search,
    hash: start.hash,
  });
  const router: ShellRouter = {
    get state() {
      return { location: navigation.location() };
    },
    // Settles once asked, as the data router's navigate did: a test awaits it inside act(), and act() renders
    // only after its callback settles, so waiting for the render here would wait forever.
    navigate: (to, navigateOptions) => {
      void navigation.navigate(to, navigateOptions);
      return Promise.resolve();
    },
  };
  const Router = ({ children }: { children?: ReactNode }) => (
    <MemoryRouter initialEntries={[options.path]}>{children}</MemoryRouter>
  );
  const reloads: number[] = [];
  // jsdom has no scrolling; record each scroll-to-top with the path it happened on.
  const scrolls: string[] = [];
  window.scrollTo = (() => void scrolls.push(router.state.location.pathname)) as typeof window.scrollTo;
  const manifest = options.manifest ?? readyManifest();
  const runtime = createShellRuntime({
    language,
    storage: localStorage,
    navigate: (to, navigateOptions) => navigation.navigate(to, navigateOptions),
    reload: () => reloads.push(Date.now()),
    currentLocation: () => navigation.location(),
    accessOf: (pathname) => routeIn(manifest.getState(), pathname)?.access ?? null,
    apiBaseUrl: 'http://localhost/api',
  });
  const remotes = options.remotes ?? {};
  const loadRemoteRoutes: RemoteRoutesLoader =
    options.loadRemoteRoutes ??
    ((name) => {
      const module = remotes[name];
      return module ? Promise.resolve(module) : Promise.reject(new Error(`${name} is down`));
    });
  if (options.refreshSession !== false) void runtime.session.refresh();
  const result = render(
    <ShellApp
      i18n={i18n}
      Router={Router}
      navigation={navigation}
      services={runtime.services}
      manifest={manifest}
      loadRemoteRoutes={loadRemoteRoutes}
    />,
  );
  return { ...result, ...runtime, router, reloads, scrolls };
}

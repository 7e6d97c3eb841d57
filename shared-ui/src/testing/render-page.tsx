/** Renders a remote's page as the shell hosts it, for that remote's tests: shared-contracts' renderWithShell
 *  (router at a URL, in-memory ShellServices over the real API client, recorded toasts and navigations) inside
 *  Lingui with the remote's catalogues, the shared-ui theme and, for remotes that read with SWR, a fresh cache per
 *  render. A remote binds it once to its catalogues and defaults with createRenderPage; tests call the result. */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { configure, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from 'styled-components';
import type { Advertiser, Language } from 'shared-contracts';
import { anAdvertiser } from 'shared-contracts/testing';
import { createTestShellServices, renderWithShell, type TestShellServices } from 'shell-runtime/testing';
import { theme } from '../theme/theme';

// Pages load lazily, and the first test of a file transpiles its page's modules on a small, busy CI machine: 4 s
// was once not enough there for the ad application's first field. The wait ends as soon as the element shows, so a
// long one costs nothing when it passes; the test timeout (jest.config.cjs) stays above it.
configure({ asyncUtilTimeout: 10_000 });

type UserEventOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;
type Wrapper = ComponentType<{ children: ReactNode }>;

/** The cache settings every test render gets: nothing cached between tests, no refetch on window focus. */
type FreshSwrCache = {
  provider: () => Map<string, never>;
  dedupingInterval: number;
  revalidateOnFocus: boolean;
};
/** The remote's own SWRConfig (swr is the remote's dependency, so the cache must be its copy's). */
export type SwrConfigComponent = ComponentType<{ value: FreshSwrCache; children: ReactNode }>;

/** What a remote binds once, in its `testing/render-page.tsx`. */
export type RemoteTestSetup = {
  /** The remote's Lingui catalogues (its RemoteModule's `messages`). */
  messages: { en: Messages; ja: Messages };
  /** Given by remotes that read with SWR. */
  SWRConfig?: SwrConfigComponent;
  /** The URL a page opens at when the test names neither route nor path; '/' unless given. */
  route?: string;
  /** Whether pages open with a complete advertiser signed in when the test names none. */
  signedIn?: boolean;
  /** Shows the router's current URL in an <output> with this accessible name after the page. */
  locationLabel?: string;
  /** user-event options for every test of the remote, e.g. `{ delay: null }`. */
  user?: UserEventOptions;
};

export type RenderPageOptions = {
  /** The URL the page opens at, with its query ('/dashboard?checkout_status=success'); defaults to `path`. */
  route?: string;
  /** A route pattern to mount the page at ('/signin'); any other URL then shows "Now at <url>" (findLocation). */
  path?: string;
  language?: Language;
  /** The signed-in advertiser; null for none. */
  advertiser?: Advertiser | null;
  /** Services made by the test (createTestShellServices with overrides); `language` and `advertiser` then come
   *  from them. */
  services?: TestShellServices;
  /** Set when a test drives time with Jest's fake timers, so typing advances them. */
  fakeTimers?: boolean;
  /** The remote's own providers around the page, such as a context its pages read. */
  wrapper?: Wrapper;
};

/** Toast texts by kind, in the order they appeared. */
export type ToastTexts = { readonly success: string[]; readonly error: string[] };

export type RenderedPage = RenderResult & {
  user: UserEvent;
  services: TestShellServices;
  toasts: ToastTexts;
  /** The advertiser the session holds now. */
  storedAdvertiser(): Advertiser | null;
};

/** Shows the path a page navigated to, for every path the test did not mount a page at. */
function Elsewhere() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

function CurrentLocation({ label }: { label: string }) {
  const location = useLocation();
  return <output aria-label={label}>{`${location.pathname}${location.search}`}</output>;
}

/** Waits until a page mounted at a `path` has navigated to `url` (with its query, if given). */
export function findLocation(url: string): Promise<HTMLElement> {
  return screen.findByText(`Now at ${url}`);
}

function toastTexts(services: TestShellServices): ToastTexts {
  const textsOf = (kind: 'success' | 'error') =>
    services.toasts.filter((toast) => toast.kind === kind).map((toast) => toast.message);
  return {
    get success() {
      return textsOf('success');
    },
    get error() {
      return textsOf('error');
    },
  };
}

export function createRenderPage(setup: RemoteTestSetup) {
  return function renderPage(ui: ReactElement, options: RenderPageOptions = {}): RenderedPage {
    const { path, fakeTimers = false, wrapper: RemoteProviders } = options;
    const language = options.language ?? options.services?.language.current ?? 'en';
    const services =
      options.services ??
      createTestShellServices({
        language,
        advertiser:
          options.advertiser === undefined ? (setup.signedIn ? anAdvertiser() : null) : options.advertiser,
      });
    const i18n = setupI18n({ locale: language, messages: setup.messages });
    const { SWRConfig } = setup;
    function Providers({ children }: { children: ReactNode }) {
      const page = RemoteProviders ? <RemoteProviders>{children}</RemoteProviders> : children;
      const swrConfig = {
        provider: () => new Map<string, never>(),
        dedupingInterval: 0,
        revalidateOnFocus: false,
      };
      return (
        <I18nProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            {SWRConfig ? <SWRConfig value={swrConfig}>{page}</SWRConfig> : page}
          </ThemeProvider>
        </I18nProvider>
      );
    }
    const user = userEvent.setup({
      ...setup.user,
      ...(fakeTimers ? { advanceTimers: (ms: number) => jest.advanceTimersByTime(ms) } : {}),
    });
    const mounted = path ? (
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    ) : (
      ui
    );
    const rendered = renderWithShell(
      <>
        {mounted}
        {setup.locationLabel ? <CurrentLocation label={setup.locationLabel} /> : null}
      </>,
      { services, route: options.route ?? path ?? setup.route ?? '/', wrapper: Providers },
    );
    return {
      ...rendered,
      user,
      services,
      toasts: toastTexts(services),
      storedAdvertiser: () => services.session.getAdvertiser(),
    };
  };
}

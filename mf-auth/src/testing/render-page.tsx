/** Renders an mf-auth page the way the shell hosts it, for this remote's tests: shared-contracts' test
 *  ShellServices and router, plus Lingui with our catalogues in the language under test and the shared-ui theme.
 *  Every other path shows where the page navigated to, so tests assert redirects as a user would see them. */
import type { ReactElement, ReactNode } from 'react';
import { screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Advertiser, Language } from 'shared-contracts';
import { createTestShellServices, renderWithShell, type TestShellServices } from 'shared-contracts/testing';
import { ThemeProvider, theme } from 'shared-ui';
import { messages as en } from '../locales/en/messages';
import { messages as ja } from '../locales/ja/messages';

export type RenderPageOptions = {
  /** The route pattern the page is mounted at, e.g. '/signin'. */
  path: string;
  /** The URL the test starts at; defaults to `path`. */
  url?: string;
  language?: Language;
  advertiser?: Advertiser | null;
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

export function renderPage(page: ReactElement, options: RenderPageOptions): RenderedPage {
  const language = options.language ?? 'en';
  const services = createTestShellServices({ language, advertiser: options.advertiser ?? null });
  const i18n = setupI18n({ locale: language, messages: { en, ja } });
  const Providers = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nProvider>
  );
  const result = renderWithShell(
    <Routes>
      <Route path={options.path} element={page} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { services, route: options.url ?? options.path, wrapper: Providers },
  );
  const textsOf = (kind: 'success' | 'error') =>
    services.toasts.filter((toast) => toast.kind === kind).map((toast) => toast.message);
  return {
    ...result,
    user: userEvent.setup(),
    services,
    toasts: {
      get success() {
        return textsOf('success');
      },
      get error() {
        return textsOf('error');
      },
    },
    storedAdvertiser: () => services.session.getAdvertiser(),
  };
}

/** Waits until the page has navigated to `path` (with its query, if given). */
export function findLocation(path: string): Promise<HTMLElement> {
  return screen.findByText(`Now at ${path}`);
}

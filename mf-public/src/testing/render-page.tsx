/** Renders an mf-public page as the shell hosts it, for tests: shared-contracts' renderWithShell (router at a
 *  URL, in-memory ShellServices over the real API client, recorded toasts) inside Lingui activated in the
 *  language under test with this remote's catalogues, the shared theme, and a fresh SWR cache per test. */
import type { ReactElement, ReactNode } from 'react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { SWRConfig } from 'swr';
import type { Advertiser, Language } from 'shared-contracts';
import { createTestShellServices, renderWithShell, type TestShellServices } from 'shared-contracts/testing';
import { ThemeProvider, theme } from 'shared-ui';
import remote from '../routes';

export type RenderPageOptions = { language?: Language; path?: string; advertiser?: Advertiser | null };

/** Toast texts by kind, in the order they appeared. */
export type ToastTexts = { readonly success: string[]; readonly error: string[] };

export function renderPage(
  ui: ReactElement,
  { language = 'en', path = '/', advertiser = null }: RenderPageOptions = {},
) {
  const i18n = setupI18n({ locale: language, messages: { en: remote.messages.en, ja: remote.messages.ja } });
  const services: TestShellServices = createTestShellServices({ language, advertiser });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
        </ThemeProvider>
      </I18nProvider>
    );
  }
  const user: UserEvent = userEvent.setup();
  const rendered = renderWithShell(ui, { services, route: path, wrapper: Providers });
  const textsOf = (kind: 'success' | 'error') =>
    services.toasts.filter((toast) => toast.kind === kind).map((toast) => toast.message);
  const toasts: ToastTexts = {
    get success() {
      return textsOf('success');
    },
    get error() {
      return textsOf('error');
    },
  };
  return { ...rendered, services, user, toasts };
}

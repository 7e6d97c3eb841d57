/** Renders a page of this remote as the shell hosts it, for tests: shared-contracts' renderWithShell (router at
 *  a URL, in-memory ShellServices over the real API client) inside Lingui with our catalogues, the shared-ui
 *  theme and a fresh SWR cache, so no test sees another's data. */
import type { ReactElement, ReactNode } from 'react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Language } from 'shared-contracts';
import {
  anAdvertiser,
  createTestShellServices,
  renderWithShell,
  type TestShellServices,
} from 'shared-contracts/testing';
import { ThemeProvider, theme } from 'shared-ui';
import { messages as en } from '../locales/en/messages';
import { messages as ja } from '../locales/ja/messages';

export type RenderPageOptions = {
  /** The URL the page opens at, with its query. */
  route?: string;
  language?: Language;
  /** Set when a test drives time with Jest's fake timers. */
  fakeTimers?: boolean;
};

/** Shows the router's current URL, so a test can see a page change its own query string. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(
  page: ReactElement,
  { route = '/dashboard', language = 'en', fakeTimers = false }: RenderPageOptions = {},
) {
  const i18n = setupI18n({ locale: language, messages: { en, ja } });
  const services: TestShellServices = createTestShellServices({ language, advertiser: anAdvertiser() });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
            {children}
          </SWRConfig>
        </ThemeProvider>
      </I18nProvider>
    );
  }
  const user: UserEvent = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  const rendered = renderWithShell(
    <>
      {page}
      <LocationProbe />
    </>,
    { services, route, wrapper: Providers },
  );
  return { ...rendered, services, user };
}

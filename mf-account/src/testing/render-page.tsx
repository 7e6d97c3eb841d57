/** Renders a page of this remote as the shell hosts it, for tests: shared-contracts' renderWithShell (router,
 *  in-memory ShellServices over the real API client, recorded toasts and navigations) inside Lingui with our
 *  catalogues and the shared-ui theme. */
import type { ReactElement, ReactNode } from 'react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Advertiser, Language } from 'shared-contracts';
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
  route?: string;
  language?: Language;
  advertiser?: Advertiser | null;
};

export function renderPage(
  page: ReactElement,
  { route = '/dashboard/account', language = 'en', advertiser = anAdvertiser() }: RenderPageOptions = {},
) {
  const i18n = setupI18n({ locale: language, messages: { en, ja } });
  const services: TestShellServices = createTestShellServices({ language, advertiser });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nProvider>
    );
  }
  const user: UserEvent = userEvent.setup();
  const rendered = renderWithShell(page, { services, route, wrapper: Providers });
  return { ...rendered, services, user };
}

/** Renders an mf-public page as the shell would for the public pages: Lingui activated in the language under
 *  test with this remote's compiled catalogues, the shared theme, and a router at the given path. */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import type { Language } from 'shared-contracts';
import { ThemeProvider, theme } from 'shared-ui';
import remote from '../routes';

export function renderPage(
  ui: ReactElement,
  { language = 'en', path = '/' }: { language?: Language; path?: string } = {},
): RenderResult {
  const i18n = setupI18n({ locale: language, messages: { en: remote.messages.en, ja: remote.messages.ja } });
  return render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
}

/** Renders a shared-ui component the way an app does: inside the theme and a Lingui provider activated in the
 *  language under test (shared-ui's own texts follow that locale). For shared-ui's tests only. */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from 'styled-components';
import type { Language } from 'shared-contracts';
import { theme } from '../theme/theme';

export function UiProviders({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nProvider>
  );
}

export function renderUi(ui: ReactElement, { language = 'en' }: { language?: Language } = {}): RenderResult {
  return render(ui, { wrapper: ({ children }) => <UiProviders language={language}>{children}</UiProviders> });
}

/** Runs one remote alone for its team (docs/operations.md "Running one remote alone"): Lingui activated with the
 *  remote's catalogues and shared-ui's, the real API client on /api, a minimal in-memory ShellServices, the theme, a
 *  router, and the remote's routes. The shell does all of this for real in production; nothing here ships inside
 *  it. */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from 'styled-components';
import {
  browserLanguageSources,
  detectLanguage,
  LANGUAGES,
  ROUTES,
  STORAGE_KEYS,
  type Language,
} from 'shared-contracts';
import { ShellServicesContext, type RemoteModule, type ShellServices } from 'shell-runtime';
import { createApiClient } from 'shared-contracts/api';
import { addUiCatalogue } from './i18n/ui-i18n';
import { messages as uiEn } from './locales/en/messages';
import { messages as uiJa } from './locales/ja/messages';
import { PhraseBreaks } from './phrase-breaks/phrase-breaks';
import { GlobalStyle } from './theme/global-style';
import { theme } from './theme/theme';
import { createHarnessSession } from './dev-harness/harness-session';
import { createHarnessToasts } from './dev-harness/harness-toasts';
import { HarnessApp } from './dev-harness/harness-app';

export type MountStandaloneOptions = {
  /** Shown in the harness bar; defaults to the page title. */
  name?: string;
  /** The element to render into; defaults to #root. */
  container?: HTMLElement;
};

/** Returns the React root, so a caller (a test) can unmount it. */
export function mountStandalone(module: RemoteModule, options: MountStandaloneOptions = {}): Root {
  // The same rule as the shell's (shared-contracts detect-language.ts): the stored choice, the browser's, English.
  const language = detectLanguage(browserLanguageSources());
  i18n.load({ en: module.messages.en, ja: module.messages.ja });
  i18n.activate(language);
  // shared-ui's own texts; the harness is not shipped, so it carries both languages (decision 0064).
  addUiCatalogue('en', uiEn);
  addUiCatalogue('ja', uiJa);
  document.documentElement.lang = language;
  document.documentElement.classList.remove(...LANGUAGES);
  document.documentElement.classList.add(language);

  let navigateTo: (to: string, options?: { replace?: boolean }) => void = (to) => window.location.assign(to);
  const toast = createHarnessToasts();
  const api = createApiClient({
    baseUrl: '/api',
    apiKey: process.env.PORTAL_API_KEY ?? 'portal-web-dev',
    storage: localStorage,
    onSessionExpired: () => {
      session.clear();
      navigateTo(ROUTES.signIn);
    },
  });
  const session = createHarnessSession({
    api,
    storage: localStorage,
    toast,
    language,
    navigate: (to) => navigateTo(to),
  });
  const changeLanguage = (next: Language) => {
    localStorage.setItem(STORAGE_KEYS.language, next);
    window.location.reload();
  };
  const services: ShellServices = {
    session,
    toast,
    language: { current: language, change: changeLanguage },
    api,
    navigation: { navigate: (to, navigateOptions) => navigateTo(to, navigateOptions) },
  };
  void session.refresh();

  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('mountStandalone needs a #root element or options.container');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n} defaultComponent={PhraseBreaks}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ShellServicesContext.Provider value={services}>
            <BrowserRouter>
              <HarnessApp
                name={options.name ?? document.title}
                module={module}
                language={language}
                onLanguageChange={changeLanguage}
                toasts={toast}
                onNavigateReady={(navigate) => {
                  navigateTo = navigate;
                }}
              />
            </BrowserRouter>
          </ShellServicesContext.Provider>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>,
  );
  return root;
}

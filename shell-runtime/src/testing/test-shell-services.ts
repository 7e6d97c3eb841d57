/** An in-memory ShellServices for remote tests: the shell's session runtime kept in memory and settable, toasts,
 *  navigation and language changes recorded in arrays, and the real API client over whatever fetch the test gives (msw's
 *  patched global fetch by default), so tests assert what a user would see and where they would go. */
import { ROUTES, type Advertiser, type Language } from 'shared-contracts';
import { createApiClient, localize } from 'shared-contracts/api';
import { createSessionService } from '../session/session-service';
import { sessionServer } from '../session/session-server';
import { createSessionStore } from '../session/session-store';
import type { ShellServices, ToastOptions } from '../shell-services';

export type RecordedToast = { kind: 'success' | 'error' | 'info'; message: string; options?: ToastOptions };
export type RecordedNavigation = { to: string; replace: boolean };

export type TestShellServices = ShellServices & {
  toasts: RecordedToast[];
  navigations: RecordedNavigation[];
  /** Languages chosen through language.change (the real shell stores the choice and reloads). */
  languageChanges: Language[];
  /** Sets or clears the signed-in advertiser, re-rendering every useSession() reader. */
  setAdvertiser(advertiser: Advertiser | null): void;
};

export type TestShellOptions = {
  advertiser?: Advertiser | null;
  language?: Language;
  /** The fetch under the API client; by default the global one, which msw intercepts. */
  fetch?: typeof fetch;
  apiBaseUrl?: string;
  /** Called when a required session cannot be refreshed (the shell goes to /signin). */
  onSessionExpired?: () => void;
  /** Replaces whole services, e.g. a session whose refresh never resolves. */
  overrides?: Partial<ShellServices>;
};

/** Absolute, because Node's fetch has no page to resolve '/api' against. */
export const TEST_API_BASE_URL = 'http://localhost/api';
export const TEST_API_KEY = 'test-api-key';

export function createTestShellServices(options: TestShellOptions = {}): TestShellServices {
  const toasts: RecordedToast[] = [];
  const navigations: RecordedNavigation[] = [];
  const languageChanges: Language[] = [];
  const api = createApiClient({
    baseUrl: options.apiBaseUrl ?? TEST_API_BASE_URL,
    apiKey: TEST_API_KEY,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onSessionExpired: options.onSessionExpired ?? (() => services.navigation.navigate(ROUTES.signIn)),
  });
  // The shell's session runtime, kept in memory and this test alone. Sign-out does not call the server: in the
  // shell it also sends POST /advertisers/logout, which a remote's tests have no reason to mock.
  const store = createSessionStore({
    server: { ...sessionServer(api), logout: () => Promise.resolve() },
    storage: null,
    initial: { advertiser: options.advertiser ?? null, isLoading: false },
  });
  function setAdvertiser(advertiser: Advertiser | null): void {
    if (advertiser) store.setAdvertiser(advertiser);
    else store.clear();
  }

  const services: TestShellServices = {
    toasts,
    navigations,
    languageChanges,
    setAdvertiser,
    language: {
      current: options.language ?? 'en',
      change: (language) => void languageChanges.push(language),
    },
    toast: {
      success: (message, toastOptions) =>
        void toasts.push({ kind: 'success', message, options: toastOptions }),
      error: (message, toastOptions) => void toasts.push({ kind: 'error', message, options: toastOptions }),
      info: (message, toastOptions) => void toasts.push({ kind: 'info', message, options: toastOptions }),
    },
    navigation: {
      navigate: (to, navigateOptions) =>
        void navigations.push({ to, replace: navigateOptions?.replace ?? false }),
    },
    api,
    session: createSessionService(store, {
      navigate: (to) => services.navigation.navigate(to),
      signedOut: () =>
        services.toast.success(localize('toast-message.success.signout')[services.language.current]),
    }),
  };

  return Object.assign(services, options.overrides);
}

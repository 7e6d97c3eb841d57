/** An in-memory ShellServices for remote tests and dev harnesses: a settable session, toasts, navigation and
 *  language changes recorded in arrays, and the real API client over whatever fetch the test gives (msw's
 *  patched global fetch by default), so tests assert what a user would see and where they would go. */
import { useSyncExternalStore } from 'react';
import { createApiClient } from '../api/client';
import type { Language } from '../language';
import { AdvertiserSchema, type Advertiser } from '../api/schemas/advertiser';
import { translate } from '../messages';
import { ROUTES } from '../routes';
import type { SessionState, ShellServices, ToastOptions } from '../shell-services';

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
  const listeners = new Set<() => void>();
  let state: SessionState = { advertiser: options.advertiser ?? null, isLoading: false };

  function setAdvertiser(advertiser: Advertiser | null): void {
    state = { advertiser, isLoading: false };
    for (const listener of listeners) listener();
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

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
    api: createApiClient({
      baseUrl: options.apiBaseUrl ?? TEST_API_BASE_URL,
      apiKey: TEST_API_KEY,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      onSessionExpired: options.onSessionExpired ?? (() => services.navigation.navigate(ROUTES.signIn)),
    }),
    session: {
      useSession: () =>
        useSyncExternalStore(
          subscribe,
          () => state,
          () => state,
        ),
      getAdvertiser: () => state.advertiser,
      setAdvertiser,
      // As the shell does: reload from the server, and forget the record when that fails.
      refresh: async () => {
        const result = await services.api.request('/advertisers/latest', {
          session: 'optional',
          schema: AdvertiserSchema,
        });
        setAdvertiser(result.ok ? result.data : null);
        return state.advertiser;
      },
      // The shell also calls POST /advertisers/logout; this double only changes what the user sees.
      signOut: async (signOutOptions) => {
        setAdvertiser(null);
        if (signOutOptions?.redirectTo) return services.navigation.navigate(signOutOptions.redirectTo);
        services.navigation.navigate(ROUTES.home);
        services.toast.success(translate('toast-message.success.signout', services.language.current));
      },
    },
  };

  return Object.assign(services, options.overrides);
}

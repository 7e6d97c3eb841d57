/** Builds the one ShellServices value every remote receives (docs/architecture.md "Packages"): the API client
 *  (created once), the session store, toasts, the language and navigation. Nothing here renders; bootstrap and the
 *  tests pass in the browser pieces (storage, navigation, reload) so both build the same thing. */
import { type Language } from 'shared-contracts';
import { type NavigationService, type ShellServices } from 'shell-runtime';
import { createLanguageService } from '../i18n/language-service';
import { createSessionStore, type SessionStore, type SessionStorage } from '../session/session-store';
import { signInHrefFrom, type AccessOf } from '../session/sign-in-redirect';
import { createSignOut } from '../session/sign-out';
import { createLazyApiClient } from './lazy-api-client';
import { useSessionState } from '../session/use-session';
import { createToastService } from '../toast/toast-service';

export type ShellRuntimeOptions = {
  language: Language;
  storage: SessionStorage | null;
  /** The router's navigate; the returned promise settles when the new location is rendered. */
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
  reload: () => void;
  /** The router's current location; a session that expires on a dashboard page sends the browser to /signin
   *  naming that page. */
  currentLocation: () => { pathname: string; search: string };
  /** Who may see a path, from the runtime route table (remotes.json). */
  accessOf: AccessOf;
  /** Where the API is mounted; `/api` on the portal's own origin. */
  apiBaseUrl?: string;
  fetch?: typeof fetch;
};

export type ShellRuntime = { services: ShellServices; session: SessionStore };

export function createShellRuntime(options: ShellRuntimeOptions): ShellRuntime {
  const navigation: NavigationService = {
    navigate: (to, navigateOptions) => void options.navigate(to, navigateOptions),
  };
  // The client is built before the session store that reads through it, so its hook calls a late-bound function.
  let endSession = (): void => undefined;
  // The client is loaded with its first call, so the shell's start does not carry the endpoint table.
  const api = createLazyApiClient({
    baseUrl: options.apiBaseUrl ?? '/api',
    apiKey: process.env.PORTAL_API_KEY ?? '',
    storage: options.storage ?? undefined,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onSessionExpired: () => endSession(),
  });
  const store = createSessionStore({ api, storage: options.storage });
  // A request still in flight when the advertiser signs out comes back 401 once the session is gone; that is the
  // sign-out the person asked for, not an expired session, so it must not send them to /signin.
  let signingOut = false;
  endSession = () => {
    if (signingOut || store.getAdvertiser() === null) return;
    store.clear();
    navigation.navigate(signInHrefFrom(options.currentLocation(), options.accessOf), { replace: true });
  };
  const toast = createToastService();
  const endServerSession = createSignOut({
    session: store,
    // The session ends once the new page is rendered, so no dashboard page sees the signed-out state and bounces
    // to /signin.
    navigate: (to) => options.navigate(to),
    toast,
    successMessage: () =>
      import('shared-contracts/api').then(
        ({ localize }) => localize('toast-message.success.signout')[options.language],
      ),
  });
  const signOut: typeof endServerSession = async (signOutOptions) => {
    signingOut = true;
    try {
      await endServerSession(signOutOptions);
    } finally {
      signingOut = false;
    }
  };
  const services: ShellServices = {
    session: {
      useSession: () => useSessionState(store),
      getAdvertiser: store.getAdvertiser,
      setAdvertiser: store.setAdvertiser,
      refresh: store.refresh,
      signOut,
    },
    toast,
    language: createLanguageService({
      current: options.language,
      storage: options.storage,
      reload: options.reload,
    }),
    api,
    navigation,
  };
  return { services, session: store };
}

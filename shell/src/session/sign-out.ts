/** Sign-out (SPEC §4): the server ends the session, the cached user and the stored record go, and the browser
 *  goes to / with a success toast, or to the caller's destination without one. */
import type { ApiClient, ToastService } from 'shared-contracts';
import type { SessionStore } from './session-store';

export type SignOutDependencies = {
  api: ApiClient;
  session: SessionStore;
  /** Resolves once the new location is rendered. */
  navigate: (to: string) => Promise<void> | void;
  toast: ToastService;
  /** The 'toast-message.success.signout' text in the current language. */
  successMessage: () => string;
};

export function createSignOut({ api, session, navigate, toast, successMessage }: SignOutDependencies) {
  return async function signOut(options: { redirectTo?: string } = {}): Promise<void> {
    // Even when the server cannot be reached the person asked to leave, so the local session ends regardless.
    await api.request('/advertisers/logout', { method: 'POST', session: 'optional' });
    // Leave the page before clearing, so a dashboard page never sees the signed-out state and bounces to /signin.
    await navigate(options.redirectTo ?? '/');
    session.clear();
    if (!options.redirectTo) toast.success(successMessage());
  };
}

/** Sign-out (product.md, Sessions and links) as the shell wires it: the session store ends the server session and
 *  forgets the advertiser, and the browser goes to / with a success toast, or to the caller's destination without
 *  one. */
import { createSignOutAction, type ToastService } from 'shell-runtime';
import type { SessionStore } from './session-store';

export type SignOutDependencies = {
  session: SessionStore;
  /** Resolves once the new location is rendered. */
  navigate: (to: string) => Promise<void> | void;
  toast: ToastService;
  /** The 'toast-message.success.signout' text in the current language: the contract texts are on the API layer's
   *  entry, loaded with the first call (decision 0062), so it may have to fetch them. */
  successMessage: () => Promise<string>;
};

export function createSignOut({ session, navigate, toast, successMessage }: SignOutDependencies) {
  return createSignOutAction(session, {
    navigate,
    // The person is signed out whether or not the text arrives: a failed fetch costs the toast, not the sign-out.
    signedOut: () =>
      successMessage().then(
        (text) => toast.success(text),
        (error: unknown) => console.error('The sign-out message could not be loaded', error),
      ),
  });
}

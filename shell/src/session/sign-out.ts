/** Sign-out (SPEC §4) as the shell wires it: the session store ends the server session and forgets the advertiser,
 *  and the browser goes to / with a success toast, or to the caller's destination without one. */
import { createSignOutAction, type ToastService } from 'shared-contracts';
import type { SessionStore } from './session-store';

export type SignOutDependencies = {
  session: SessionStore;
  /** Resolves once the new location is rendered. */
  navigate: (to: string) => Promise<void> | void;
  toast: ToastService;
  /** The 'toast-message.success.signout' text in the current language. */
  successMessage: () => string;
};

export function createSignOut({ session, navigate, toast, successMessage }: SignOutDependencies) {
  return createSignOutAction(session, { navigate, signedOut: () => toast.success(successMessage()) });
}

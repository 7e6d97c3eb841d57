/** The SessionService every remote sees (shell-services.ts), built over a session store: a React hook that
 *  re-renders on change, and sign-out that leaves for `/` with the signed-out notice, or for the caller's
 *  destination without one. The shell, the dev harness and the test services all hand remotes this. */
import { useSyncExternalStore } from 'react';
import type { SessionService, SessionState } from '../shell-services';
import type { SessionStore } from './session-store';

/** The store's state in a component, as zustand's React binding reads a vanilla store. */
export function useSessionState(store: Pick<SessionStore, 'getState' | 'subscribe'>): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export type SignOutOptions = {
  /** Goes to a path; the returned promise, if any, settles once the new page is in place. */
  navigate: (to: string) => Promise<void> | void;
  /** Shows that the person is signed out (the 'toast-message.success.signout' toast). */
  signedOut: () => void | Promise<void>;
};

export function createSignOutAction(
  store: Pick<SessionStore, 'signOut'>,
  { navigate, signedOut }: SignOutOptions,
): SessionService['signOut'] {
  return async (options = {}) => {
    await store.signOut(() => navigate(options.redirectTo ?? '/'));
    if (!options.redirectTo) await signedOut();
  };
}

export function createSessionService(store: SessionStore, signOut: SignOutOptions): SessionService {
  return {
    useSession: () => useSessionState(store),
    getAdvertiser: store.getAdvertiser,
    setAdvertiser: store.setAdvertiser,
    refresh: store.refresh,
    signOut: createSignOutAction(store, signOut),
  };
}

/** The React side of the session store: a thin subscription, as zustand's own split between vanilla and React. */
import { useStore } from 'zustand';
import type { SessionState } from 'shared-contracts';
import type { SessionStore } from './session-store';

export function useSessionState(session: SessionStore): SessionState {
  return useStore(session.store);
}

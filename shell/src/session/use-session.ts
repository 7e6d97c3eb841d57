/** The React side of the session store: a thin subscription, as zustand's own split between vanilla and React. */
import { useSessionState as useStoreState, type SessionState } from 'shell-runtime';
import type { SessionStore } from './session-store';

export function useSessionState(session: SessionStore): SessionState {
  return useStoreState(session.store);
}

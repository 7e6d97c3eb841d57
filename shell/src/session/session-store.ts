/** The shell's session: the one session runtime of shared-contracts (decision 0025) over the portal's API client,
 *  this browser's localStorage and its other tabs. Code outside React (the API client's session-expired hook,
 *  sign-out) uses it directly; `store` is what the React binding subscribes to. */
import { type ApiClient } from 'shared-contracts';
import {
  browserTabs,
  createSessionStore as createSessionRuntime,
  sessionServer,
  type SessionStorage,
  type SessionStore as SessionRuntime,
} from 'shell-runtime';

export type { SessionStorage };

export type SessionStore = SessionRuntime & {
  /** The observable part, for useSessionState. */
  store: Pick<SessionRuntime, 'getState' | 'subscribe'>;
};

export function createSessionStore({
  api,
  storage,
}: {
  api: ApiClient;
  storage: SessionStorage | null;
}): SessionStore {
  const session = createSessionRuntime({ server: sessionServer(api), storage, tabs: browserTabs() });
  return { ...session, store: session };
}

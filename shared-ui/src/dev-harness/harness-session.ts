/** The dev harness's session: the shell's own session runtime (decision 0025) over the harness's API client and
 *  localStorage, with refresh de-duplication and cross-tab sync as in the shell; sign-out calls the API and
 *  leaves for `/` with the signed-out toast, or for the caller's destination without one. */
import { type ApiClient, type Language } from 'shared-contracts';
import {
  browserTabs,
  createSessionService,
  createSessionStore,
  sessionServer,
  type SessionService,
  type SessionStorage,
  type ToastService,
} from 'shell-runtime';
import { localize } from 'shared-contracts/api';
import { textIn } from '../i18n/localized-text';

type SessionDeps = {
  api: ApiClient;
  storage: SessionStorage;
  toast: ToastService;
  language: Language;
  navigate: (to: string) => void;
};

export type HarnessSession = SessionService & { clear(): void };

export function createHarnessSession({
  api,
  storage,
  toast,
  language,
  navigate,
}: SessionDeps): HarnessSession {
  const store = createSessionStore({ server: sessionServer(api), storage, tabs: browserTabs() });
  const service = createSessionService(store, {
    navigate,
    signedOut: () => toast.success(textIn(localize('toast-message.success.signout'), language)),
  });
  return { ...service, clear: store.clear };
}

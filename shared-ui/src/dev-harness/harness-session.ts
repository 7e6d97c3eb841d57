/** The dev harness's session service: the stored user record shown at once, then replaced (or cleared) by
 *  GET /advertisers/latest, as SPEC §4 "Session" describes; sign-out calls the API and leaves for `/`. A small
 *  external store read with useSyncExternalStore, so remotes see the same SessionService shape as in the shell. */
import { useSyncExternalStore } from 'react';
import {
  AdvertiserSchema,
  STORAGE_KEYS,
  translate,
  validate,
  type Advertiser,
  type ApiClient,
  type Language,
  type SessionService,
  type SessionState,
  type ToastService,
} from 'shared-contracts';

type SessionDeps = {
  api: ApiClient;
  storage: Storage;
  toast: ToastService;
  language: Language;
  navigate: (to: string) => void;
};

function readStoredAdvertiser(storage: Storage): Advertiser | null {
  const text = storage.getItem(STORAGE_KEYS.user);
  if (!text) return null;
  try {
    const parsed = validate(AdvertiserSchema, JSON.parse(text) as unknown);
    return parsed.ok ? parsed.value : null;
  } catch {
    // A record that is not JSON is as good as none; the server answer below replaces it.
    return null;
  }
}

export type HarnessSession = SessionService & { clear(): void };

export function createHarnessSession({
  api,
  storage,
  toast,
  language,
  navigate,
}: SessionDeps): HarnessSession {
  const stored = readStoredAdvertiser(storage);
  let state: SessionState = { advertiser: stored, isLoading: stored === null };
  const listeners = new Set<() => void>();

  function set(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }
  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }
  function setAdvertiser(advertiser: Advertiser) {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(advertiser));
    set({ advertiser, isLoading: false });
  }
  function clear() {
    storage.removeItem(STORAGE_KEYS.user);
    set({ advertiser: null, isLoading: false });
  }

  async function refresh(): Promise<Advertiser | null> {
    const result = await api.request('/advertisers/latest', {
      session: 'optional',
      schema: AdvertiserSchema,
    });
    if (result.ok) {
      setAdvertiser(result.data);
      return result.data;
    }
    clear();
    return null;
  }

  async function signOut(options?: { redirectTo?: string }): Promise<void> {
    await api.request('/advertisers/logout', { method: 'POST' });
    clear();
    if (options?.redirectTo) {
      navigate(options.redirectTo);
      return;
    }
    navigate('/');
    toast.success(translate('toast-message.success.signout', language));
  }

  return {
    useSession: () => useSyncExternalStore(subscribe, () => state),
    getAdvertiser: () => state.advertiser,
    setAdvertiser,
    refresh,
    signOut,
    clear,
  };
}

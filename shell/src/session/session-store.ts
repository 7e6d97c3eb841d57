/** The signed-in advertiser as a vanilla zustand store (SPEC §4 "Session"): the locally stored record is shown at
 *  once as placeholder data, then refreshed once from the server; a failed or empty answer clears both the store
 *  and the stored record. Code outside React (the API client's session-expired hook, sign-out) uses it directly. */
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  AdvertiserSchema,
  STORAGE_KEYS,
  type Advertiser,
  type ApiClient,
  type SessionState,
} from 'shared-contracts';

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionStore = {
  store: StoreApi<SessionState>;
  getAdvertiser(): Advertiser | null;
  setAdvertiser(advertiser: Advertiser): void;
  /** Loads GET /advertisers/latest; concurrent callers share one request. */
  refresh(): Promise<Advertiser | null>;
  /** Forgets the advertiser here and in storage (sign-out, expired session, failed refresh). */
  clear(): void;
  /** Follows a change of the stored record made by another tab. */
  syncFromStorage(): void;
};

function readStoredAdvertiser(storage: SessionStorage | null): Advertiser | null {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    const parsed = v.safeParse(AdvertiserSchema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
    storage?.removeItem(STORAGE_KEYS.user); // an outdated or damaged record is worse than none
    return null;
  } catch {
    return null;
  }
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Storage may be full or blocked; the in-memory session still works for this page.
  }
}

export function createSessionStore({
  api,
  storage,
}: {
  api: ApiClient;
  storage: SessionStorage | null;
}): SessionStore {
  const stored = readStoredAdvertiser(storage);
  const store = createStore<SessionState>()(() => ({ advertiser: stored, isLoading: stored === null }));
  let refreshing: Promise<Advertiser | null> | null = null;

  function setAdvertiser(advertiser: Advertiser): void {
    safely(() => storage?.setItem(STORAGE_KEYS.user, JSON.stringify(advertiser)));
    store.setState({ advertiser, isLoading: false });
  }

  function clear(): void {
    safely(() => storage?.removeItem(STORAGE_KEYS.user));
    store.setState({ advertiser: null, isLoading: false });
  }

  async function loadLatest(): Promise<Advertiser | null> {
    const result = await api.request('/advertisers/latest', { session: 'optional' });
    // The whole body is the user; an empty or unreadable body means there is no session.
    const parsed = result.ok ? v.safeParse(AdvertiserSchema, result.data) : null;
    if (!parsed?.success) {
      clear();
      return null;
    }
    setAdvertiser(parsed.output);
    return parsed.output;
  }

  function refresh(): Promise<Advertiser | null> {
    refreshing ??= loadLatest().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function syncFromStorage(): void {
    const advertiser = readStoredAdvertiser(storage);
    store.setState({ advertiser, isLoading: false });
  }

  return {
    store,
    getAdvertiser: () => store.getState().advertiser,
    setAdvertiser,
    refresh,
    clear,
    syncFromStorage,
  };
}

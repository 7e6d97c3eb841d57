/** The one session runtime (decision 0025, product.md, Sessions and links), free of React and of any framework: the
 *  locally stored advertiser is shown at once as placeholder data, then replaced (or cleared) by the server's answer;
 *  callers that ask together share one refresh; sign-out ends the server session before the record goes; and
 *  other tabs follow every change. The shell, the dev harness and the test services are thin layers over it. */
import * as v from 'valibot';
import { AdvertiserSchema, STORAGE_KEYS, type Advertiser } from 'shared-contracts';
import type { SessionState } from '../shell-services';
import { dropCachedReads } from './cached-reads';
import { connectTabs, type TabSync } from './tab-sync';

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The two server calls a session makes (session-server.ts builds them from the API client). */
export type SessionServer = {
  /** GET /advertisers/latest: the advertiser, or null when there is no session or no readable answer. */
  latest(): Promise<Advertiser | null>;
  /** POST /advertisers/logout. Its outcome does not matter: the person asked to leave. */
  logout(): Promise<void>;
};

export type SessionStoreOptions = {
  server: SessionServer;
  /** Where the advertiser record is kept between visits (localStorage); null keeps it in memory only. */
  storage: SessionStorage | null;
  /** Other tabs of the portal, followed while anyone subscribes; null for none (tests). */
  tabs?: TabSync | null;
  /** The state to start from instead of the stored record (the test services' given advertiser). */
  initial?: SessionState;
  /** Drops the page's cached server reads when the session moves to another account or ends; by default every
   *  cache registered with holdCachedReads (SWR's, in shared-ui/data). */
  dropReads?: () => void;
};

export type SessionStore = {
  getState(): SessionState;
  /** Called on every change; the first subscriber connects the other tabs, the last one disconnects them. */
  subscribe(listener: () => void): () => void;
  getAdvertiser(): Advertiser | null;
  /** After sign-in, confirmation, a profile update or a switch of account: shown, stored, and told to the other
   *  tabs. Another account than before drops the cached reads first (dropReads), here and in those tabs. */
  setAdvertiser(advertiser: Advertiser): void;
  /** Loads GET /advertisers/latest; callers that ask while a refresh runs share it. */
  refresh(): Promise<Advertiser | null>;
  /** Forgets the advertiser here, in storage and in the other tabs (expired session, failed refresh). */
  clear(): void;
  /** Ends the server session, then runs `leave` (navigation) before forgetting the advertiser, so the page being
   *  left never renders the signed-out state. */
  signOut(leave?: () => Promise<void> | void): Promise<void>;
  /** Follows the stored record as another tab left it. */
  syncFromStorage(): void;
};

export function readStoredAdvertiser(storage: SessionStorage | null): Advertiser | null {
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

/** Whether `next` is still the account (and the person) whose server reads `previous` left in the cache. A record
 *  stored before members has no person, so only the account is compared then. */
function sameAccount(previous: Advertiser, next: Advertiser | null): boolean {
  if (next === null || next.id !== previous.id) return false;
  return previous.personId == null || next.personId == null || previous.personId === next.personId;
}

function sameAdvertiser(a: Advertiser | null, b: Advertiser | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

export function createSessionStore({
  server,
  storage,
  tabs = null,
  initial,
  dropReads = dropCachedReads,
}: SessionStoreOptions): SessionStore {
  const stored = initial ? null : readStoredAdvertiser(storage);
  let state: SessionState = initial ?? { advertiser: stored, isLoading: stored === null };
  const listeners = new Set<() => void>();
  let disconnect: (() => void) | null = null;
  let tellOtherTabs: (advertiser: Advertiser | null) => void = () => undefined;
  let refreshing: Promise<Advertiser | null> | null = null;
  // Counts the session's changes, so an answer about an older one is not taken for the newest (loadLatest).
  let changes = 0;

  function setState(next: SessionState): void {
    changes += 1;
    const previous = state.advertiser;
    state = next;
    // Another account, or none: what the pages read for the previous one goes before anything renders again, here
    // and, through the same path, in every tab that follows this change.
    if (previous !== null && !sameAccount(previous, next.advertiser)) dropReads();
    for (const listener of [...listeners]) listener();
  }

  /** A change another tab made: shown here, neither stored again nor sent back. */
  function follow(advertiser: Advertiser | null): void {
    if (!state.isLoading && sameAdvertiser(state.advertiser, advertiser)) return;
    setState({ advertiser, isLoading: false });
  }

  function setAdvertiser(advertiser: Advertiser): void {
    safely(() => storage?.setItem(STORAGE_KEYS.user, JSON.stringify(advertiser)));
    setState({ advertiser, isLoading: false });
    tellOtherTabs(advertiser);
  }

  function clear(): void {
    safely(() => storage?.removeItem(STORAGE_KEYS.user));
    setState({ advertiser: null, isLoading: false });
    tellOtherTabs(null);
  }

  /** Asks the server who is signed in. A sign-in, sign-out or confirmed link that this page saw while the question
   *  was out is newer than the answer, which is then dropped: a visitor who confirmed their email while the page
   *  still checked the session they did not yet have stays signed in. */
  async function loadLatest(): Promise<Advertiser | null> {
    const asked = changes;
    const advertiser = await server.latest().catch(() => null);
    if (changes !== asked) return state.advertiser;
    if (advertiser) setAdvertiser(advertiser);
    else clear();
    return advertiser;
  }

  function refresh(): Promise<Advertiser | null> {
    refreshing ??= loadLatest().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function signOut(leave?: () => Promise<void> | void): Promise<void> {
    // Even when the server cannot be reached the person asked to leave, so the local session ends regardless.
    await server.logout().catch(() => undefined);
    await leave?.();
    clear();
  }

  function syncFromStorage(): void {
    follow(readStoredAdvertiser(storage));
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (listeners.size === 1 && tabs) {
      const link = connectTabs(tabs, { onStorageChange: syncFromStorage, onMessage: follow });
      tellOtherTabs = link.send;
      disconnect = link.close;
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && disconnect) {
        disconnect();
        disconnect = null;
        tellOtherTabs = () => undefined;
      }
    };
  }

  return {
    getState: () => state,
    subscribe,
    getAdvertiser: () => state.advertiser,
    setAdvertiser,
    refresh,
    clear,
    signOut,
    syncFromStorage,
  };
}

import { STORAGE_KEYS, type Advertiser } from 'shared-contracts';
import { anAdvertiser } from 'shared-contracts/testing';
import { holdCachedReads } from './cached-reads';
import { createSessionStore, type SessionServer, type SessionStorage } from './session-store';
import type { TabChannel, TabSync } from './tab-sync';

/** A server whose answers the test decides, counting the calls it gets. */
function aServer(answer: () => Promise<Advertiser | null> = () => Promise.resolve(null)) {
  const calls = { latest: 0, logout: 0 };
  const server: SessionServer = {
    latest: () => {
      calls.latest += 1;
      return answer();
    },
    logout: () => {
      calls.logout += 1;
      return Promise.resolve();
    },
  };
  return { server, calls };
}

function memoryStorage(): SessionStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** Tabs of one browser: channels that deliver to every other open channel, and storage events by hand. */
function aBrowser() {
  const open = new Set<{ deliver: (data: unknown) => void }>();
  let opened = 0;
  function tab(): TabSync & { fireStorage: (key: string | null) => void } {
    const storageListeners = new Set<(event: { key: string | null }) => void>();
    return {
      events: {
        addEventListener: (_type, listener) => void storageListeners.add(listener),
        removeEventListener: (_type, listener) => void storageListeners.delete(listener),
      },
      openChannel: (): TabChannel => {
        opened += 1;
        const self = { deliver: (_data: unknown) => undefined as void };
        open.add(self);
        return {
          postMessage: (message) => {
            for (const other of open) if (other !== self) other.deliver(structuredClone(message));
          },
          listen: (onData) => {
            self.deliver = onData;
          },
          close: () => void open.delete(self),
        };
      },
      fireStorage: (key) => {
        for (const listener of storageListeners) listener({ key });
      },
    };
  }
  return { tab, openChannels: () => open.size, opened: () => opened };
}

describe('session store', () => {
  test('the stored record is shown at once; with none the session is loading until the server answers', async () => {
    const storage = memoryStorage();
    const ann = anAdvertiser();
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(ann));
    expect(createSessionStore({ server: aServer().server, storage }).getState()).toEqual({
      advertiser: ann,
      isLoading: false,
    });

    const empty = createSessionStore({ server: aServer(() => Promise.resolve(ann)).server, storage: null });
    expect(empty.getState()).toEqual({ advertiser: null, isLoading: true });
    await empty.refresh();
    expect(empty.getState()).toEqual({ advertiser: ann, isLoading: false });
  });

  test('callers that refresh together share one request, and a later refresh asks again', async () => {
    const ann = anAdvertiser();
    const { server, calls } = aServer(() => Promise.resolve(ann));
    const session = createSessionStore({ server, storage: null });

    const answers = await Promise.all([session.refresh(), session.refresh(), session.refresh()]);

    expect(answers).toEqual([ann, ann, ann]);
    expect(calls.latest).toBe(1);
    await session.refresh();
    expect(calls.latest).toBe(2);
  });

  test('a refresh without an advertiser, or one that throws, forgets the stored record', async () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(anAdvertiser()));
    const session = createSessionStore({
      server: aServer(() => Promise.reject(new Error('down'))).server,
      storage,
    });

    expect(await session.refresh()).toBeNull();

    expect(session.getState()).toEqual({ advertiser: null, isLoading: false });
    expect(storage.entries.has(STORAGE_KEYS.user)).toBe(false);
  });

  test('a sign-in made while the server was asked is not undone by its older answer', async () => {
    let answer: (advertiser: Advertiser | null) => void = () => undefined;
    const storage = memoryStorage();
    const session = createSessionStore({
      server: aServer(() => new Promise((resolve) => (answer = resolve))).server,
      storage,
    });
    const ann = anAdvertiser();

    const refreshed = session.refresh();
    session.setAdvertiser(ann);
    answer(null);

    expect(await refreshed).toEqual(ann);
    expect(session.getState()).toEqual({ advertiser: ann, isLoading: false });
    expect(storage.getItem(STORAGE_KEYS.user)).toBe(JSON.stringify(ann));
    // Asked again, the server's answer stands.
    const again = session.refresh();
    answer(null);
    expect(await again).toBeNull();
    expect(session.getState()).toEqual({ advertiser: null, isLoading: false });
  });

  test('sign-out ends the server session and leaves the page before the advertiser is forgotten', async () => {
    const storage = memoryStorage();
    const { server, calls } = aServer();
    const session = createSessionStore({ server, storage });
    session.setAdvertiser(anAdvertiser());
    let seenWhileLeaving: Advertiser | null = null;

    await session.signOut(() => {
      seenWhileLeaving = session.getAdvertiser();
    });

    expect(calls.logout).toBe(1);
    expect(seenWhileLeaving).not.toBeNull();
    expect(session.getAdvertiser()).toBeNull();
    expect(storage.entries.has(STORAGE_KEYS.user)).toBe(false);
  });
});

describe('other tabs', () => {
  test('signing in and out in one tab shows in the other at once', () => {
    const browser = aBrowser();
    const first = createSessionStore({ server: aServer().server, storage: null, tabs: browser.tab() });
    const second = createSessionStore({ server: aServer().server, storage: null, tabs: browser.tab() });
    const seen: (string | null)[] = [];
    first.subscribe(() => undefined);
    second.subscribe(() => seen.push(second.getAdvertiser()?.email ?? null));

    first.setAdvertiser(anAdvertiser({ email: 'ann@example.com' }));
    first.clear();

    expect(seen).toEqual(['ann@example.com', null]);
    expect(first.getAdvertiser()).toBeNull();
  });

  test('a tab follows the stored record another tab changed, and ignores other keys', () => {
    const storage = memoryStorage();
    const tab = aBrowser().tab();
    const session = createSessionStore({ server: aServer().server, storage, tabs: tab });
    session.subscribe(() => undefined);

    storage.setItem(STORAGE_KEYS.user, JSON.stringify(anAdvertiser({ email: 'ann@example.com' })));
    tab.fireStorage(STORAGE_KEYS.language);
    expect(session.getAdvertiser()).toBeNull();
    tab.fireStorage(STORAGE_KEYS.user);
    expect(session.getAdvertiser()?.email).toBe('ann@example.com');
  });

  test('a message that is not a session is ignored', () => {
    const browser = aBrowser();
    const tab = browser.tab();
    const session = createSessionStore({
      server: aServer().server,
      storage: null,
      tabs: tab,
      initial: { advertiser: anAdvertiser(), isLoading: false },
    });
    session.subscribe(() => undefined);
    const stranger = browser.tab().openChannel?.();

    stranger?.postMessage({ type: 'session', advertiser: { id: 'not-a-number' } });
    stranger?.postMessage('hello');

    expect(session.getAdvertiser()).not.toBeNull();
  });

  test('the tabs are joined only while someone listens', () => {
    const browser = aBrowser();
    const session = createSessionStore({ server: aServer().server, storage: null, tabs: browser.tab() });
    expect(browser.openChannels()).toBe(0);

    const stopFirst = session.subscribe(() => undefined);
    const stopSecond = session.subscribe(() => undefined);
    expect(browser.opened()).toBe(1);
    stopFirst();
    expect(browser.openChannels()).toBe(1);
    stopSecond();
    expect(browser.openChannels()).toBe(0);
  });
});

describe('cached reads of the account', () => {
  /** Counts the drops of a registered cache, and what the session showed when each came. */
  function aCache(session: () => { getAdvertiser(): Advertiser | null }) {
    const seen: (number | null)[] = [];
    const release = holdCachedReads(() => void seen.push(session().getAdvertiser()?.id ?? null));
    return { seen, release };
  }
  const inAcme = anAdvertiser({ id: 1, personId: 9, accounts: [{ id: 1, name: 'Acme', role: 'owner' }] });
  const inBeta = anAdvertiser({ id: 2, personId: 9, role: 'viewer' });

  test('a switch to another account drops them before anyone is told, and the same account keeps them', () => {
    const session = createSessionStore({ server: aServer().server, storage: null });
    const cache = aCache(() => session);
    const renders: number[] = [];
    session.subscribe(() => renders.push(cache.seen.length));

    session.setAdvertiser(inAcme);
    session.setAdvertiser({ ...inAcme, name: 'Renamed' });
    expect(cache.seen).toEqual([]);
    session.setAdvertiser(inBeta);

    expect(cache.seen).toEqual([2]);
    expect(renders).toEqual([0, 0, 1]);
    cache.release();
  });

  test('signing out drops them too', async () => {
    const session = createSessionStore({ server: aServer().server, storage: null });
    session.setAdvertiser(inAcme);
    const cache = aCache(() => session);

    await session.signOut();

    expect(cache.seen).toEqual([null]);
    cache.release();
  });

  test('another tab moving to another account drops them here', () => {
    const browser = aBrowser();
    // Each tab is a page of its own, with its own cache.
    const dropped = { here: 0, there: 0 };
    const tab = (name: keyof typeof dropped) =>
      createSessionStore({
        server: aServer().server,
        storage: null,
        tabs: browser.tab(),
        initial: { advertiser: inAcme, isLoading: false },
        dropReads: () => void (dropped[name] += 1),
      });
    const here = tab('here');
    const there = tab('there');
    here.subscribe(() => undefined);
    there.subscribe(() => undefined);

    there.setAdvertiser({ ...inAcme, name: 'Renamed' });
    expect(dropped).toEqual({ here: 0, there: 0 });
    there.setAdvertiser(inBeta);

    expect(dropped).toEqual({ here: 1, there: 1 });
    expect(here.getAdvertiser()).toEqual(inBeta);
  });
});

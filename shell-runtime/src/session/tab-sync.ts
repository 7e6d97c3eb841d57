/** How one tab's session change reaches the portal's other tabs: the browser's `storage` event for the stored
 *  record, and a BroadcastChannel message carrying the advertiser (parsed on arrival), which also works when
 *  storage is blocked. Both are optional, so the session runs where neither exists (Node, old browsers). */
import * as v from 'valibot';
import { AdvertiserSchema, STORAGE_KEYS, type Advertiser } from 'shared-contracts';

export const SESSION_CHANNEL = 'vae-ads.session';

/** What the session needs of a BroadcastChannel. */
export type TabChannel = {
  postMessage(message: unknown): void;
  /** Receives every message other tabs post. */
  listen(onData: (data: unknown) => void): void;
  close(): void;
};

type StorageEventTarget = {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
};

export type TabSync = {
  /** Where `storage` events arrive (the window). */
  events?: StorageEventTarget | null;
  /** Opens the channel the tabs share. */
  openChannel?: (() => TabChannel) | null;
};

const SessionMessageSchema = v.object({
  type: v.literal('session'),
  advertiser: v.nullable(AdvertiserSchema),
});

export type TabLink = {
  /** Tells the other tabs who is signed in now. */
  send(advertiser: Advertiser | null): void;
  close(): void;
};

export function connectTabs(
  tabs: TabSync,
  handlers: { onStorageChange: () => void; onMessage: (advertiser: Advertiser | null) => void },
): TabLink {
  const onStorage = (event: { key: string | null }) => {
    // A null key is localStorage.clear() in another tab.
    if (event.key === STORAGE_KEYS.user || event.key === null) handlers.onStorageChange();
  };
  tabs.events?.addEventListener('storage', onStorage);
  let channel: TabChannel | null = null;
  try {
    channel = tabs.openChannel?.() ?? null;
  } catch {
    channel = null; // a browser without BroadcastChannel still has the storage event
  }
  if (channel) {
    channel.listen((data) => {
      const parsed = v.safeParse(SessionMessageSchema, data);
      if (parsed.success) handlers.onMessage(parsed.output.advertiser);
    });
  }
  return {
    send: (advertiser) => channel?.postMessage({ type: 'session', advertiser }),
    close: () => {
      tabs.events?.removeEventListener('storage', onStorage);
      channel?.close();
    },
  };
}

function openBroadcastChannel(): TabChannel {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  return {
    postMessage: (message) => channel.postMessage(message),
    listen: (onData) => {
      channel.onmessage = (event: MessageEvent<unknown>) => onData(event.data);
    },
    close: () => channel.close(),
  };
}

/** The browser's own: the window's storage events and a BroadcastChannel, where they exist. */
export function browserTabs(): TabSync | null {
  if (typeof window === 'undefined') return null;
  return {
    events: window,
    openChannel: typeof BroadcastChannel === 'function' ? openBroadcastChannel : null,
  };
}

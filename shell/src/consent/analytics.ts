/** The portal's analytics service: a first-party page-view counter that sends nothing anywhere and loads no
 *  third-party script. It runs only while the analytics cookie category is accepted (product.md, Pages: the cookie
 *  banner); declining stops it and forgets what it counted. */
import { STORAGE_PREFIX } from 'shared-contracts';

/** Per-tab counts, so the numbers survive the reload a language change causes but not the browser session. */
export const PAGE_VIEWS_KEY = `${STORAGE_PREFIX}page-views`;

export type PageViews = Record<string, number>;

export type Analytics = {
  /** Starts counting, beginning with the page on screen. Calling it again changes nothing. */
  start(currentPath?: string): void;
  stop(): void;
  isRunning(): boolean;
  recordPageView(path: string): void;
  pageViews(): PageViews;
};

function readCounts(storage: Pick<Storage, 'getItem'> | null): PageViews {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PAGE_VIEWS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

export function createAnalytics(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
): Analytics {
  let running = false;
  let counts: PageViews = {};

  function persist(): void {
    try {
      storage?.setItem(PAGE_VIEWS_KEY, JSON.stringify(counts));
    } catch {
      // Storage blocked or full: counting continues in memory for this page.
    }
  }

  function recordPageView(path: string): void {
    if (!running) return;
    counts[path] = (counts[path] ?? 0) + 1;
    persist();
  }

  return {
    start(currentPath) {
      if (running) return;
      running = true;
      counts = readCounts(storage);
      if (currentPath) recordPageView(currentPath);
    },
    stop() {
      running = false;
      counts = {};
      try {
        storage?.removeItem(PAGE_VIEWS_KEY);
      } catch {
        // Nothing stored to forget.
      }
    },
    isRunning: () => running,
    recordPageView,
    pageViews: () => ({ ...counts }),
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page's one analytics service; consent starts and stops it. */
export const analytics = createAnalytics(sessionStorageOrNull());

/** Loads a remote before anyone clicks into it (decision 0047): when a link to one of its pages is hovered or
 *  focused, the remote's manifest, remoteEntry.js and `./routes` module load (and the page's own chunk starts), and
 *  once the first page has painted and the browser is idle, the remotes the page links to load their `./routes`
 *  module. A route change into a preloaded remote then waits on nothing but rendering. Only what a click could show
 *  is loaded: a path of this origin that a remote on this shell's contracts major owns, and no signed-in page for a
 *  visitor the guard would send to sign in. */
import { isValidElement } from 'react';
import { matchesPattern } from 'shared-contracts';
import { type RemoteModule } from 'shell-runtime';
import type { ManifestState } from './load-manifest';
import type { RemoteRoutesLoader } from './load-remote-routes';
import { routeIn } from './runtime-routes';

/** The remote a visit to `href` would load and that is worth loading now, or null. */
export function remoteToPreload(
  state: ManifestState,
  href: string,
  { origin, signedIn }: { origin: string; signedIn: boolean },
): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || state.status !== 'ready') return null;
  const route = routeIn(state, url.pathname);
  if (!route || !state.directory.remotes.get(route.remote)?.compatible) return null;
  if (route.access === 'signed-in' && !signedIn) return null;
  return route.remote;
}

/** A React.lazy component as React 19 builds it: `_init(_payload)` starts the import, as React does when it first
 *  renders it, and throws the pending promise until the module is there. */
type LazyComponent = { $$typeof: symbol; _payload: unknown; _init: (payload: unknown) => unknown };
const LAZY = Symbol.for('react.lazy');

function isLazy(type: unknown): type is LazyComponent {
  if (typeof type !== 'object' || type === null) return false;
  const candidate = type as Partial<LazyComponent>;
  return candidate.$$typeof === LAZY && typeof candidate._init === 'function';
}

/** Starts loading the page chunk of `pathname` in a loaded remote, whose pages are React.lazy elements
 *  (RemoteModule). An element of another kind is left alone: the page then loads when it renders, as before. */
export function preloadPage(module: RemoteModule, pathname: string): void {
  const route = module.routes.find(
    (entry) => entry.path !== undefined && matchesPattern(entry.path, pathname),
  );
  const element: unknown = route?.element;
  if (!isValidElement(element) || !isLazy(element.type)) return;
  try {
    element.type._init(element.type._payload);
  } catch {
    // the pending import (or a failure, which the page's error boundary shows with Retry when it renders)
  }
}

export type RemotePreloaderOptions = {
  manifest: { getState(): ManifestState };
  loadRemoteRoutes: RemoteRoutesLoader;
  signedIn: () => boolean;
  origin?: string;
};

export type RemotePreloader = {
  /** Loads the remote of `href` and, unless `page` is false, starts its page's chunk. Never throws or rejects. */
  preload(href: string, options?: { page?: boolean }): void;
};

export function createRemotePreloader({
  manifest,
  loadRemoteRoutes,
  signedIn,
  origin = window.location.origin,
}: RemotePreloaderOptions): RemotePreloader {
  return {
    preload(href, { page = true } = {}) {
      const remote = remoteToPreload(manifest.getState(), href, { origin, signedIn: signedIn() });
      if (!remote) return;
      const { pathname } = new URL(href, origin);
      loadRemoteRoutes(remote).then(
        (module) => {
          if (page) preloadPage(module, pathname);
        },
        () => undefined, // the click shows the failure with Retry, as without a preload
      );
    },
  };
}

/** Calls `onLink` with the href of a link the pointer enters or focus reaches, anywhere in `root`. */
export function watchLinks(root: Document, onLink: (href: string) => void): () => void {
  const handler = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement) onLink(link.href);
  };
  // pointerenter does not bubble: a capturing listener on the document still sees it for every element.
  root.addEventListener('pointerenter', handler, true);
  root.addEventListener('focusin', handler);
  return () => {
    root.removeEventListener('pointerenter', handler, true);
    root.removeEventListener('focusin', handler);
  };
}

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/** Runs `callback` when the browser is idle (requestIdleCallback, or a short timeout where it is missing). */
export function whenIdle(callback: () => void, win: IdleWindow = window): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const cancel = win.cancelIdleCallback.bind(win);
    const id = win.requestIdleCallback(callback, { timeout: 2000 });
    return () => cancel(id);
  }
  const id = win.setTimeout(callback, 200);
  return () => win.clearTimeout(id);
}

/** Calls `callback` once `container` holds the page's level-1 heading (`main h1`: the first page has painted), or
 *  after `waitMs` when no page shows one. */
export function afterFirstHeading(container: HTMLElement, callback: () => void, waitMs = 10_000): () => void {
  const painted = () => container.querySelector('main h1') !== null;
  let done = false;
  const observer = new MutationObserver(() => {
    if (painted()) finish();
  });
  const giveUp = setTimeout(() => finish(), waitMs);
  function finish() {
    if (done) return;
    stop();
    callback();
  }
  function stop() {
    done = true;
    observer.disconnect();
    clearTimeout(giveUp);
  }
  if (painted()) finish();
  else observer.observe(container, { childList: true, subtree: true });
  return stop;
}

/** Whether a link shows in the window now: the idle preload starts the pages of those links only, since one of
 *  them is the likely next click, and leaves the pages of links further down (or hidden) to hover and focus. */
export function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  if (!view || box.width === 0 || box.height === 0) return false;
  return box.bottom > 0 && box.right > 0 && box.top < view.innerHeight && box.left < view.innerWidth;
}

export type RemotePreloadsOptions = RemotePreloaderOptions & {
  /** Where the shell renders; the heading of its <main> marks the first page as painted. */
  container: HTMLElement;
  root?: Document;
  /** Whether the idle preload starts the pages of the links in view (about 30 KB on the home page: sign-up and
   *  sign-in with their form code); false leaves pages to hover and focus. */
  idlePages?: boolean;
  /** Runs once the first page has painted and the browser is idle, before (and whatever) the preloads. */
  afterFirstPaint?: () => void;
};

/** Whether the visitor asked the browser to save data (or is on a 2G connection): then nothing is loaded ahead. */
function savesData(view: Window | null): boolean {
  const connection = (
    view?.navigator as { connection?: { saveData?: boolean; effectiveType?: string } } | undefined
  )?.connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/** What bootstrap starts: preloads on hover and focus from now on, and once the first page has painted and the
 *  browser is idle, the remotes of every link on the page (their `./routes` module) and the pages of the links in
 *  view. Links that show later (a list that loaded, the next page after a route change) are preloaded the same way
 *  the next time the browser is idle. */
export function startRemotePreloads({
  container,
  root = document,
  idlePages = true,
  afterFirstPaint = () => undefined,
  ...options
}: RemotePreloadsOptions): () => void {
  const preloader = createRemotePreloader(options);
  const stopWatching = watchLinks(root, (href) => preloader.preload(href));
  // Each address once: the preloader loads a remote and a page once anyway, and this skips the lookups.
  const seen = new Set<string>();
  const preloadNewLinks = () => {
    if (savesData(root.defaultView)) return;
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (seen.has(link.href)) continue;
      seen.add(link.href);
      preloader.preload(link.href, { page: idlePages && inView(link) });
    }
  };
  let cancelIdle: () => void = () => undefined;
  let idlePending = false;
  const laterLinks = new MutationObserver(() => {
    if (idlePending) return;
    idlePending = true;
    cancelIdle = whenIdle(() => {
      idlePending = false;
      preloadNewLinks();
    });
  });
  const linked = () => {
    // What loads from here on is not the route's own (the bench splits it), the session check of a public page
    // included: marked first, so none of its files is asked for before the mark.
    if (!savesData(root.defaultView)) performance.mark('portal:idle-preload');
    afterFirstPaint();
    preloadNewLinks();
    laterLinks.observe(container, { childList: true, subtree: true });
  };
  const stopWaiting = afterFirstHeading(container, () => {
    // After the frame that paints the heading, so the first page's paint never waits on another remote's code.
    const frame = requestAnimationFrame(() => {
      cancelIdle = whenIdle(linked);
    });
    cancelIdle = () => cancelAnimationFrame(frame);
  });
  return () => {
    stopWatching();
    stopWaiting();
    laterLinks.disconnect();
    cancelIdle();
  };
}

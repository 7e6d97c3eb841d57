/** Navigation from outside React (decision 0046): the session-expiry redirect and sign-out run in ShellServices,
 *  which bootstrap builds before the first render, while the router (`<BrowserRouter>`, a memory router in tests)
 *  lives inside the tree. `<NavigationBridge>` hands the router's navigate and location to the shell's navigation
 *  object after each commit; a navigation asked for before the first commit waits for it. A navigation's promise
 *  settles once a new location has been rendered, so sign-out can forget the advertiser only after the page has
 *  left the dashboard (no signed-in page sees the signed-out state and bounces to /signin). */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';

export type ShellLocation = { pathname: string; search: string; hash: string };
export type ShellNavigateOptions = { replace?: boolean };

export type ShellNavigation = {
  /** Goes to `to` (an absolute path with its search); settles once the new location is rendered. */
  navigate: (to: string, options?: ShellNavigateOptions) => Promise<void>;
  /** The router's location as last rendered (the starting location until the first render). */
  location: () => ShellLocation;
  /** NavigationBridge, after each render of a location (layout effect). */
  rendered: (location: ShellLocation) => void;
  /** NavigationBridge, once the router listens (passive effect): navigations asked for until now go ahead. */
  connect: (navigate: NavigateFunction) => void;
};

export function createShellNavigation(start: ShellLocation): ShellNavigation {
  let current = start;
  let firstRender = true;
  let routerNavigate: NavigateFunction | null = null;
  let waiting: Array<() => void> = [];
  let queued: Array<() => void> = [];
  return {
    navigate: (to, options) =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        const go = () => void routerNavigate?.(to, { replace: options?.replace ?? false });
        if (routerNavigate) go();
        else queued.push(go);
      }),
    location: () => current,
    rendered: (location) => {
      const moved = location !== current;
      current = location;
      if (firstRender) {
        firstRender = false;
        return;
      }
      if (!moved) return;
      const settled = waiting;
      waiting = [];
      settled.forEach((resolve) => resolve());
    },
    connect: (navigate) => {
      routerNavigate = navigate;
      const pending = queued;
      queued = [];
      pending.forEach((go) => go());
    },
  };
}

/** Rendered first inside the router, so the location is current before the route change effects read it. The
 *  router subscribes to its history in its own layout effect, after its children's, so navigations asked for
 *  before the first render go ahead only in the passive effect. */
export function NavigationBridge({ navigation }: { navigation: ShellNavigation }) {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => navigation.rendered(location), [navigation, location]);
  useEffect(() => navigation.connect(navigate), [navigation, navigate]);
  return null;
}

/** What every remote exposes as `./routes` (ARCHITECTURE "How the shell composes remotes"). Route paths are
 *  absolute and come from the route manifest (decision 0024), pages are React.lazy, so loading a remote's entry
 *  costs only its route table; its en/ja catalogues are merged into the shared Lingui instance when it loads. */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Messages } from '@lingui/core';
import { routeEntriesOf, type RemoteName, type RouteIdOf } from './routes';

export type RemoteModule = {
  routes: RouteObject[];
  messages: { en: Messages; ja: Messages };
};

/**
 * A remote's route objects: one per manifest entry it owns, in the manifest's order, each showing the page given
 * for its id. `pages` must name exactly those ids, so a remote can neither serve a path the manifest lacks nor
 * forget one it owns:
 * `routesOf('mf_public', { home: <HomePage />, contact: <ContactPage />, faqs: <FaqsPage /> })`.
 */
export function routesOf<R extends RemoteName>(
  remote: R,
  pages: Record<RouteIdOf<R>, ReactNode>,
): RouteObject[] {
  return routeEntriesOf(remote).map((entry) => ({ path: entry.path, element: pages[entry.id] }));
}

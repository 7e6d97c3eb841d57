/** What every remote exposes as `./routes` (docs/architecture.md "How the shell composes remotes at run time").
 *  Route paths are absolute and come from the route manifest (decision 0024), pages are React.lazy, so loading a
 *  remote's entry costs only its route table. A remote's catalogue for the interface language loads with its first page
 *  (`pagesWithCatalogue`, decision 0061); `messages` is what the shell merges into the shared Lingui instance when the
 *  remote loads, empty for a remote whose pages load their own. */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { I18n, Messages } from '@lingui/core';
import { routeEntriesOf, type Language, type RemoteName, type RouteIdOf } from 'shared-contracts';

export type RemoteModule = {
  routes: RouteObject[];
  messages: { en: Messages; ja: Messages };
};

/** A remote's compiled catalogues, each a chunk of its own: `{ en: () => import('./locales/en/messages'), … }`. */
export type Catalogues = Record<Language, () => Promise<{ messages: Messages }>>;

/** What `RemoteModule.messages` is for a remote whose pages load their own catalogue. */
export const NO_MESSAGES: RemoteModule['messages'] = { en: {}, ja: {} };

/**
 * Lazy pages that each wait for the remote's catalogue in the interface language: the active locale of `i18n`, the
 * shared Lingui instance, which the shell and the dev harness activate before any page renders (a change of language
 * reloads the page). The catalogue is fetched once, alongside the first page's chunk, and loaded into that instance;
 * a failed fetch is forgotten, so the next attempt asks again.
 * ```
 * const page = pagesWithCatalogue(catalogues, i18n);
 * const HomePage = page(() => import('./home-page').then((m) => m.HomePage));
 * ```
 */
export function pagesWithCatalogue(
  catalogues: Catalogues,
  i18n: Pick<I18n, 'locale' | 'load'>,
): <P extends object>(load: () => Promise<ComponentType<P>>) => LazyExoticComponent<ComponentType<P>> {
  let loading: Promise<void> | undefined;
  const catalogue = () => {
    const language: Language = i18n.locale === 'ja' ? 'ja' : 'en';
    loading ??= catalogues[language]().then(
      ({ messages }) => i18n.load(language, messages),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return (load) => lazy(() => Promise.all([load(), catalogue()]).then(([Page]) => ({ default: Page })));
}

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

/** Starts the portal: the language first, then remotes.json is read from the page (fetched when the page does not
 *  carry it) while the interface language's catalogue loads (Lingui must be active before the first render, decision
 *  0060), the session check runs once, and the current page's remote starts loading as soon as remotes.json names it.
 *  Other remotes load when a link to them is hovered or focused, or once the first page painted and the browser is
 *  idle (decision 0047). */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { pageTitle } from 'shared-ui';
import { ShellApp } from './app';
import { activateI18n } from './i18n/activate-i18n';
import { browserLanguageSources, detectLanguage } from 'shared-contracts';
import { applyDocumentLanguage } from './i18n/language-service';
import { createShellNavigation } from './navigation/shell-navigation';
import { portalContainer } from './prerendered/take-over';
import { createManifestLoader } from './remotes/load-manifest';
import { createRemoteRoutesLoader } from './remotes/load-remote-routes';
import { checksSessionBeforePaint, routeIn } from './remotes/runtime-routes';
import { createShellRuntime } from './services/shell-services';

const sources = browserLanguageSources();
const language = detectLanguage(sources);
applyDocumentLanguage(language);
// The page's title names the product in the interface language once shared-ui's catalogue is in (decision 0064).
const languageReady = activateI18n(language, i18n).then(() => {
  document.title = pageTitle('', language);
});

const manifest = createManifestLoader({ register: (remotes) => registerRemotes(remotes) });
const loadRemoteRoutes = createRemoteRoutesLoader({ manifest, loadRemote: (id) => loadRemote(id), i18n });

const navigation = createShellNavigation(window.location);
const storage = sources.storage;
const { services, session } = createShellRuntime({
  language,
  storage,
  navigate: (to, options) => navigation.navigate(to, options),
  reload: () => window.location.reload(),
  currentLocation: () => navigation.location(),
  accessOf: (pathname) => routeIn(manifest.getState(), pathname)?.access ?? null,
});

// The session check calls the API, whose client loads with its first call (decision 0054). A signed-in or
// sign-in page waits for the check, so it starts as soon as remotes.json says what the page is; a public page and
// the not-found page do not, so there it waits until the page has painted and the client stays off the first paint.
let sessionChecked = false;
const checkSession = () => {
  if (sessionChecked) return;
  sessionChecked = true;
  void session.refresh();
};
// Remotes.json starts now, in parallel with the first render; the current page's remote follows as soon as
// remotes.json names it, unless it may not load (another contracts major) or it is a signed-in page that will
// redirect a visitor with no session.
void manifest.load().then(
  (directory) => {
    const route = directory.table.routeFor(window.location.pathname);
    if (checksSessionBeforePaint(route, window.location.pathname)) checkSession();
    if (!route || !directory.remotes.get(route.remote)?.compatible) return;
    if (route.access === 'signed-in' && !session.getAdvertiser()) return;
    void loadRemoteRoutes(route.remote).catch(() => undefined);
  },
  // A failure is shown in the page area, with Retry when the file could not be fetched.
  () => checkSession(),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Beside the prerendered page, when the page came with one (decisions 0068, 0069), until the portal's page shows. The
// preloads below wait for the portal's own heading, not the prerendered one, so they never compete with the start.
const container = portalContainer(root);
// Remotes load ahead of a click: a hovered or focused link's, and once the first page painted, the page's links'
// (decision 0047). The preloader is a chunk of its own, off the bootstrap.
void import('./remotes/preload-remotes').then(
  ({ startRemotePreloads }) =>
    startRemotePreloads({
      manifest,
      loadRemoteRoutes,
      signedIn: () => session.getAdvertiser() !== null,
      container,
      afterFirstPaint: checkSession,
    }),
  () => checkSession(),
);
/** Settles once the portal has rendered; index.ts shows the bilingual failure when it rejects (the catalogue chunk
 *  could not load). */
export const started: Promise<void> = languageReady.then(() => {
  createRoot(container).render(
    <ShellApp
      i18n={i18n}
      Router={BrowserRouter}
      navigation={navigation}
      services={services}
      manifest={manifest}
      loadRemoteRoutes={loadRemoteRoutes}
    />,
  );
});

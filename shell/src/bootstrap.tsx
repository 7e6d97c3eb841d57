/** Starts the portal: language first (Lingui must be active before the first render), then remotes.json is
 *  fetched while the layout renders, the session check runs once, and the current page's remote starts loading
 *  at once. Other remotes load only when someone navigates to them. */
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isDashboardPath, remoteForPath } from 'shared-contracts';
import { pageTitle } from 'shared-ui';
import { ShellApp } from './app';
import { activateI18n } from './i18n/activate-i18n';
import { browserLanguageSources, detectLanguage } from './i18n/detect-language';
import { applyDocumentLanguage } from './i18n/language-service';
import { createManifestLoader } from './remotes/load-manifest';
import { createRemoteRoutesLoader } from './remotes/load-remote-routes';
import { SHELL_ROUTES } from './route-table';
import { createShellRuntime } from './services/shell-services';

const sources = browserLanguageSources();
const language = detectLanguage(sources);
applyDocumentLanguage(language);
activateI18n(language, i18n);
document.title = pageTitle('', language);

const manifest = createManifestLoader({ register: (remotes) => registerRemotes(remotes) });
const loadRemoteRoutes = createRemoteRoutesLoader({ manifest, loadRemote: (id) => loadRemote(id), i18n });

const router = createBrowserRouter(SHELL_ROUTES);
const storage = sources.storage;
const { services, session } = createShellRuntime({
  language,
  storage,
  navigate: (to, options) => router.navigate(to, options),
  reload: () => window.location.reload(),
  currentLocation: () => router.state.location,
});

// Remotes.json and the session check start now, in parallel with the first render; so does the current page's
// remote, unless it is a dashboard page that will redirect a visitor with no stored session.
void manifest.load().catch(() => undefined); // a failure is shown, with Retry, by the page's error boundary
void session.refresh();
const currentRemote = remoteForPath(window.location.pathname);
if (currentRemote && !(isDashboardPath(window.location.pathname) && !session.getAdvertiser())) {
  void loadRemoteRoutes(currentRemote).catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <ShellApp i18n={i18n} router={router} services={services} loadRemoteRoutes={loadRemoteRoutes} />,
);

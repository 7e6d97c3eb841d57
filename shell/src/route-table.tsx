/** The shell's one catch-all route, over the route table built at run time from remotes.json (decision 0036): the
 *  deployed entries name the remote that owns the path and who may see it, the auth guard applies that, /login
 *  lands on /signin, and /404 or a path no entry has is the not-found page. While remotes.json loads the page area
 *  shows the spinner; a file that cannot be fetched shows Retry, a malformed one its problems, and a remote built
 *  on another contracts major its refusal. Adding a route or a remote never touches this file, nor rebuilds it. */
import { Suspense, useCallback, useEffect } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ROUTES, type RouteRule } from 'shared-contracts';
import { PageSpinner } from './layout/page-spinner';
import { ShellLayout } from './layout/shell-layout';
import { NotFoundPage } from './not-found/not-found-page';
import { ContractRefusal } from './remotes/contract-refusal';
import type { RemoteDirectory } from './remotes/load-manifest';
import { ManifestErrorPage } from './remotes/manifest-error';
import { RemoteBoundary, RemoteError } from './remotes/remote-boundary';
import { useRemoteLoader } from './remotes/remote-loader-context';
import { isLegacySignInPath, useManifest, useManifestState } from './remotes/runtime-routes';
import { AuthGuard } from './session/auth-guard';

function RemotePage({ name }: { name: string }) {
  const loader = useRemoteLoader();
  const load = useCallback(() => loader(name), [loader, name]);
  return <RemoteBoundary load={load} />;
}

/** A deployed route: its remote's pages, or the refusal when that remote may not load. */
function DeployedPage({ route, directory }: { route: RouteRule; directory: RemoteDirectory }) {
  const { pathname, search } = useLocation();
  return (
    <AuthGuard access={route.access} pathname={pathname} search={search}>
      {directory.remotes.get(route.remote)?.compatible ? (
        // keyed by remote: each remote has its own attempts and error state
        <RemotePage key={route.remote} name={route.remote} />
      ) : (
        <ContractRefusal remote={route.remote} />
      )}
    </AuthGuard>
  );
}

export function RouteTable() {
  const { pathname, search, hash } = useLocation();
  const manifest = useManifest();
  const state = useManifestState();
  const retry = useCallback(() => void manifest.load().catch(() => undefined), [manifest]);
  // Bootstrap starts the read at once; this covers any start that did not.
  useEffect(() => {
    if (state.status === 'idle') retry();
  }, [state.status, retry]);

  if (isLegacySignInPath(pathname)) {
    return <Navigate to={{ pathname: ROUTES.signIn, search, hash }} replace />;
  }
  if (pathname === ROUTES.notFound) return <NotFoundPage />;
  if (state.status === 'failed') {
    const { problems } = state.error;
    return problems ? <ManifestErrorPage problems={problems} /> : <RemoteError onRetry={retry} />;
  }
  if (state.status !== 'ready') return <PageSpinner />;
  const route = state.directory.table.routeFor(pathname);
  if (!route) return <NotFoundPage />;
  return <DeployedPage route={route} directory={state.directory} />;
}

const SHELL_ROUTES: RouteObject[] = [
  {
    path: '*',
    element: (
      <ShellLayout>
        {/* One boundary for the page area, whatever remote is on screen (decision 0055). A route change is a
            transition: under a boundary already shown, React keeps the page until the next one can show whole,
            instead of a spinner that React would then hold for at least 300 ms. */}
        <Suspense fallback={<PageSpinner />}>
          <RouteTable />
        </Suspense>
      </ShellLayout>
    ),
  },
];

/** The catch-all route under the router; the remotes' own routes render beneath it (RemoteRoutes). */
export function ShellRoutes() {
  return useRoutes(SHELL_ROUTES);
}

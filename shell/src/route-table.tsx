/** The shell's one catch-all route: the route manifest (decision 0024) names the remote that owns the path and
 *  who may see it, the auth guard applies that, /login lands on /signin, and /404 or a path no entry has is the
 *  not-found page. Adding a route is one manifest entry and never touches this file. */
import { useCallback } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { LEGACY_SIGN_IN_PATH, ROUTES, routeForPath, type RemoteName } from 'shared-contracts';
import { ShellLayout } from './layout/shell-layout';
import { NotFoundPage } from './not-found/not-found-page';
import { RemoteBoundary } from './remotes/remote-boundary';
import { useRemoteLoader } from './remotes/remote-loader-context';
import { AuthGuard } from './session/auth-guard';

function RemotePage({ name }: { name: RemoteName }) {
  const loader = useRemoteLoader();
  const load = useCallback(() => loader(name), [loader, name]);
  return <RemoteBoundary load={load} />;
}

export function RouteTable() {
  const { pathname, search, hash } = useLocation();
  if (pathname === LEGACY_SIGN_IN_PATH || pathname === `${LEGACY_SIGN_IN_PATH}/`) {
    return <Navigate to={{ pathname: ROUTES.signIn, search, hash }} replace />;
  }
  const route = pathname === ROUTES.notFound ? null : routeForPath(pathname);
  if (!route) return <NotFoundPage />;
  return (
    <AuthGuard access={route.access} pathname={pathname} search={search}>
      {/* keyed by remote: each remote has its own attempts and error state */}
      <RemotePage key={route.remote} name={route.remote} />
    </AuthGuard>
  );
}

export const SHELL_ROUTES: RouteObject[] = [
  {
    path: '*',
    element: (
      <ShellLayout>
        <RouteTable />
      </ShellLayout>
    ),
  },
];

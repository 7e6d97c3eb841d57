/** The shell's one catch-all route: the path picks the remote that owns it (remoteForPath), the auth guard
 *  decides who may see it, /login lands on /signin, and /404 or a path nobody owns is the not-found page. Adding
 *  a route inside an existing prefix never touches this file. */
import { useCallback } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { LEGACY_SIGN_IN_PATH, ROUTES, remoteForPath, type RemoteName } from 'shared-contracts';
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
  const remote = pathname === ROUTES.notFound ? null : remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  return (
    <AuthGuard pathname={pathname} search={search}>
      {/* keyed by remote: each remote has its own attempts and error state */}
      <RemotePage key={remote} name={remote} />
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

/** Renders a loaded remote's route objects (absolute paths from ROUTES) under the shell's catch-all route; a path
 *  the remote does not know is the shell's not-found page, as for any other unknown path. */
import { useRoutes } from 'react-router';
import type { RemoteModule } from 'shell-runtime';
import { NotFoundPage } from '../not-found/not-found-page';

export function RemoteRoutes({ module }: { module: RemoteModule }) {
  return useRoutes(module.routes) ?? <NotFoundPage />;
}

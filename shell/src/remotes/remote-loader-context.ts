/** How the route table reaches the remote loader: bootstrap provides the Module Federation one, tests their own. */
import { createContext, useContext } from 'react';
import type { RemoteRoutesLoader } from './load-remote-routes';

export const RemoteLoaderContext = createContext<RemoteRoutesLoader | null>(null);

export function useRemoteLoader(): RemoteRoutesLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader() needs a RemoteLoaderContext provider');
  return loader;
}

/** The root entry of shell-runtime: what runs once per page for the shell and every remote, shared as one Module
 *  Federation singleton that the shell provides (decision 0122). Named re-exports only. */
export { routesOf, pagesWithCatalogue, NO_MESSAGES } from './remote-module';
export type { RemoteModule, Catalogues } from './remote-module';
export { createSessionStore, readStoredAdvertiser } from './session/session-store';
export type {
  SessionStore,
  SessionStoreOptions,
  SessionServer,
  SessionStorage,
} from './session/session-store';
export { holdCachedReads, dropCachedReads } from './session/cached-reads';
export { sessionServer } from './session/session-server';
export { SESSION_CHANNEL, browserTabs, connectTabs } from './session/tab-sync';
export type { TabSync, TabChannel, TabLink } from './session/tab-sync';
export { useSessionState, createSignOutAction, createSessionService } from './session/session-service';
export type { SignOutOptions } from './session/session-service';
export { ShellServicesContext, useShellServices } from './shell-services';
export type {
  ShellServices,
  SessionService,
  SessionState,
  ToastService,
  ToastOptions,
  LanguageService,
  NavigationService,
} from './shell-services';
export { usePermissions } from './use-permissions';
export type { Permissions } from './use-permissions';

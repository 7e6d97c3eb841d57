/** The services the shell gives every remote (docs/architecture.md "Packages"): session, toasts, language, the
 *  API client and navigation. Remotes read them with useShellServices() and never import the shell. The dev
 *  harness of each remote and the tests provide their own value (see shell-runtime/testing). */
import { createContext, useContext } from 'react';
import type { Advertiser, ApiClient, Language } from 'shared-contracts';

export type SessionState = {
  advertiser: Advertiser | null;
  /** True until the first server answer when there is no stored record to show meanwhile. */
  isLoading: boolean;
};

export type SessionService = {
  /** React hook: the signed-in advertiser, re-rendering on change. */
  useSession(): SessionState;
  getAdvertiser(): Advertiser | null;
  /** After sign-in, confirmation or a profile update: stored locally and in the cache under `user`. */
  setAdvertiser(advertiser: Advertiser): void;
  /** Reloads the record from GET /advertisers/latest. */
  refresh(): Promise<Advertiser | null>;
  /** Ends the session; goes to `/` with a success toast, or to `redirectTo` without one. */
  signOut(options?: { redirectTo?: string }): Promise<void>;
};

export type ToastOptions = { durationMs?: number; delayMs?: number };

export type ToastService = {
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
};

export type LanguageService = {
  current: Language;
  /** Stores the choice and reloads the page (product.md, Pages). */
  change(language: Language): void;
};

export type NavigationService = {
  navigate(to: string, options?: { replace?: boolean }): void;
};

export type ShellServices = {
  session: SessionService;
  toast: ToastService;
  language: LanguageService;
  api: ApiClient;
  navigation: NavigationService;
};

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services)
    throw new Error('useShellServices() needs a ShellServicesContext provider (shell or dev harness)');
  return services;
}

/** What `use-sync-external-store/shim` resolves to in every app's build: React's own useSyncExternalStore. The shim
 *  package (which swr imports) carries a copy of the hook for Reacts older than 18, about 0.5 KB gzip in each remote
 *  that reads through swr; the portal runs React 19, where the shim's own code only hands over to React's. */
export { useSyncExternalStore } from 'react';

/** Leaving the portal for the payment provider's checkout page. It goes through a context rather than a direct
 *  window.location.assign, so tests (jsdom cannot navigate away) can see where the browser would have gone. */
import { createContext, useContext } from 'react';
import { isWebUrl } from 'shared-contracts/api';

export type GoToExternal = (url: string) => void;

export const ExternalNavigationContext = createContext<GoToExternal>((url) => window.location.assign(url));

/**
 * A function that sends the browser to an http(s) address and returns true, or returns false for anything else,
 * so a bad `url` from a server can never become a `javascript:` navigation.
 */
export function useGoToExternal(): (url: string) => boolean {
  const goTo = useContext(ExternalNavigationContext);
  return (url) => {
    if (!isWebUrl(url)) return false;
    goTo(url);
    return true;
  };
}

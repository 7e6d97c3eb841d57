/** What happens on every route change (SPEC §2): the page scrolls to the top, and the analytics service counts
 *  the view (it ignores it unless analytics consent was given). */
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '../consent/analytics';

export function RouteChangeEffects() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    analytics.recordPageView(pathname);
  }, [pathname]);
  return null;
}

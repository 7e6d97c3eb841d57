/** What happens on every route change (product.md, Pages): the page scrolls to the top, the analytics service counts
 *  the view (it ignores it unless analytics consent was given), the error toasts of the page left are dismissed, and
 *  focus moves to the new page's first heading so screen readers announce the page. Focus stays where it is on the
 *  first page load, when the new page has already put it somewhere inside itself (a field it focuses on purpose), and
 *  when the visitor has moved it on while the page was still loading (opened the menu, tabbed to the top bar). */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '../consent/analytics';
import { dismissPageErrors } from '../toast/toast-service';
import { MAIN_CONTENT_ID } from './skip-link';

/** How long a page (a remote still loading) may take to show its heading before focus is left alone. */
const HEADING_WAIT_MS = 10_000;

/** Focuses the first h1 inside `container` as soon as there is one; returns a function that stops waiting. */
export function focusPageHeading(container: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  let observer: MutationObserver | undefined;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(start);
    clearTimeout(giveUp);
    observer?.disconnect();
  };
  // Where focus was once the navigation had settled: focus found anywhere else later was put there by the visitor.
  let settled: Element | null = null;
  const tryFocus = (): boolean => {
    const active = document.activeElement;
    if (active && active !== container && container.contains(active)) return true;
    if (active && active !== settled && active !== document.body) return true;
    const heading = container.querySelector('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  // After the current task, so whatever the navigation closes (the drawer) has given focus back first.
  const start = setTimeout(() => {
    settled = document.activeElement;
    if (tryFocus()) return;
    observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    observer.observe(container, { childList: true, subtree: true });
    giveUp = setTimeout(stop, waitMs);
  }, 0);
  return stop;
}

export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    analytics.recordPageView(pathname);
    dismissPageErrors();
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    return main ? focusPageHeading(main) : undefined;
  }, [pathname]);
  return null;
}

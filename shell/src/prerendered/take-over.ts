/** A public page may arrive prerendered in the shell's HTML (decisions 0068, 0069, tooling/prerender.mjs): its
 *  heading paints before any JavaScript. The portal then renders beside it, hidden, and takes its place as soon as
 *  the page it rendered shows its heading in <main> (the page itself, or a failure with its Retry), so the visitor
 *  never sees a spinner where the page already was. If that takes long, the portal shows what it has, but never a
 *  page that is still loading: while a remote's files are late the picture stays, however long, until the page or
 *  its failure (which comes with the script loader's own time limit) shows. The field a visitor tapped on the
 *  picture gets the focus from the picker (tooling/prerender.mjs). */

/** The element that holds the prerendered page (tooling/prerender.mjs PRERENDERED_ID). */
export const PRERENDERED_ID = 'portal-prerendered';
/** How long the prerendered page waits for the portal's heading before it gives way to a portal page that has no
 *  heading but has finished loading. */
export const TAKE_OVER_TIMEOUT_MS = 10_000;

/** Where React renders: `root` itself, or, when `root` holds a prerendered page, a hidden container in it that
 *  replaces that page once the portal's page shows its heading. */
export function portalContainer(root: HTMLElement, timeoutMs = TAKE_OVER_TIMEOUT_MS): HTMLElement {
  const prerendered = root.ownerDocument.getElementById(PRERENDERED_ID);
  if (!prerendered || !root.contains(prerendered) || !prerendered.querySelector('main')) {
    prerendered?.remove();
    return root;
  }
  const app = root.ownerDocument.createElement('div');
  app.hidden = true;
  root.append(app);
  const show = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    // The portal's page sits where the prerendered one was, at the same size, so the scroll position holds.
    prerendered.remove();
    app.hidden = false;
  };
  let late = false;
  const ready = () => {
    if (app.querySelector('main h1')) return true;
    // Late, a page without a heading will do, but not a spinner: that would flash between picture and page.
    const main = app.querySelector('main');
    return late && main !== null && main.childElementCount > 0 && !main.querySelector('[role="status"]');
  };
  const observer = new MutationObserver(() => {
    if (ready()) show();
  });
  observer.observe(app, { childList: true, subtree: true });
  const timer = window.setTimeout(() => {
    late = true;
    if (ready()) show();
  }, timeoutMs);
  return app;
}

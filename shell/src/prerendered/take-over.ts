/** A public page may arrive prerendered in the shell's HTML (decisions 0068, 0069, tooling/prerender.mjs): its
 *  heading paints before any JavaScript. The portal then renders beside it, hidden, and takes its place as soon as
 *  the page it rendered shows its heading in <main> (the page itself, or a failure with its Retry), so the visitor
 *  never sees a spinner where the page already was. If that takes long, the portal shows what it has, but never a
 *  page that is still loading: while a remote's files are late the picture stays, however long, until the page or
 *  its failure (which comes with the script loader's own time limit) shows. The field a visitor tapped on the
 *  picture gets the focus from the picker (tooling/prerender.mjs). */

/** The element that holds the prerendered page (tooling/prerender.mjs PRERENDERED_ID). */
export const PRERENDERED_ID = 'portal-prerendered';
/** The cookie banner's mark in a picture (tooling/prerender.mjs BANNER_MARK, decision 0130). */
export const BANNER_MARK = 'data-consent-banner';
/** What keeps the picture's cookie banner, with its styles, once the picture has given way: until the portal's own
 *  banner is on screen (or known not to come), so the banner never blinks out in between. */
const KEPT_BANNER = 'data-consent-banner-picture';

/** Moves the picture's cookie banner and its styles out of the picture into the body, still inert. */
function keepBanner(prerendered: HTMLElement) {
  const banner = prerendered.querySelector(`[${BANNER_MARK}]`);
  if (!banner) return;
  const doc = prerendered.ownerDocument;
  const kept = doc.createElement('div');
  kept.setAttribute(KEPT_BANNER, '');
  kept.setAttribute('inert', '');
  kept.setAttribute('aria-hidden', 'true');
  kept.append(...prerendered.querySelectorAll('style'), banner);
  doc.body.append(kept);
}

/** Whether a picture's cookie banner is on screen, in the picture or kept after it. */
export function bannerPictureShown(doc: Document = document): boolean {
  return doc.querySelector(`#${PRERENDERED_ID} [${BANNER_MARK}], [${KEPT_BANNER}]`) !== null;
}

/** Removes the banner kept after the picture: the portal's own is on screen. */
export function dropKeptBanner(doc: Document = document): void {
  doc.querySelector(`[${KEPT_BANNER}]`)?.remove();
}

/** Removes the picture's cookie banner wherever it is: none will follow (a decision is stored, or the banner's code
 *  could not load). */
export function dropBannerPicture(doc: Document = document): void {
  dropKeptBanner(doc);
  doc.querySelector(`#${PRERENDERED_ID} [${BANNER_MARK}]`)?.remove();
}
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
    // The picture's banner stays until the portal's own is there (it may already be, rendered beside the picture).
    if (!app.querySelector(`[${BANNER_MARK}]`)) keepBanner(prerendered);
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

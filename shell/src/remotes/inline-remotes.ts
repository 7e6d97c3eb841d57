/** remotes.json as the page that served the shell carries it (decision 0047): the static server (or the CDN's edge)
 *  puts the deployed file into the HTML as a JSON data block, so the shell knows its remotes and routes without a
 *  fetch. The block is data, not a script: the Content-Security-Policy does not have to allow it. When it is missing
 *  or is not JSON, the shell fetches /remotes.json as before. */

/** The id of the `<script type="application/json">` element that carries remotes.json. */
export const INLINE_REMOTES_ID = 'portal-remotes';

/** What the page carries: the parsed file, or null when there is no block or its text is not JSON. */
export function readInlineRemotes(
  root: Pick<Document, 'getElementById'> = document,
): { data: unknown } | null {
  const element = root.getElementById(INLINE_REMOTES_ID);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return null;
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    return { data };
  } catch {
    return null; // a truncated page: the fetch reads the served file and reports it if it is broken too
  }
}

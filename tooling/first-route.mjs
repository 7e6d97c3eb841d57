/** What the shell's HTML carries for the page it is served for (decision 0047), so a first visit does not wait on a
 *  chain of fetches: the deployed remotes.json inline as a JSON data block (the shell reads it before any fetch),
 *  and preload hints for the remote that owns the path: its remoteEntry.js and the chunks its `./routes` module
 *  needs, read from that remote's manifest. The browser no longer fetches the manifest itself: the shell registers
 *  each remote by its entry (decision 0053). The shell's own start chunks are hinted by its build.
 *  The deploy writes it into each page of its output (tooling/site.mjs, decision 0104); nothing adds it per request. */

import {
  createRouteTable,
  LEGACY_SIGN_IN_PATH,
  NOT_FOUND_PATH,
  pathSegments as segments,
} from '../shared-contracts/src/route-patterns.ts';

/** The id the shell reads the inline file from (shell/src/remotes/inline-remotes.ts). */
export const INLINE_REMOTES_ID = 'portal-remotes';

/** The remote that owns `pathname` in a remotes.json, as the shell's route table decides (the one matcher,
 *  shared-contracts/src/route-patterns.ts: same number of segments, static ones equal, the most static segments
 *  win), with the route entry that matched, or null. */
export function remoteForPath(remotes, pathname) {
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) return null;
  const rules = Object.entries(remotes).flatMap(([name, entry]) =>
    (Array.isArray(entry?.routes) ? entry.routes : [])
      .filter((route) => typeof route?.path === 'string')
      .map((route) => ({ path: route.path, name, entry, route })),
  );
  const best = createRouteTable(rules).routeFor(pathname || '/');
  return best ? { name: best.name, entry: best.entry, route: best.route } : null;
}

/** The shell's own paths: its not-found page, and the older sign-in path it sends on to /signin. */
export { LEGACY_SIGN_IN_PATH, NOT_FOUND_PATH, segments };

const SHELL_PATHS = [NOT_FOUND_PATH, LEGACY_SIGN_IN_PATH, `${LEGACY_SIGN_IN_PATH}/`];

/** Where `pathname` goes in the deployed remotes.json (`remotes`, parsed; null when it could not be read): the remote
 *  that owns it (`owner`, as remoteForPath gives it), who may see it (`access`, the matched entry's: `public`,
 *  `auth-only` or `signed-in`; null without one), the matched entry's `path` (`/dashboard/ads/:id`, say), and whether no route has it (`noRoute`: none of the remotes' and
 *  none of the shell's own), so the shell shows its not-found page there. Never `noRoute` when remotes.json could not
 *  be read: the shell then shows that problem, not the not-found page. */
export function routeFor(remotes, pathname) {
  const owner = remoteForPath(remotes, pathname);
  const readable = typeof remotes === 'object' && remotes !== null && !Array.isArray(remotes);
  const access = typeof owner?.route?.access === 'string' ? owner.route.access : null;
  const path = typeof owner?.route?.path === 'string' ? owner.route.path : null;
  return { owner, access, path, noRoute: readable && owner === null && !SHELL_PATHS.includes(pathname) };
}

/** Whether a remote's contracts version has the shell's major (the shell refuses the others, decision 0036). */
export function sameContractsMajor(version, shellVersion) {
  if (!shellVersion) return true;
  const major = (v) => (typeof v === 'string' ? (/^(\d+)\./.exec(v)?.[1] ?? null) : null);
  return major(version) !== null && major(version) === major(shellVersion);
}

/** The files a remote's `./routes` needs before it can run, as absolute URLs: remoteEntry.js and the expose's
 *  sync chunks. A manifest with a fixed publicPath is resolved against it, `auto` against the manifest's URL. */
export function routesAssets(manifestUrl, manifest) {
  const meta = manifest?.metaData;
  const entry = meta?.remoteEntry;
  if (!entry || typeof entry.name !== 'string') return [];
  const base =
    typeof meta.publicPath === 'string' && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, manifestUrl).href
      : manifestUrl;
  const expose = (Array.isArray(manifest.exposes) ? manifest.exposes : []).find(
    (item) => item?.path === './routes' || item?.name === 'routes',
  );
  const sync = Array.isArray(expose?.assets?.js?.sync) ? expose.assets.js.sync : [];
  const entryPath = entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
  return [entryPath, ...sync].map((file) => new URL(file, base).href);
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tags for the head: the data block, then the hints. `<` is escaped in the data, so no `</script>` inside it
 *  can close the element; JSON.parse reads `\u003c` back as `<`. */
export function firstRouteTags({ remotesText, assets = [] }) {
  const tags = [];
  if (remotesText !== null && remotesText !== undefined) {
    tags.push(
      `<script type="application/json" id="${INLINE_REMOTES_ID}">${remotesText.replace(/</g, '\\u003c')}</script>`,
    );
  }
  for (const url of assets) tags.push(`<link rel="preload" as="script" href="${escapeAttribute(url)}">`);
  return tags.join('');
}

/** The HTML with `tags` at the end of its head, after the charset and the shell's own script and hints. */
export function injectIntoHead(html, tags) {
  if (!tags) return html;
  const end = html.search(/<\/head>/i);
  return end === -1 ? tags + html : html.slice(0, end) + tags + html.slice(end);
}

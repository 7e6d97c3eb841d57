/** The deploy output (decision 0104): what a deploy, a rollback or `pnpm start` leaves in `deploy/sites/<key>/` for
 *  any static host to serve as it is, nothing being rendered or computed per request.
 *
 *  - `shell/`: the shell's files and the deployed `remotes.json`;
 *  - `pages/`: the shell's page in each form a path can be served: remotes.json inline, the preload hints of the
 *    remote that owns the path (decision 0047) and the prerendered picture the path has (decisions 0068, 0096);
 *  - `headers.json`: the one generated header file: the CSP made from remotes.json (decision 0037), CORS, the cache
 *    rules (hashed files immutable; remotes.json, the manifests, the entries and HTML not cached) and `pages`, the
 *    ordered table of which page answers a path and query, with its status;
 *  - `nginx.conf`: the same, as an nginx snippet (tooling/nginx.mjs), generated from headers.json.
 *
 *  `deploy/site.json` names the site being served; tooling/serve.mjs reads it and headers.json, and nginx includes
 *  `deploy/nginx-site.conf`, which names the site's snippet. A site is written once per deploy key (the shell's page
 *  and remotes.json) and the last ones are kept, so a rollback to one of them switches at once. */
import fs from 'node:fs';
import path from 'node:path';
import { presentRemotes, REMOTES, ROOT, SHELL_ORIGIN } from './apps.mjs';
import { contentSecurityPolicy } from './csp.mjs';
import {
  firstRouteTags,
  injectIntoHead,
  LEGACY_SIGN_IN_PATH,
  NOT_FOUND_PATH,
  routeFor,
  routesAssets,
  sameContractsMajor,
  segments,
} from './first-route.mjs';
import {
  deployKey,
  deploySite,
  injectIntoRoot,
  picturesFile,
  picturesMarkup,
  PRERENDERED_LINKS,
  PRERENDERED_PATHS,
  prerenderedPathFor,
  readPictures,
  SIGN_IN_PATH,
  siteFile,
} from './prerender.mjs';
import { writeJsonAtomically } from './releases.mjs';

/** The files that name other files, and so must be asked for again on every load; every other file of a build or
 *  release is named by its content (or sits in a folder named by it) and is cached for good. */
export const UNCACHED_FILES = [
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
  'deploy-entry.json',
];
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Content types by extension, with the charset of text; nginx gets the same table (tooling/nginx.mjs). */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The sign-in pages whose one `redirect` parameter says where they lead, not what they show (decision 0087). */
const REDIRECT_PAGES = [SIGN_IN_PATH, '/review/signin'];
const SHELL_PATHS = [NOT_FOUND_PATH, LEGACY_SIGN_IN_PATH, `${LEGACY_SIGN_IN_PATH}/`];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A route's path as a regular expression over a decoded path (the shell's route table: trailing slashes dropped,
 *  a parameter one non-empty segment). Written in the syntax JavaScript and PCRE (nginx) read alike. */
export function pathPattern(routePath) {
  const parts = segments(routePath);
  if (parts.length === 0) return '/+';
  return `${parts.map((part) => `/${part.startsWith(':') ? '[^/?]+' : escapeRegExp(part)}`).join('')}/*`;
}

/** A query value that is not blank once decoded: blanks (`+`, `%20`, a tab or line break) may lead, then comes a
 *  character that is none (a plain one, or an escaped printable ASCII one). */
const NOT_BLANK = '(?:%20|%09|%0[AaDd]|\\+)*(?:[^&%+\\s]|%(?:2[1-9A-Fa-f]|[3-7][0-9A-Fa-f]))[^&]*';

function permutations(items) {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** A mailed link's query as prerender.mjs accepts it: exactly its parameters, each once, none blank, `id` a positive
 *  whole number; in any order. Stricter than the browser where it must be (a blank made of escapes gets no
 *  picture), never looser. */
function linkQueryPattern(names) {
  const part = (name) => `${escapeRegExp(name)}=${name === 'id' ? '0*[1-9][0-9]{0,14}' : NOT_BLANK}`;
  return `(?:${permutations(names)
    .map((order) => order.map(part).join('&'))
    .join('|')})`;
}

/**
 * The ordered table of which page answers a request (first match wins): each rule's `match` is a regular expression
 * over `<decoded path>?<query>`, its `owner` the remote whose preload hints the page carries (null for none), its
 * `picture` the prerendered path the page carries (null for none), its `status` 200 or 404 (a path no route has,
 * decision 0077). It says what routeFor and prerenderedPathFor say for every URL (site.test.mjs holds them
 * together); only the table is consulted when a page is served.
 */
export function pageRules(remotes) {
  const rules = [];
  const readable = typeof remotes === 'object' && remotes !== null && !Array.isArray(remotes);
  const rule = (match, route, picture) =>
    rules.push({
      match: `^${match}$`,
      owner: route.owner?.name ?? null,
      picture,
      status: route.noRoute ? 404 : 200,
    });
  const links = new Map(
    PRERENDERED_LINKS.map((url) => {
      const sample = new URL(url, 'http://localhost');
      return [sample.pathname, { url, names: [...sample.searchParams.keys()] }];
    }),
  );
  // Exact paths first: the prerendered pages, the sign-in pages with a `redirect`, the mailed links, the shell's own.
  const literals = [...new Set([...PRERENDERED_PATHS, ...REDIRECT_PAGES, ...links.keys(), ...SHELL_PATHS])];
  for (const literal of literals) {
    const route = routeFor(remotes, literal);
    const exact = escapeRegExp(literal);
    const pictureFor = (search) => prerenderedPathFor({ pathname: literal, search }, route);
    if (route.access !== 'signed-in') {
      rule(`${exact}\\?`, route, pictureFor(''));
      if (REDIRECT_PAGES.includes(literal))
        rule(`${exact}\\?redirect(?:=[^&]*)?`, route, pictureFor('?redirect=/'));
      const link = links.get(literal);
      if (link) rule(`${exact}\\?${linkQueryPattern(link.names)}`, route, link.url);
    }
    rule(`${exact}\\?.*`, route, route.access === 'signed-in' ? SIGN_IN_PATH : null);
  }
  // Every route of the deployed remotes, the most static segments first (as the shell's route table decides).
  const routes = [];
  if (readable)
    for (const [name, entry] of Object.entries(remotes))
      for (const route of Array.isArray(entry?.routes) ? entry.routes : []) {
        if (typeof route?.path !== 'string') continue;
        const specificity = segments(route.path).filter((part) => !part.startsWith(':')).length;
        routes.push({ name, entry, route, specificity });
      }
  routes.sort((a, b) => b.specificity - a.specificity);
  for (const { name, entry, route } of routes) {
    const access = typeof route.access === 'string' ? route.access : null;
    rule(
      `${pathPattern(route.path)}\\?.*`,
      { owner: { name, entry }, noRoute: false },
      access === 'signed-in' ? SIGN_IN_PATH : null,
    );
  }
  // A path no route has: the not-found page, with its picture when there is no query.
  const nowhere = { owner: null, noRoute: readable };
  rule('[^?]*\\?', nowhere, readable ? NOT_FOUND_PATH : null);
  rule('.*', nowhere, null);
  return rules;
}

/** The rule of `rules` that answers a decoded path and its query (without `?`); the last rule matches everything. */
export function matchPage(compiled, pathname, query) {
  const subject = `${pathname}?${query}`;
  return compiled.find((entry) => entry.regex.test(subject)) ?? compiled.at(-1);
}

/** The file name of the page with `owner`'s hints and `picture`. */
function pageName(owner, picture) {
  const slug = (text) =>
    text
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60);
  return `${owner ?? 'shell'}${picture ? `--${slug(picture) || 'home'}` : ''}.html`;
}

function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The contracts version the shell was built with: the shared-contracts version in its own mf-manifest.json. */
function shellContracts(shellDir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(shellDir, 'mf-manifest.json'), 'utf8'));
    return manifest.shared?.find((item) => item.name === 'shared-contracts')?.version ?? null;
  } catch {
    return null;
  }
}

/** The preload hints of a remote's page: its `./routes` files, read from its manifest in the folder its URL maps to
 *  (its releases); none when it may not load in this shell or its manifest cannot be read. */
function ownerAssets(entry, files, contracts) {
  if (!entry || typeof entry.manifest !== 'string' || !sameContractsMajor(entry.contracts, contracts))
    return [];
  let url;
  try {
    url = new URL(entry.manifest);
  } catch {
    return [];
  }
  const file = siteFile({ files }, url.href);
  const text = file && readText(file);
  try {
    return text ? routesAssets(url.href, JSON.parse(text)) : [];
  } catch {
    return [];
  }
}

/** The header file of a deploy: what every static host serving it sends (decision 0104). */
export function siteHeaders({
  key,
  remotes,
  rules,
  recaptcha,
  shellOrigin = SHELL_ORIGIN,
  apps = defaultApps(),
}) {
  const common = {
    'x-content-type-options': 'nosniff',
    // Lets the shell's page read the sizes and timings of a remote's files (the bench's critical-path figure).
    'timing-allow-origin': '*',
  };
  return {
    key,
    types: TYPES,
    cache: { uncached: UNCACHED_FILES, uncachedValue: NO_CACHE, otherwise: IMMUTABLE },
    shell: {
      root: 'shell',
      headers: { ...common, 'access-control-allow-origin': '*' },
      page: {
        ...common,
        'cache-control': NO_CACHE,
        'content-security-policy': contentSecurityPolicy(remotes ?? {}, { recaptcha }),
        'x-portal-deploy': key.slice(0, 12),
      },
      pages: rules.map(({ match, owner, picture, status }) => ({
        match,
        page: `pages/${pageName(owner, picture)}`,
        status,
      })),
    },
    remotes: {
      // A remote's files are read by the shell's page only (decision 0037).
      headers: { ...common, 'access-control-allow-origin': shellOrigin },
      apps,
    },
  };
}

/** Each present remote: its container name, its port and its releases folder (relative to the repository). */
function defaultApps() {
  return presentRemotes().map((remote) => ({
    name: remote.name,
    port: remote.port,
    root: path.relative(ROOT, path.join(ROOT, 'releases', remote.dir)),
  }));
}

const KEPT_SITES = 8;

/**
 * Writes the deploy output of the shell's build at `shellDir` and the remotes.json at `remotesFile` into
 * `deployDir/sites/<key>/`, with the pictures the deploy prerendered (`picturesDir`), then names it in
 * `deployDir/site.json` and `deployDir/nginx-site.conf`, each atomically; a site already written is only named.
 * `remoteDirs` maps each remote's public URL prefix to its releases folder (for the hints); `apps` the remotes'
 * servers (each present remote's by default). `nginxSnippet(headers, dir)` makes nginx's part. Returns `{ key, dir }`.
 */
export function writeSite({
  shellDir,
  remotesFile,
  deployDir,
  picturesDir = path.join(deployDir, 'prerendered'),
  remoteDirs,
  shellOrigin = SHELL_ORIGIN,
  recaptcha = Boolean(process.env.RECAPTCHA_SITE_KEY || process.env.RECAPTCHA_SECRET_KEY),
  nginxSnippet,
  apps,
}) {
  const indexHtml = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const remotesText = readText(remotesFile);
  const key = deployKey(indexHtml, remotesText);
  const sitesDir = path.join(deployDir, 'sites');
  const dir = path.join(sitesDir, key.slice(0, 16));
  if (!fs.existsSync(path.join(dir, 'headers.json'))) {
    let remotes = null;
    try {
      remotes = remotesText === null ? null : JSON.parse(remotesText);
    } catch {
      // a broken remotes.json: the shell reports it; no route, no hint
    }
    const site = deploySite({ shellDir, shellOrigin, remotesText, remotes: remoteDirs });
    const read = readPictures(picturesFile(picturesDir, key));
    const pictures = read?.key === key ? read.pictures : new Map();
    const rules = pageRules(remotes);
    const contracts = shellContracts(shellDir);
    const temporary = path.join(sitesDir, `.incoming-${key.slice(0, 16)}-${process.pid}`);
    fs.rmSync(temporary, { recursive: true, force: true });
    fs.mkdirSync(path.join(temporary, 'pages'), { recursive: true });
    fs.cpSync(shellDir, path.join(temporary, 'shell'), {
      recursive: true,
      filter: (source) => path.relative(shellDir, source) !== 'index.html',
    });
    if (remotesText !== null) fs.writeFileSync(path.join(temporary, 'shell', 'remotes.json'), remotesText);
    const written = new Set();
    for (const { owner, picture } of rules) {
      const name = pageName(owner, picture);
      if (written.has(name)) continue;
      written.add(name);
      const entry = owner ? remotes?.[owner] : null;
      const assets = ownerAssets(entry, site.files, contracts);
      const html = injectIntoRoot(
        injectIntoHead(site.html, firstRouteTags({ remotesText: null, assets })),
        picture ? picturesMarkup(pictures, picture) : null,
      );
      fs.writeFileSync(path.join(temporary, 'pages', name), html);
    }
    const headers = siteHeaders({ key, remotes, rules, recaptcha, shellOrigin, apps });
    fs.writeFileSync(path.join(temporary, 'headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
    if (nginxSnippet) fs.writeFileSync(path.join(temporary, 'nginx.conf'), nginxSnippet(headers, dir));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(temporary, dir);
  }
  writeJsonAtomically(path.join(deployDir, 'site.json'), { key, dir: path.relative(deployDir, dir) });
  if (nginxSnippet) {
    const include = path.join(deployDir, 'nginx-site.conf');
    const temporary = `${include}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `include ${path.join(dir, 'nginx.conf')};\n`);
    fs.renameSync(temporary, include);
  }
  // The last sites stay for a rollback; older ones go.
  const kept = fs
    .readdirSync(sitesDir)
    .filter((name) => /^[0-9a-f]{16}$/.test(name))
    .map((name) => ({ name, at: fs.statSync(path.join(sitesDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  fs.utimesSync(dir, new Date(), new Date());
  for (const { name } of kept.slice(KEPT_SITES))
    if (path.join(sitesDir, name) !== dir)
      fs.rmSync(path.join(sitesDir, name), { recursive: true, force: true });
  return { key, dir };
}

/** The releases folders of the remotes by their public URL prefix, as the prerender maps them. */
export function remoteFolders(publicBase, releasesDir) {
  return REMOTES.map((remote) => [`${publicBase(remote)}/`, path.join(releasesDir, remote.dir)]);
}

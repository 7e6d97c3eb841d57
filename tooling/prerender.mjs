/** The public pages as HTML in the shell's page (decisions 0068, 0069), so their heading paints before any
 *  JavaScript has arrived. Each deploy renders each of PRERENDERED_PATHS once, in each interface language, by running
 *  the deployed portal itself (the shell's build and the remotes' releases remotes.json names, read from disk) in a
 *  DOM emulation in a confined child process, and writes the result, with its styles, beside remotes.json
 *  (prerenderDeploy, decision 0096); the deploy output then carries it in the page of that path (tooling/site.mjs,
 *  decision 0104), which nginx or the shell's Node server send as it is. A small inline script picks the visitor's language (as the shell's detectLanguage does) or shows
 *  nothing to a visitor who has a stored sign-in, and the shell's start replaces the prerendered page with its own
 *  once that has rendered its heading (shell/src/prerendered). */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { STORAGE_KEYS, STORAGE_PREFIX } from '../shared-contracts/src/storage-keys.ts';
import { firstRouteTags, injectIntoHead, NOT_FOUND_PATH, routeFor } from './first-route.mjs';

/** The element that holds the prerendered page; the shell's start looks for it (shell/src/prerendered). */
export const PRERENDERED_ID = 'portal-prerendered';
/** The advertisers' sign-in, where the guard sends a visitor from the signed-in area (shared-contracts ROUTES.signIn). */
export const SIGN_IN_PATH = '/signin';
/** The paths that are prerendered (decisions 0068, 0069, 0076, 0081, 0086, 0087): public pages that show their
 *  heading before any API call has answered and are the same for every visitor, so one render per deploy serves
 *  everyone. The home page, the forms a visitor comes to sign up, sign in, ask for a new password or write to us, the
 *  page of a sign-up link used before or cut short before its query, the not-found page, the FAQ as it first shows
 *  (its heading, the loading state of its answers, which the API serves, and the contact prompt), and the review
 *  desk's sign-in, which shows its form while it asks whether the operator already has a session (decision 0087). */
export const PRERENDERED_PATHS = [
  '/',
  '/signup',
  SIGN_IN_PATH,
  '/forgot-password',
  '/contact',
  '/faqs',
  '/signup/onboarding/verified',
  '/signup/onboarding',
  NOT_FOUND_PATH,
  '/review/signin',
];

/** The sign-in pages, whose one query parameter, `redirect`, says where they lead once signed in, not what they show
 *  (shared-contracts pathAfterSignIn, mf-review pathAfterOperatorSignIn): with it alone they get their picture too
 *  (decision 0087). */
const REDIRECT_PAGES = [SIGN_IN_PATH, '/review/signin'];
const REDIRECT_PARAM = 'redirect';

/** The mailed-link pages, prerendered as they first show for every link of their kind (decision 0086): the sign-up
 *  link and the new-email link while they are used, the password-reset link and the invitation link (decision 0127)
 *  while they are checked (each one's heading and a spinner), and the expired sign-up link's page with its Resend
 *  button. Each is the URL the render opens, with
 *  sample values; the render asks the API nothing, so no sample is ever sent (renderPage). */
export const PRERENDERED_LINKS = [
  '/signup/onboarding?id=1&token=link&account_id=link',
  '/signup/onboarding/expired?id=1&account_id=link',
  '/reset-password?token=link',
  '/new-email-confirmation?token=link&id=1&account_id=link',
  '/invitation?token=link',
];

/** The link page a URL's query makes, or null: one of PRERENDERED_LINKS when the query has exactly its parameters,
 *  each once and not blank, with an `id` the page takes for an account (a positive whole number, as mf-auth's
 *  readAccountLink reads it). Any other query could make the page show something its picture does not: a link
 *  without its token, or naming nobody, shows another page. */
function linkPictureFor(pathname, search) {
  const link = LINK_PAGES.get(pathname);
  if (!link) return null;
  const query = new URLSearchParams(search);
  if ([...query.keys()].length !== link.names.length) return null;
  if (!link.names.every((name) => query.getAll(name).length === 1 && query.get(name).trim() !== ''))
    return null;
  const id = query.get('id');
  if (id !== null && !(/^\d+$/.test(id.trim()) && Number.isSafeInteger(Number(id)) && Number(id) > 0))
    return null;
  return link.url;
}

/** PRERENDERED_LINKS by path, each with its parameters' names: read once, not for every page served. */
const LINK_PAGES = new Map(
  PRERENDERED_LINKS.map((url) => {
    const sample = new URL(url, 'http://localhost');
    return [sample.pathname, { url, names: [...sample.searchParams.keys()] }];
  }),
);

/** The prerendered page a URL is served with, or null: one of PRERENDERED_PATHS itself, or the not-found page for a
 *  path no route has (decision 0076: rendered once, sent for every such path); with a query, only a mailed link's
 *  page whose query has the link's parameters (decision 0086), or a sign-in page whose query is a `redirect` alone
 *  (decision 0087), since another query could make the page show something its picture does not. A path of the
 *  signed-in area, with any query, gets the sign-in page (decision 0087): the picker shows a picture only to a visitor
 *  with no stored sign-in, whom the guard sends there with the path as `redirect`. `route` is where the path goes in
 *  the deployed remotes.json (`routeFor` in first-route.mjs): its `access`, and `noRoute`, whether no route has it. */
export function prerenderedPathFor({ pathname, search }, { access = null, noRoute = false } = {}) {
  if (access === 'signed-in') return SIGN_IN_PATH;
  if (search !== '') return redirectPictureFor(pathname, search) ?? linkPictureFor(pathname, search);
  if (noRoute) return NOT_FOUND_PATH;
  return PRERENDERED_PATHS.includes(pathname) ? pathname : null;
}

/** A sign-in page's picture when its query is one `redirect` and nothing else; null otherwise. */
function redirectPictureFor(pathname, search) {
  if (!REDIRECT_PAGES.includes(pathname)) return null;
  const names = [...new URLSearchParams(search).keys()];
  return names.length === 1 && names[0] === REDIRECT_PARAM ? pathname : null;
}

export const PRERENDER_LANGUAGES = ['en', 'ja'];
/** The local-storage entries the picker reads (shared-contracts storage-keys.ts). */
const LANGUAGE_KEY = STORAGE_KEYS.language;
const USER_KEY = STORAGE_KEYS.user;
/** The cookie that holds a visitor's cookie decision (shell/src/consent/consent-record.ts CONSENT_RECORD_COOKIE). */
const CONSENT_COOKIE = `${STORAGE_PREFIX}consent`;
/** The cookie banner's mark (shell/src/prerendered/take-over.ts BANNER_MARK): a picture carries the banner a first
 *  visit shows, so it paints with the page rather than once the portal has started (decision 0130). */
export const BANNER_MARK = 'data-consent-banner';

/** Picks the prerendered page for this visitor, before the first paint: the stored language, else the first browser
 *  language offered, else English (shared-contracts/src/detect-language.ts, the one definition; prerender.test.mjs holds the two together).
 *  It gives the document that page's title. A visitor with a stored sign-in sees the signed-in top bar at once in the
 *  portal, so gets no picture (the signed-in area has none, decision 0103). A tap on the picture, which is inert, does
 *  nothing: the picker keeps the last one, and once the portal has taken the picture's place (same layout, same scroll
 *  position) it focuses the field at that point, or the one whose label is there (decision 0069), or, when the tap was
 *  a click on a link of the picture, clicks the portal's link at that point if it leads to the same place (decision
 *  0091): a press that became a scroll is no click. The script removes itself, so the shell finds #root as the picker
 *  left it. */
export const PICKER_SCRIPT = `(function(){var d=document,c=d.currentScript,h=d.getElementById(${JSON.stringify(PRERENDERED_ID)});if(c)c.remove();if(!h)return;var s=null,l=null;try{s=window.localStorage}catch(e){}var u=null;try{u=s&&s.getItem(${JSON.stringify(USER_KEY)})||null;l=s&&s.getItem(${JSON.stringify(LANGUAGE_KEY)})}catch(e){}if(u){h.remove();return}if(l!=="en"&&l!=="ja"){l="en";var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var t=String(n[i]).toLowerCase();if(t.indexOf("ja")===0){l="ja";break}if(t.indexOf("en")===0)break}}var p=h.querySelector('template[lang="'+l+'"]');if(!p){h.remove();return}if(("; "+d.cookie).indexOf(${JSON.stringify(`; ${CONSENT_COOKIE}=`)})!==-1){var b=p.content.querySelector("[${BANNER_MARK}]");if(b)b.remove()}var r=d.documentElement;r.classList.remove("en","ja");r.classList.add(l);r.lang=l;var g=p.getAttribute("data-title");if(g)d.title=g;h.appendChild(p.content);var x=null,y=0,k=null;d.addEventListener("pointerdown",function(e){if(h.isConnected){x=e.clientX;y=e.clientY;k=null}},true);d.addEventListener("click",function(e){if(!h.isConnected)return;var q=h.querySelectorAll("a[href]"),j,v;x=e.clientX;y=e.clientY;k=null;for(j=0;j<q.length;j++){v=q[j].getBoundingClientRect();if(!q[j].target&&x>=v.left&&x<v.right&&y>=v.top&&y<v.bottom)k=q[j].getAttribute("href")}},true);new MutationObserver(function(m,o){if(h.isConnected)return;o.disconnect();if(x===null||!d.elementFromPoint)return;var e=d.elementFromPoint(x,y),a=e&&e.closest("a[href]");if(k!==null){if(a&&!a.target&&a.getAttribute("href")===k)a.click();return}var l=e&&e.closest("label"),f=l&&l.control||e;if(f&&f.matches("input,textarea,select"))f.focus()}).observe(h.parentNode,{childList:true})})();`;

/** The CSP source that lets the picker run (tooling/csp.mjs). */
export const PICKER_SCRIPT_SOURCE = `'sha256-${crypto.createHash('sha256').update(PICKER_SCRIPT).digest('base64')}'`;

/** What goes into the page's #root: each language's page in a template, and the picker. The page is inert and
 *  hidden from assistive technology: its links and its language choice would not work as the portal's do, so
 *  until the portal takes its place (a second at most on a slow phone) it is only seen. */
export function prerenderedMarkup(pages) {
  return prerenderedHolder(prerenderedTemplates(pages));
}

/** Each language's page in a template, with its title. */
export function prerenderedTemplates(pages) {
  return Object.entries(pages)
    .map(
      ([language, page]) =>
        `<template lang="${language}"` +
        `${page.title ? ` data-title="${escapeAttribute(page.title)}"` : ''}>` +
        `<style>${page.css}</style>${page.html}</template>`,
    )
    .join('');
}

/** The templates in the element the picker fills, and the picker. */
function prerenderedHolder(templates) {
  // A picture of the page until the portal takes its place: nothing in it can be used, or is read out, before then.
  return `<div id="${PRERENDERED_ID}" inert aria-hidden="true">${templates}</div><script>${PICKER_SCRIPT}</script>`;
}

function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The shell's page with the prerendered page in its empty #root; unchanged when there is none. */
export function injectIntoRoot(html, markup) {
  // A function, so a `$&` or `$'` in the page's text or styles is not read as a replacement pattern.
  return markup ? html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`) : html;
}

const RENDER_TIMEOUT_MS = 20_000;
/** How many times a deploy tries a page whose render failed (a busy machine can miss the timeout once). */
const RENDER_ATTEMPTS = 3;
/** How long the render waits, after the page has shown, for the page to set its title. */
const TITLE_WAIT_MS = 500;
/** How long the render waits, after the title, for the cookie banner the portal draws after its first paint. */
const BANNER_WAIT_MS = 2_000;
/** The attributes a picture's elements lose: what ties a label, a description or a control to an element. */
const PICTURE_DROPS = [
  'id',
  'for',
  'name',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-errormessage',
  'autofocus',
];
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** What the child runs and loads: this file, the route table it imports with the one matcher, the storage keys (and
 *  the package file that says they are modules), and the packages (jsdom). */
const RENDERER_READS = [
  fileURLToPath(import.meta.url),
  path.join(ROOT, 'tooling', 'first-route.mjs'),
  path.join(ROOT, 'shared-contracts', 'src', 'route-patterns.ts'),
  path.join(ROOT, 'shared-contracts', 'src', 'storage-keys.ts'),
  path.join(ROOT, 'shared-contracts', 'package.json'),
  path.join(ROOT, 'node_modules'),
];

/** Where a deploy's render takes every file from (decision 0096): `html`, the shell's page as served for any path
 *  (remotes.json inline, no picture), and `files`, each a URL and what answers it: a folder for a URL that ends in a
 *  slash (the shell's build at the shell's origin, a remote's releases at its public base), a file otherwise. */
export function deploySite({ shellDir, shellOrigin, remotesText, remotes }) {
  const indexHtml = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  let parsed = null;
  try {
    parsed = remotesText === null ? null : JSON.parse(remotesText);
  } catch {
    // a broken remotes.json: the shell reports it, and the render shows what the visitor would
  }
  const inline = remotesText === null ? '' : parsed ? JSON.stringify(parsed) : remotesText;
  return {
    html: inline ? injectIntoHead(indexHtml, firstRouteTags({ remotesText: inline })) : indexHtml,
    files: [[`${shellOrigin.replace(/\/+$/, '')}/`, path.resolve(shellDir)], ...remotes],
  };
}

/** The file of `site` that answers `url`, or null: never one outside the folder a URL maps to. */
export function siteFile(site, url) {
  return siteMatch(site, url)?.file ?? null;
}

/** `{ prefix, file }`: the file of `site` that answers `url` and the URL prefix that maps it, or null. */
function siteMatch(site, url) {
  let address;
  try {
    address = new URL(url);
  } catch {
    return null;
  }
  const clean = `${address.origin}${address.pathname}`;
  for (const [prefix, target] of site.files) {
    if (!prefix.endsWith('/')) {
      if (clean === prefix) return { prefix, file: target };
      continue;
    }
    if (!clean.startsWith(prefix)) continue;
    let relative;
    try {
      relative = decodeURIComponent(clean.slice(prefix.length));
    } catch {
      return null;
    }
    const file = path.resolve(target, relative);
    return file.startsWith(`${target}${path.sep}`) ? { prefix, file } : null;
  }
  return null;
}

/** Node's permission model, by the flag this Node knows it by (`--experimental-permission` before Node 22.13). */
const PERMISSION_FLAGS = ['--permission', '--experimental-permission']
  .filter((flag) => process.allowedNodeEnvironmentFlags.has(flag))
  .slice(0, 1);

/** Renders `url` of `site` in `language` in a child process, as a visitor with no stored sign-in: `{ html, css,
 *  title }`, or null when the page did not show its heading in time or the render failed. The child is confined
 *  (decision 0096): no environment, no network, no writes, no processes, and it may read only its own code, its
 *  packages and the folders `site` maps. */
export function renderInChild(url, language, { site, timeoutMs = RENDER_TIMEOUT_MS } = {}) {
  return new Promise((resolve) => {
    const reads = [...RENDERER_READS, ...site.files.map(([, target]) => target)];
    const [command, args] = withoutNetwork(process.execPath, [
      ...PERMISSION_FLAGS,
      ...(PERMISSION_FLAGS.length ? reads.map((target) => `--allow-fs-read=${target}`) : []),
      fileURLToPath(import.meta.url),
      url,
      language,
    ]);
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'ignore'],
      timeout: timeoutMs,
      env: {},
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stdin.on('error', () => {});
    child.stdin.end(JSON.stringify(site));
    child.on('error', () => resolve(null));
    child.on('close', (code) => {
      try {
        resolve(code === 0 ? JSON.parse(out) : null);
      } catch {
        resolve(null);
      }
    });
  });
}

/** The command that runs `command` in a network namespace of its own, with no interface up, where this machine
 *  allows one (as root, or with unprivileged user namespaces); otherwise the command itself, whose render still
 *  takes every file from disk and has no way to the network but Node's own modules, which its page cannot reach. */
let isolation;
export function withoutNetwork(command, args) {
  if (isolation === undefined) {
    isolation = null;
    for (const flags of [['--net'], ['--user', '--map-root-user', '--net']]) {
      const probe = spawnSync('unshare', [...flags, 'true'], { stdio: 'ignore', timeout: 5000 });
      if (probe.status === 0) {
        isolation = flags;
        break;
      }
    }
  }
  return isolation ? ['unshare', [...isolation, command, ...args]] : [command, args];
}

/** The URL a path is rendered at. */
function renderedUrl(key, origin) {
  return new URL(key, origin).href;
}

/** Renders `paths` of `site` (the shell's origin `origin`): a Map of each path to its
 *  pictures' templates, and the paths whose render failed `attempts` times, which go without a picture. The paths
 *  render one after another, each in both languages at once, so a render takes at most two processes.
 *  `fingerprint(key, loads)` names what a page's picture depends on, given the folders its render loaded from; a page
 *  whose fingerprint in one of `previous` (earlier deploys' `{ pictures, loads, fingerprints }`) is still its
 *  fingerprint keeps that picture, unrendered. Returns `{ pictures, loads, fingerprints, failed, reused }`. */
export async function prerenderPages({
  site,
  origin,
  render = renderInChild,
  attempts = RENDER_ATTEMPTS,
  paths = [...PRERENDERED_PATHS, ...PRERENDERED_LINKS],
  fingerprint = () => null,
  previous = [],
}) {
  const pictures = new Map();
  const loads = new Map();
  const fingerprints = new Map();
  const failed = [];
  let reused = 0;
  for (const key of paths) {
    const kept = previous.find(
      (earlier) =>
        earlier.pictures.has(key) &&
        earlier.fingerprints.has(key) &&
        fingerprint(key, earlier.loads.get(key) ?? []) === earlier.fingerprints.get(key),
    );
    if (kept) {
      pictures.set(key, kept.pictures.get(key));
      loads.set(key, kept.loads.get(key));
      fingerprints.set(key, kept.fingerprints.get(key));
      reused += 1;
      continue;
    }
    const url = renderedUrl(key, origin);
    const loaded = new Set();
    let templates = null;
    for (let attempt = 1; attempt <= attempts && templates === null; attempt += 1) {
      // Both languages at once.
      const rendered = await Promise.all(
        PRERENDER_LANGUAGES.map((language) => render(url, language, { site })),
      );
      if (!rendered.every(Boolean)) continue;
      for (const { loads: from = [] } of rendered) for (const prefix of from) loaded.add(prefix);
      templates = prerenderedTemplates(
        Object.fromEntries(PRERENDER_LANGUAGES.map((l, i) => [l, rendered[i]])),
      );
    }
    if (templates === null) {
      failed.push(key);
      continue;
    }
    pictures.set(key, templates);
    loads.set(key, [...loaded].sort());
    const named = fingerprint(key, loads.get(key));
    if (named) fingerprints.set(key, named);
  }
  return { pictures, loads, fingerprints, failed, reused };
}

/** The holder for the picture of `key`, or null when it was not rendered. */
export function picturesMarkup(pictures, key) {
  const ready = pictures.get(key);
  return ready ? prerenderedHolder(ready) : null;
}

/** What names a deploy's pictures: the shell's page and the remotes.json it is served with. A picture file whose key
 *  is not the served deploy's is another deploy's, and is never shown. */
export function deployKey(indexHtml, remotesText) {
  return crypto
    .createHash('sha256')
    .update(indexHtml)
    .update('\0')
    .update(remotesText ?? '')
    .digest('hex');
}

/** How many deploys' pictures are kept: a rollback to one of them serves its pictures at once, without a render. */
const KEPT_DEPLOYS = 8;

/** The file of `dir` that holds the pictures of the deploy named `key`. */
export const picturesFile = (dir, key) => path.join(dir, `${key}.json`);

/** Renders the public pages of the deploy that `remotesFile` and the shell's build at `shellDir` make, at deploy time
 *  (decision 0096), and writes them into `dir`, in a file named by the deploy's key, atomically: the shell's server
 *  only reads it. A deploy whose pictures are already there renders nothing, so a rollback to one of the last
 *  deploys is served its pictures at once. Returns `{ key, rendered, failed }`. */
export async function prerenderDeploy({
  shellDir,
  remotesFile,
  dir,
  remotes,
  shellOrigin,
  render = renderInChild,
  paths,
  log = () => {},
}) {
  const remotesText = fs.existsSync(remotesFile) ? fs.readFileSync(remotesFile, 'utf8') : null;
  const key = deployKey(fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8'), remotesText);
  const out = picturesFile(dir, key);
  const existing = readPictures(out);
  if (existing?.key === key && existing.failed.length === 0) {
    fs.utimesSync(out, new Date(), new Date());
    log('  the public pages of this deploy were prerendered before: nothing to render');
    return { key, rendered: 0, failed: [] };
  }
  const site = deploySite({ shellDir, shellOrigin, remotesText, remotes });
  const started = Date.now();
  const made = await prerenderPages({
    site,
    origin: shellOrigin,
    render,
    paths,
    fingerprint: pageFingerprint({ shellDir, remotesText, origin: shellOrigin }),
    previous: keptPictures(dir),
  });
  const { pictures, failed } = made;
  const temporary = `${out}.${process.pid}.tmp`;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    temporary,
    JSON.stringify({
      key,
      pictures: Object.fromEntries(pictures),
      loads: Object.fromEntries(made.loads),
      fingerprints: Object.fromEntries(made.fingerprints),
      failed,
    }),
  );
  fs.renameSync(temporary, out);
  // The last deploys' pictures stay for a rollback; older ones go.
  const kept = fs
    .readdirSync(dir)
    .filter((name) => /^[0-9a-f]{64}\.json$/.test(name))
    .map((name) => ({ name, at: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of kept.slice(KEPT_DEPLOYS)) fs.rmSync(path.join(dir, name), { force: true });
  const rendered = pictures.size - made.reused;
  log(
    `  prerendered ${rendered} pages in ${((Date.now() - started) / 1000).toFixed(0)} s` +
      (made.reused ? `; ${made.reused} unchanged since the last deploy` : '') +
      (failed.length ? `; without a picture: ${failed.join(', ')}` : ''),
  );
  return { key, rendered, reused: made.reused, failed };
}

/** What a page's picture depends on: the shell's build, the route the deployed remotes.json gives its path, and the
 *  remotes.json entries of each remote whose folder its render loaded from. A deploy that changes none of them
 *  would render the same picture. */
function pageFingerprint({ shellDir, remotesText, origin }) {
  const shell = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(shellDir, 'index.html')))
    .digest('hex');
  let remotes = null;
  try {
    remotes = remotesText === null ? null : JSON.parse(remotesText);
  } catch {
    return () => null;
  }
  const entries = Object.entries(remotes ?? {});
  return (key, loads) => {
    const { pathname } = new URL(renderedUrl(key, origin));
    const { owner, access, path: route, noRoute } = routeFor(remotes, pathname);
    const used = loads.map((prefix) => [
      prefix,
      entries.filter(([, entry]) => typeof entry?.manifest === 'string' && entry.manifest.startsWith(prefix)),
    ]);
    return crypto
      .createHash('sha256')
      .update(JSON.stringify([shell, owner?.name ?? null, access, route, noRoute, used]))
      .digest('hex');
  };
}

/** The pictures of the deploys kept in `dir`, as prerenderPages takes them: any of them whose page would render the
 *  same today gives that page its picture. */
function keptPictures(dir) {
  let names;
  try {
    names = fs.readdirSync(dir).filter((name) => /^[0-9a-f]{64}\.json$/.test(name));
  } catch {
    return [];
  }
  return names.map((name) => readPictures(path.join(dir, name))).filter(Boolean);
}

/** A deploy's picture file as written by prerenderDeploy: `{ key, pictures: Map, failed }`, or null. */
export function readPictures(file) {
  try {
    const { key, pictures, loads, fingerprints, failed } = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof key !== 'string' || typeof pictures !== 'object' || pictures === null) return null;
    return {
      key,
      pictures: new Map(Object.entries(pictures)),
      loads: new Map(Object.entries(loads ?? {})),
      fingerprints: new Map(Object.entries(fingerprints ?? {})),
      failed: Array.isArray(failed) ? failed : [],
    };
  } catch {
    return null;
  }
}

/** The picture's elements lose what ties a label, a description or a control to one. The picture is inert and hidden
 *  from assistive technology, so it needs no ids, names or accessible names; without them it never doubles a field's
 *  label, or an id, of the portal's page rendering beside it until it takes over. */
function dropTies(element) {
  for (const each of [element, ...element.querySelectorAll('*')])
    for (const attribute of PICTURE_DROPS) each.removeAttribute(attribute);
}

/** The rules styled-components has written so far. */
function styleRules(document) {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

/** #root's markup as a picture, the rules styled-components wrote, and the text of any alert the page shows. */
function picture(document) {
  const root = document.getElementById('root');
  const alert = [...root.querySelectorAll('[role="alert"]')]
    .map((element) => element.textContent.trim())
    .filter(Boolean)
    .join(' ');
  for (const element of root.children) dropTies(element);
  // A select's choice is a property React sets, which the markup does not carry: without its attribute a Japanese
  // picture's language select showed its first option, English. Read every choice first, then write them.
  const choices = [...root.querySelectorAll('option')].map((option) => [option, option.selected]);
  for (const [option, selected] of choices) option.toggleAttribute('selected', selected);
  return { html: root.innerHTML, css: styleRules(document), alert };
}

/** The cookie banner a first visit shows, once the portal has drawn it after the page (decision 0130): its markup and
 *  every rule written by then, or null when it did not come within BANNER_WAIT_MS. */
async function bannerPicture(document) {
  const banner = await waitFor(() => document.querySelector(`#root [${BANNER_MARK}]`), BANNER_WAIT_MS);
  if (!banner) return null;
  const copy = banner.cloneNode(true);
  dropTies(copy);
  return { html: copy.outerHTML, css: styleRules(document) };
}

/** What `check` gives once it gives something, looked at every 10 ms; null when nothing came within `timeoutMs`. */
async function waitFor(check, timeoutMs) {
  for (let waited = 0; ; waited += 10) {
    const found = check();
    if (found || waited >= timeoutMs) return found || null;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Runs in the child: loads the page without a prerendered page, runs its scripts and those they load, and prints
 *  the #root's markup and the styles styled-components wrote as the page first shows its heading in <main>. Fails
 *  when that page shows an alert. */
async function renderPage(url, language, site) {
  const { JSDOM, ResourceLoader, VirtualConsole } = await import('jsdom');
  // Which of the site's folders the page loaded from: a later deploy that changes none of them keeps its picture.
  const loaded = new Set();
  const fileFor = (address) => {
    const match = siteMatch(site, address);
    if (match) loaded.add(match.prefix);
    return match?.file ?? null;
  };
  // Every file the page loads comes from the release files on disk: no request leaves the process.
  class ReleaseFiles extends ResourceLoader {
    fetch(address) {
      const file = fileFor(address);
      const read = file
        ? fs.promises.readFile(file)
        : Promise.reject(new Error(`${address} is not a release file`));
      read.abort = () => {};
      return read;
    }
  }
  const virtualConsole = new VirtualConsole();
  const dom = new JSDOM(site.html, {
    url,
    runScripts: 'dangerously',
    resources: new ReleaseFiles(),
    pretendToBeVisual: true,
    virtualConsole,
    beforeParse(window) {
      // styled-components writes rules as text, which the render can read, not through the CSSOM.
      window.SC_DISABLE_SPEEDY = true;
      window.localStorage.setItem(LANGUAGE_KEY, language);
      // The picture is taken as the page first shows its heading, before any answer could arrive, so the render asks
      // the API nothing: a link page's sample token is never sent, and no render counts against a rate limit. A
      // release file (a remote's manifest) is read from disk; anything else is refused.
      window.fetch = async (input) => {
        const target = new URL(String(typeof input === 'object' && input !== null ? input.url : input), url);
        if (target.pathname.startsWith('/api/')) return new Promise(() => {});
        const file = fileFor(target.href);
        if (!file) throw new window.TypeError(`${target.href} is not a release file`);
        const type = file.endsWith('.json') ? 'application/json' : 'text/javascript';
        return new Response(await fs.promises.readFile(file), { headers: { 'content-type': type } });
      };
      for (const name of ['XMLHttpRequest', 'WebSocket', 'EventSource']) delete window[name];
      window.scrollTo = () => {};
      window.matchMedia = (query) => ({
        matches: false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      });
    },
  });
  const { document } = dom.window;
  // Taken in the same task as the first commit that shows the page's heading: the page as it first renders, before
  // any answer it waits for could change it (the bot check of a form, which may fail in this DOM, say).
  const taken = await new Promise((resolve, reject) => {
    const take = () => {
      if (!document.querySelector('#root main h1')) return false;
      observer.disconnect();
      clearTimeout(timer);
      resolve(picture(document));
      return true;
    };
    const observer = new dom.window.MutationObserver(take);
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${url}: no heading`));
    }, RENDER_TIMEOUT_MS);
    if (!take()) observer.observe(document, { childList: true, subtree: true });
  });
  // The page sets its title once it has rendered (an effect after the commit): a moment more for it.
  const untitled = document.title;
  await waitFor(() => document.title !== untitled, TITLE_WAIT_MS);
  const title = document.title;
  const banner = await bannerPicture(document);
  dom.window.close();
  // A page that shows an error as it first renders is no picture to show every visitor.
  if (taken.alert) throw new Error(`${url}: the page shows an alert: ${taken.alert}`);
  // The banner follows the page in the picture; it is fixed to the window's foot, so where it sits in #root is moot.
  const html = banner ? taken.html + banner.html : taken.html;
  const css = banner ? banner.css : taken.css;
  // A closing tag in a rule would end the style element early.
  return { html, css: css.replace(/<\/style/gi, '<\\/style'), title, loads: [...loaded].sort() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [url, language] = process.argv.slice(2);
  try {
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const site = JSON.parse(input);
    process.stdout.write(JSON.stringify(await renderPage(url, language, site)));
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

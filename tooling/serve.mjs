#!/usr/bin/env node
/** Serves one app's production build from its own origin, as an independent deploy would (ARCHITECTURE
 *  "Dev and run topology"): gzip, long caching for content-hashed files, no caching for the files that name
 *  them (index.html, remotes.json, mf-manifest.json, remoteEntry.js), CORS for remotes (limited to the shell's
 *  origin when given), SPA fallback, and for the shell a pass-through proxy of /api/* to the API, /remotes.json
 *  from the deploy folder, and a Content-Security-Policy on its HTML generated from that remotes.json (decision
 *  0037); its HTML carries that remotes.json inline and preload hints for the remote of the page asked for
 *  (decision 0047, tooling/first-route.mjs). Usage: node serve.mjs <dir> <port> [--spa] [--api URL] [--remotes FILE] [--cors-origin ORIGIN] */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentSecurityPolicy } from './csp.mjs';
import {
  firstRouteTags,
  injectIntoHead,
  routeFor,
  routesAssets,
  sameContractsMajor,
} from './first-route.mjs';
import {
  deployKey,
  injectIntoRoot,
  picturesFile,
  picturesMarkup,
  prerenderedPathFor,
  readPictures,
} from './prerender.mjs';

const TYPES = {
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
};
const UNCACHED = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
]);
const gzipCache = new Map();

/** The remotes.json the shell is served (null when there is none yet) and the CSP made from it, read again only
 *  when a deploy has replaced the file. */
function deployedRemotes(file) {
  let cached = { key: null, text: null, policy: contentSecurityPolicy({}) };
  const recaptcha = Boolean(process.env.RECAPTCHA_SITE_KEY || process.env.RECAPTCHA_SECRET_KEY);
  return () => {
    let stat = null;
    try {
      stat = fs.statSync(file);
    } catch {
      // not deployed yet
    }
    const key = stat ? `${stat.mtimeMs}:${stat.ino}:${stat.size}` : 'missing';
    if (key === cached.key) return cached;
    const text = stat ? fs.readFileSync(file, 'utf8') : null;
    let remotes = {};
    let parsed = false;
    try {
      remotes = text === null ? {} : JSON.parse(text);
      parsed = text !== null;
    } catch {
      // a broken file: the shell reports it; the policy allows no remote
    }
    cached = { key, text, remotes, parsed, policy: contentSecurityPolicy(remotes, { recaptcha }) };
    // Warm the manifests a page will hint, so the first page after a deploy does not wait for them.
    for (const entry of Object.values(typeof remotes === 'object' && remotes !== null ? remotes : {}))
      if (typeof entry?.manifest === 'string') void remoteManifest(entry.manifest);
    return cached;
  };
}

/** The mf-manifest.json of a deployed release by its URL: a release's URL names its content (decision 0037), so
 *  an answer is kept for good; a failure is not kept, and a page served meanwhile goes without the hints. */
const manifests = new Map();
function remoteManifest(url) {
  let pending = manifests.get(url);
  if (!pending) {
    pending = fetch(url, { signal: AbortSignal.timeout(1000) })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .catch(() => {
        manifests.delete(url);
        return null;
      });
    manifests.set(url, pending);
  }
  return pending;
}

/** The contracts version the shell was built with: the shared-contracts version in its own mf-manifest.json. */
function shellContracts(root) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'mf-manifest.json'), 'utf8'));
    return manifest.shared?.find((item) => item.name === 'shared-contracts')?.version ?? null;
  } catch {
    return null;
  }
}

/** The head tags of the shell's page: remotes.json inline, and the hints of the remote that owns the page (`owner`,
 *  from routeFor) when it may load in this shell and its manifest could be read. */
async function pageTags(deployed, owner, contracts) {
  if (deployed.text === null) return '';
  let assets = [];
  if (
    owner &&
    typeof owner.entry.manifest === 'string' &&
    sameContractsMajor(owner.entry.contracts, contracts)
  ) {
    try {
      const url = new URL(owner.entry.manifest);
      const manifest = await remoteManifest(url.href);
      if (manifest) assets = routesAssets(url.href, manifest);
    } catch {
      // a relative manifest URL: the shell resolves it; no hint
    }
  }
  // The file without its indentation when it is JSON; as served otherwise, for the shell to report.
  const remotesText = deployed.parsed ? JSON.stringify(deployed.remotes) : deployed.text;
  return firstRouteTags({ remotesText, assets });
}

/** The pictures of the deploy being served (decision 0096): the file the deploy wrote, named by the served deploy's
 *  key (the shell's page and remotes.json), read again only when one of them or the file changed; so a page never
 *  goes out with another deploy's picture, and one the deploy has not rendered goes without. */
function deployedPictures(dir, root, remotes) {
  let cached = { stamp: null, pictures: new Map() };
  const stampOf = (name) => {
    try {
      const stat = fs.statSync(name);
      return `${stat.mtimeMs}:${stat.ino}:${stat.size}`;
    } catch {
      return 'missing';
    }
  };
  let named = { stamp: null, file: null, key: null };
  return () => {
    const index = path.join(root, 'index.html');
    const deployed = remotes();
    const deployStamp = `${stampOf(index)}|${deployed.key}`;
    if (named.stamp !== deployStamp) {
      let key = null;
      try {
        key = deployKey(fs.readFileSync(index, 'utf8'), deployed.text);
      } catch {
        // no build: the page 404s anyway
      }
      named = { stamp: deployStamp, key, file: key && picturesFile(dir, key) };
    }
    if (!named.file) return new Map();
    const stamp = `${deployStamp}|${stampOf(named.file)}`;
    if (stamp === cached.stamp) return cached.pictures;
    const read = readPictures(named.file);
    cached = { stamp, pictures: read?.key === named.key ? read.pictures : new Map() };
    return cached.pictures;
  };
}

/**
 * Starts one static server; resolves once it listens. `remotesFile` (the shell) serves /remotes.json from that
 * file and puts a CSP made from it on HTML; `corsOrigin` is the one origin remotes allow to read their files.
 * The shell's public pages carry the pictures the deploy prerendered (decisions 0068, 0069, 0096), read from
 * `picturesDir` (deploy/prerendered beside remotes.json unless given; null for none).
 */
export function startStaticServer({
  dir,
  port,
  spa = false,
  apiOrigin = null,
  remotesFile = null,
  picturesDir = remotesFile ? path.join(path.dirname(path.resolve(remotesFile)), 'prerendered') : null,
  corsOrigin = '*',
  quiet = false,
}) {
  const root = path.resolve(dir);
  const api = apiOrigin ? new URL(apiOrigin) : null;
  const remotes = remotesFile ? deployedRemotes(path.resolve(remotesFile)) : null;
  const pictures = remotes && picturesDir ? deployedPictures(picturesDir, root, remotes) : null;
  function proxy(req, res) {
    const upstream = http.request(
      { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 502, code: 'NETWORK', message: 'The API is not reachable.' }));
    });
    req.pipe(upstream);
  }

  function resolveFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    const file = path.join(root, clean);
    if (!file.startsWith(root)) return null;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    return null;
  }

  function send(req, res, file) {
    const name = path.basename(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = {
      'content-type': type,
      'access-control-allow-origin': corsOrigin,
      // Lets the shell's page read the sizes and timings of a remote's files (the bench's critical-path figure).
      'timing-allow-origin': '*',
      'cache-control': UNCACHED.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...(remotes && type.startsWith('text/html') ? { 'content-security-policy': remotes().policy } : {}),
    };
    if (remotes && type.startsWith('text/html')) {
      sendPage(req, res, file, headers).catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end();
      });
      return;
    }
    const compressible = /text|json|javascript|svg/.test(type);
    if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const stat = fs.statSync(file);
      const key = `${file}:${stat.mtimeMs}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
        gzipCache.set(key, body);
      }
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  }

  /** The shell's page, with remotes.json and the hints for the page asked for in its head. */
  async function sendPage(req, res, file, headers) {
    const deployed = remotes();
    const url = new URL(req.url ?? '/', 'http://localhost');
    // A path no route has is the not-found page's, and says so to crawlers and link checkers too (decision 0077).
    const route = routeFor(deployed.parsed ? deployed.remotes : null, url.pathname);
    const { owner, noRoute } = route;
    // The visitor's picture, if the page has one; the picker shows it only to a visitor with no stored sign-in.
    const key = pictures ? prerenderedPathFor(url, route) : null;
    const prerendered = key ? picturesMarkup(pictures(), key) : null;
    const html = injectIntoRoot(
      injectIntoHead(fs.readFileSync(file, 'utf8'), await pageTags(deployed, owner, shellContracts(root))),
      prerendered,
    );
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? zlib.gzipSync(html) : Buffer.from(html);
    res.writeHead(noRoute ? 404 : 200, {
      ...headers,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (api && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return proxy(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': corsOrigin, 'access-control-allow-headers': '*' });
      return res.end();
    }
    if (remotes && url.pathname === '/remotes.json') return sendRemotes(req, res);
    const file = resolveFile(url.pathname === '/' ? '/index.html' : url.pathname);
    if (file) return send(req, res, file);
    if (spa && !path.extname(url.pathname)) return send(req, res, path.join(root, 'index.html'));
    res.writeHead(404, { 'content-type': 'text/plain', 'access-control-allow-origin': corsOrigin });
    res.end('Not found');
  });

  function sendRemotes(req, res) {
    const { text } = remotes();
    if (text === null) {
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' });
      return res.end('No remote is deployed yet: run npx -y pnpm@10.34.9 run deploy <remote>');
    }
    res.writeHead(200, {
      'content-type': TYPES['.json'],
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  return new Promise((resolve) => {
    server.listen(port, () => {
      if (!quiet)
        console.log(`serving ${path.relative(process.cwd(), root) || '.'} on http://localhost:${port}`);
      resolve(server);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', portArg = '3000', ...flags] = process.argv.slice(2);
  const option = (name) => (flags.includes(name) ? flags[flags.indexOf(name) + 1] : undefined);
  const server = await startStaticServer({
    dir,
    port: Number(portArg),
    spa: flags.includes('--spa'),
    apiOrigin: option('--api') ?? null,
    remotesFile: option('--remotes') ?? null,
    corsOrigin: option('--cors-origin') ?? '*',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}

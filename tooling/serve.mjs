#!/usr/bin/env node
/** The Node static server `npm start` keeps (docs/architecture.md "Dev and run topology"). It serves the deploy
 *  output as nginx does (decision 0104): the site deploy/site.json names, with the headers its generated headers.json
 *  gives, and the page its table names for each path; it renders, generates and asks nothing per request. The shell's
 *  server passes /api/* to the API; each remote's server serves its releases folder.
 *
 *  `startStaticServer` serves a plain build folder (the one-bundle peer, an app's own `serve` script): gzip, the same
 *  cache rules, CORS, an SPA fallback. Usage: node serve.mjs <dir> <port> [--spa] [--api URL] [--cors-origin ORIGIN] */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './apps.mjs';
import { IMMUTABLE, matchPage, NO_CACHE, TYPES, UNCACHED_FILES } from './site.mjs';

const gzipCache = new Map();

function gzipped(file) {
  const stat = fs.statSync(file);
  const key = `${file}:${stat.mtimeMs}:${stat.size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
    gzipCache.set(key, body);
  }
  return body;
}

/** Sends `file` with `headers` and `status`, gzipped when the client takes it and the type is text. */
function sendFile(req, res, file, headers, status = 200) {
  const type = headers['content-type'];
  const all = { ...headers, vary: 'accept-encoding' };
  if (/text|json|javascript|svg/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    const body = gzipped(file);
    res.writeHead(status, { ...all, 'content-encoding': 'gzip', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, { ...all, 'content-length': fs.statSync(file).size });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
}

/** The file under `root` a URL path names, or null: never one outside it. */
function fileUnder(root, pathname) {
  const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

function decodedPath(url) {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
}

const cacheOf = (file, uncached = UNCACHED_FILES) =>
  uncached.includes(path.basename(file)) ? NO_CACHE : IMMUTABLE;

function typeOf(file, types = TYPES) {
  return types[path.extname(file)] ?? 'application/octet-stream';
}

function notFound(res, headers = {}) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end('Not found');
}

function proxyTo(api) {
  return (req, res) => {
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
  };
}

const isApi = (pathname) => pathname === '/api' || pathname.startsWith('/api/');

/** The site deploy/site.json names, with its headers.json and compiled page table, read again only when a deploy
 *  or a rollback has named another one; null before the first deploy. */
export function deployedSite(deployDir) {
  const pointer = path.join(deployDir, 'site.json');
  let cached = { stamp: null, site: null };
  return () => {
    const stat = fs.statSync(pointer, { throwIfNoEntry: false });
    const stamp = stat ? `${stat.mtimeMs}:${stat.ino}:${stat.size}` : 'missing';
    if (stamp === cached.stamp) return cached.site;
    let site = null;
    try {
      const { dir } = JSON.parse(fs.readFileSync(pointer, 'utf8'));
      const root = path.resolve(deployDir, dir);
      const headers = JSON.parse(fs.readFileSync(path.join(root, 'headers.json'), 'utf8'));
      site = {
        root,
        headers,
        pages: headers.shell.pages.map((page) => ({ ...page, regex: new RegExp(page.match) })),
      };
    } catch {
      // no deploy yet
    }
    cached = { stamp, site };
    return site;
  };
}

/**
 * Serves the deploy output of `deployDir` on `port`, as `app`: 'shell' (the shell's files, its pages, /api passed to
 * `apiOrigin`) or a remote's container name (its releases folder). Resolves with the server once it listens.
 */
export function startSiteServer({ deployDir, port, app = 'shell', apiOrigin = null, quiet = false }) {
  const site = deployedSite(path.resolve(deployDir));
  const proxy = apiOrigin ? proxyTo(new URL(apiOrigin)) : null;
  const noDeploy = (res) => {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_CACHE });
    res.end('Nothing is deployed yet: run npx -y pnpm@10.34.9 run deploy <remote>');
  };

  function shell(req, res, url, current) {
    const { headers, root } = current;
    const pathname = decodedPath(url);
    if (pathname === null) return notFound(res, headers.shell.headers);
    const file = fileUnder(path.join(root, headers.shell.root), pathname);
    if (file)
      return sendFile(req, res, file, {
        ...headers.shell.headers,
        'content-type': typeOf(file, headers.types),
        'cache-control': cacheOf(file, headers.cache.uncached),
      });
    if (path.extname(pathname)) return notFound(res, headers.shell.headers);
    const page = matchPage(current.pages, pathname, url.search.slice(1));
    return sendFile(
      req,
      res,
      path.join(root, page.page),
      { ...headers.shell.page, 'content-type': headers.types['.html'] },
      page.status,
    );
  }

  function remote(req, res, url, current) {
    const { headers } = current;
    const served = headers.remotes.apps.find((entry) => entry.name === app);
    const pathname = decodedPath(url);
    const file = served && pathname !== null ? fileUnder(path.resolve(ROOT, served.root), pathname) : null;
    if (!file) return notFound(res, headers.remotes.headers);
    return sendFile(req, res, file, {
      ...headers.remotes.headers,
      'content-type': typeOf(file, headers.types),
      'cache-control': cacheOf(file, headers.cache.uncached),
    });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (proxy && isApi(url.pathname)) return proxy(req, res);
    const current = site();
    if (!current) return noDeploy(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...(app === 'shell' ? current.headers.shell.headers : current.headers.remotes.headers),
        'access-control-allow-headers': '*',
      });
      return res.end();
    }
    return app === 'shell' ? shell(req, res, url, current) : remote(req, res, url, current);
  });
  return new Promise((resolve) => {
    server.listen(port, () => {
      if (!quiet)
        console.log(`serving the deploy output of ${deployDir} as ${app} on http://localhost:${port}`);
      resolve(server);
    });
  });
}

/** Serves one plain build folder: `spa` answers a path without a file name with its index.html. */
export function startStaticServer({
  dir,
  port,
  spa = false,
  apiOrigin = null,
  corsOrigin = '*',
  quiet = false,
}) {
  const root = path.resolve(dir);
  const proxy = apiOrigin ? proxyTo(new URL(apiOrigin)) : null;
  const common = {
    'access-control-allow-origin': corsOrigin,
    'timing-allow-origin': '*',
    'x-content-type-options': 'nosniff',
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (proxy && isApi(url.pathname)) return proxy(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...common, 'access-control-allow-headers': '*' });
      return res.end();
    }
    const pathname = decodedPath(url);
    let file = pathname === null ? null : fileUnder(root, pathname === '/' ? '/index.html' : pathname);
    if (!file && spa && pathname !== null && !path.extname(pathname)) file = fileUnder(root, '/index.html');
    if (!file) return notFound(res, { 'access-control-allow-origin': corsOrigin });
    return sendFile(req, res, file, {
      ...common,
      'content-type': typeOf(file),
      'cache-control': cacheOf(file),
    });
  });
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
    corsOrigin: option('--cors-origin') ?? '*',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}

#!/usr/bin/env node
/** Serves one app's production build from its own origin, as an independent deploy would (ARCHITECTURE
 *  "Dev and run topology"): gzip, long caching for content-hashed files, no caching for the files that name
 *  them (index.html, remotes.json, mf-manifest.json, remoteEntry.js), CORS for remotes, SPA fallback, and for
 *  the shell a pass-through proxy of /api/* to the API. Usage: node serve.mjs <dist-dir> <port> [--spa] [--api URL] */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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

/** Starts one static server; resolves once it listens. */
export function startStaticServer({ dir, port, spa = false, apiOrigin = null, quiet = false }) {
  const root = path.resolve(dir);
  const api = apiOrigin ? new URL(apiOrigin) : null;
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
      'access-control-allow-origin': '*',
      // Lets the shell's page read the sizes and timings of a remote's files (the bench's critical-path figure).
      'timing-allow-origin': '*',
      'cache-control': UNCACHED.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
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

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (api && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return proxy(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
      return res.end();
    }
    const file = resolveFile(url.pathname === '/' ? '/index.html' : url.pathname);
    if (file) return send(req, res, file);
    if (spa && !path.extname(url.pathname)) return send(req, res, path.join(root, 'index.html'));
    res.writeHead(404, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
    res.end('Not found');
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
  const apiIndex = flags.indexOf('--api');
  const server = await startStaticServer({
    dir,
    port: Number(portArg),
    spa: flags.includes('--spa'),
    apiOrigin: apiIndex >= 0 ? flags[apiIndex + 1] : null,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}

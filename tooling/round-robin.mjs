/** A tiny load balancer for `pnpm start:cluster` and the cluster bench: each request goes to the next API instance
 *  in turn (per request, not per connection, so one browser's requests alternate between instances), skipping an
 *  instance whose /api/ready does not answer 200, as a production balancer's health check would. A request an
 *  instance refused to connect is sent to the next one; its body is read first so it can be sent again. Answers
 *  carry `x-api-instance` (the instance's port) so a person or a test can see the alternation. */
import http from 'node:http';

const READY_EVERY_MS = 500;

/** Polls each instance's readiness; `isReady(origin)` is false after a 503 or no answer, until it answers 200. */
function watchReadiness(origins) {
  const ready = new Map(origins.map((origin) => [origin, true]));
  const check = (origin) =>
    fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => ready.set(origin, res.ok),
      () => ready.set(origin, false),
    );
  const timer = setInterval(() => origins.forEach(check), READY_EVERY_MS);
  timer.unref();
  origins.forEach(check);
  return { isReady: (origin) => ready.get(origin) === true, stop: () => clearInterval(timer) };
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** One attempt at one instance; resolves with the answer, rejects with the connection error. */
function forward(origin, req, body) {
  const target = new URL(origin);
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'content-length': String(body.length) },
        // A fresh connection per request: an instance that stops listening is then a clean refusal, never a
        // request lost on a kept-alive socket it has just closed.
        agent: false,
      },
      resolve,
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/**
 * Listens on `port` and spreads requests over `upstreams` (origins such as http://127.0.0.1:4001). Resolves with
 * `{ server, close() }` once listening.
 */
export async function startRoundRobin({ port, upstreams, host = undefined }) {
  const readiness = watchReadiness(upstreams);
  let next = 0;
  /** The instances to try for one request, starting with the next in turn; ready ones first. */
  const order = () => {
    const start = next;
    next = (next + 1) % upstreams.length;
    const turn = upstreams.map((_, i) => upstreams[(start + i) % upstreams.length]);
    return [...turn.filter(readiness.isReady), ...turn.filter((o) => !readiness.isReady(o))];
  };

  const server = http.createServer(async (req, res) => {
    let body;
    try {
      body = await readBody(req);
    } catch {
      return res.destroy();
    }
    for (const origin of order()) {
      try {
        const answer = await forward(origin, req, body);
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-api-instance': new URL(origin).port,
        });
        answer.pipe(res);
        return;
      } catch (error) {
        // Only a refused connection is certain to have reached nothing; anything else is not sent twice.
        if (error?.code !== 'ECONNREFUSED') break;
      }
    }
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        statusCode: 502,
        code: 'NETWORK',
        message: 'No API instance is reachable.',
        en: 'No API instance is reachable.',
        ja: 'APIのインスタンスに接続できません。',
      }),
    );
  });

  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    server,
    close: () =>
      new Promise((resolve) => {
        readiness.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

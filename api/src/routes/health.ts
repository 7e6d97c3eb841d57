/** GET /api/health and GET /api/ready, for load balancers, orchestrators and the start scripts. Health says the
 *  process is alive and answers without touching the database, so a database outage never gets healthy
 *  instances restarted. Readiness says this instance should be sent traffic: it is not shutting down, its
 *  database answers, and that database has every migration this code needs. Neither needs the API key. */
import { ENDPOINTS } from 'shared-contracts/api';
import { localizeAnswer, type AnswerId } from 'shared-contracts/answers';
import { migrationsApplied } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { App, RoutePlugin } from '../http/types';

/** How long readiness waits for the database before it counts as not answering. */
export const READY_DATABASE_TIMEOUT_MS = 2_000;

export type Readiness = {
  /** True from the moment shutdown starts: the instance finishes what it has but should get nothing new. */
  draining: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** app.ts, before the routes: the readiness state server.ts flips on SIGTERM. Closing the app drains too.
 *  While draining, every answer says `Connection: close`: the balancer's kept-alive connection is closed by the
 *  instance right after an answer, never while the balancer may be writing the next request on it, so when the
 *  instance stops listening no connection is left that a request could be lost on (decision 0129). */
export function registerReadiness(app: App): void {
  app.decorate('readiness', { draining: false });
  app.addHook('preClose', async () => {
    app.readiness.draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.readiness.draining) void reply.header('connection', 'close');
    return payload;
  });
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Why this instance should not get traffic now, or null when it should. */
async function notReadyBecause(app: App): Promise<AnswerId | null> {
  if (app.readiness.draining) return 'api.not-ready-draining';
  try {
    const applied = await withinTimeout(migrationsApplied(app.db), READY_DATABASE_TIMEOUT_MS);
    return applied ? null : 'api.not-ready-migrations';
  } catch (error) {
    app.log.warn({ err: error }, 'readiness: the database does not answer');
    return 'api.not-ready-database';
  }
}

export const healthRoutes: RoutePlugin = async (app) => {
  // Balancers and orchestrators ask every few seconds: only problems are worth a log line.
  const quiet = { logLevel: 'warn' } as const;

  registerEndpoint(
    app,
    ENDPOINTS.health.live,
    async () => ({ status: 'ok' as const, database: app.databaseEngine }),
    quiet,
  );

  registerEndpoint(
    app,
    ENDPOINTS.health.ready,
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const reason = await notReadyBecause(app);
      if (!reason) return { status: 'ready' as const, database: app.databaseEngine };
      // Answered here rather than thrown: a balancer polls this, and an expected 503 is no error to log.
      return reply.status(503).send(new HttpError(503, 'UNAVAILABLE', localizeAnswer(reason)).body);
    },
    quiet,
  );
};

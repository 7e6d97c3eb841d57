/** Work a route starts only once its answer has gone out, so how long that work takes (a lookup, a token, a mail)
 *  cannot be read from the response time. A failure is logged with its label, never lost; closing the app (and
 *  graceful shutdown) waits for work still running, and tests await `settled()` before reading its results. */
import { finished } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { App } from '../http/types';

export type AfterResponse = {
  /** Runs `task` after the answer to `reply` is sent (or the connection is gone). */
  schedule(reply: FastifyReply, label: string, task: () => Promise<unknown>): void;
  /** Resolves once every scheduled task, including any scheduled meanwhile, has finished. */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: AfterResponse;
  }
}

export function createAfterResponse(): AfterResponse {
  const pending = new Set<Promise<void>>();
  return {
    schedule(reply, label, task) {
      // Counted from now, not from when it starts, so settled() right after the answer cannot miss it.
      const done = new Promise<void>((resolve) => {
        finished(reply.raw, () => {
          Promise.resolve()
            .then(task)
            .catch((error: unknown) => {
              reply.log.error({ err: error, task: label }, 'work after the response failed');
            })
            .finally(resolve);
        });
      });
      pending.add(done);
      void done.then(() => pending.delete(done));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export function registerAfterResponse(app: App): void {
  app.decorate('afterResponse', createAfterResponse());
  app.addHook('onClose', () => app.afterResponse.settled());
}

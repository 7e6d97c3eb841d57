/** The one loop of the scheduled jobs: each job runs now and then every so often, on a timer that never keeps the
 *  process alive, logs a failed run without stopping the loop, and is stopped by a function that waits for a run in
 *  progress, so shutdown does not close the database under it. */
import type { FastifyBaseLogger } from 'fastify';

export type RunEveryOptions = {
  /** Where a failed run is logged: its error under `err` with `failure` as the message, and nothing else. */
  log: Pick<FastifyBaseLogger, 'error'>;
  failure: string;
};

/** Calls `run` at once and then every `everyMs` until the returned `stop` is called; `stop` resolves once the run
 *  in progress (if any) has finished. A run that rejects is logged and the next one still comes. */
export function runEvery(
  everyMs: number,
  run: () => Promise<void>,
  { log, failure }: RunEveryOptions,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    // The executor calls `run` at once, as a plain call would, and turns a throw into a rejection.
    running = new Promise<void>((resolve) => resolve(run())).catch((error: unknown) =>
      log.error({ err: error }, failure),
    );
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}

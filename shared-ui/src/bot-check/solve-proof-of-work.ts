/** Solves the self-hosted bot check in the browser (docs/architecture.md "The API and its defaults", decisions 0030
 *  and 0115): find the number n ≤ maxnumber whose hash of salt + n is the challenge. The search is altcha's own v1
 *  solver (`solveChallenge` of altcha-lib, Web Crypto's digest), the library the API creates and verifies challenges
 *  with.
 *  It runs in a Web Worker, altcha's worker module, so typing and the first Submit never share the page's thread
 *  with it. Where no worker can start (jsdom, a script blocked by the page's origin rules, a worker that fails to
 *  load) the same solver runs on the page: each hash awaits Web Crypto, so input and rendering go on between them. */
import type { BotCheckChallenge, BotCheckPayload } from 'shared-contracts';
import { SolverWorker } from './start-worker';

/** altcha's default search bound, used when the server does not say. */
const DEFAULT_MAX_NUMBER = 1_000_000;

/** Searches side by side. Each hash awaits Web Crypto, which hashes on threads of its own, so a search spends most
 *  of its time waiting and several make use of what one leaves idle (altcha's widget runs several workers too). */
const CONCURRENCY = 4;

/** Where the solution was found, named in the page's performance mark (the bench reads it). */
type SolvedOn = 'worker' | 'page';

type SolveOptions = { signal?: AbortSignal };

/** What the page sends altcha's worker module (altcha-lib/v1/worker): one range of one challenge. */
type WorkMessage = {
  type: 'work';
  payload: { algorithm: string; challenge: string; salt: string; start: number; max: number };
};
/** What it answers: altcha's Solution, or null when the range holds none. */
type WorkAnswer = { number: number } | null;

/** webpack emits the worker as a chunk beside the build that serves shared-ui and rewrites this URL to it; a chunk
 *  on another origin than the page's starts through a same-origin script (start-worker.ts). A throw, like a
 *  missing `Worker`, means no worker. */
function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new SolverWorker(new URL('./solve-proof-of-work.worker.ts', import.meta.url));
  } catch {
    return null;
  }
}

/** The range split into `parts` consecutive ranges, one for each concurrent search. */
function split(work: WorkMessage, parts: number): WorkMessage[] {
  const { start, max } = work.payload;
  const step = Math.ceil((max - start + 1) / parts);
  return Array.from({ length: parts }, (_, index) => ({
    ...work,
    payload: {
      ...work.payload,
      start: start + index * step,
      max: Math.min(max, start + (index + 1) * step - 1),
    },
  })).filter((part) => part.payload.start <= part.payload.max);
}

/** The search in workers, a part of the range each, as altcha's `solveChallengeWorkers` shares it out: the number,
 *  null when there is none, or 'no-worker' when a worker could not run. */
function searchInWorkers(work: WorkMessage, signal?: AbortSignal): Promise<number | null | 'no-worker'> {
  const parts = split(work, CONCURRENCY);
  const workers: Worker[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const worker = startWorker();
    if (!worker) {
      for (const started of workers) started.terminate();
      return Promise.resolve('no-worker');
    }
    workers.push(worker);
  }
  return new Promise((resolve) => {
    let unanswered = workers.length;
    const finish = (result: number | null | 'no-worker') => {
      for (const worker of workers) worker.terminate();
      signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    const abort = () => finish(null);
    signal?.addEventListener('abort', abort, { once: true });
    for (const worker of workers) {
      worker.addEventListener('message', (event: MessageEvent<WorkAnswer>) => {
        unanswered -= 1;
        if (event.data) finish(event.data.number);
        else if (unanswered === 0) finish(null);
      });
      // A chunk that could not load or run: the page searches instead.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        finish('no-worker');
      });
    }
    workers.forEach((worker, index) => worker.postMessage(parts[index]));
  });
}

/** The same solver on the page, the parts searched side by side. altcha-lib's v1 code is a chunk of its own here,
 *  fetched only when no worker could run. */
async function searchOnPage(work: WorkMessage, signal?: AbortSignal): Promise<number | null> {
  const { solveChallenge } = await import('altcha-lib/v1');
  if (signal?.aborted) return null;
  const searches = split(work, CONCURRENCY).map(({ payload }) =>
    solveChallenge(payload.challenge, payload.salt, payload.algorithm, payload.max, payload.start),
  );
  const stopAll = () => {
    for (const { controller } of searches) controller.abort();
  };
  signal?.addEventListener('abort', stopAll, { once: true });
  try {
    const found = await Promise.any(
      searches.map(({ promise }) =>
        promise.then((solution) => solution ?? Promise.reject(new Error('none in this part'))),
      ),
    ).catch(() => null);
    return found && !signal?.aborted ? found.number : null;
  } finally {
    stopAll();
    signal?.removeEventListener('abort', stopAll);
  }
}

/** The secret number and where it was found, or null (none up to maxnumber, or aborted). */
async function findProofOfWork(
  challenge: BotCheckChallenge,
  { signal }: SolveOptions = {},
): Promise<{ number: number; on: SolvedOn } | null> {
  if (signal?.aborted) return null;
  const work: WorkMessage = {
    type: 'work',
    payload: {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      salt: challenge.salt,
      start: 0,
      max: challenge.maxnumber ?? DEFAULT_MAX_NUMBER,
    },
  };
  const inWorker = await searchInWorkers(work, signal);
  if (inWorker !== 'no-worker')
    return inWorker === null || signal?.aborted ? null : { number: inWorker, on: 'worker' };
  const onPage = await searchOnPage(work, signal);
  return onPage === null ? null : { number: onPage, on: 'page' };
}

export async function solveProofOfWork(
  challenge: BotCheckChallenge,
  options: SolveOptions = {},
): Promise<BotCheckPayload | null> {
  const found = await findProofOfWork(challenge, options);
  if (!found) return null;
  // A User Timing mark, seen in the browser's performance panel and read by the bench (e2e/bench/bot-check.mjs).
  if (typeof performance.mark === 'function')
    performance.mark('bot-check:solved', { detail: { on: found.on } });
  const { algorithm, salt, signature } = challenge;
  return { algorithm, challenge: challenge.challenge, number: found.number, salt, signature };
}

/** The token sign-up and the contact form send: the solution as base64 JSON, the format the server verifies. */
export function encodeSolution(solution: BotCheckPayload): string {
  return btoa(JSON.stringify(solution));
}

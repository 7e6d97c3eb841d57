/** Solves the self-hosted bot check in the browser (ARCHITECTURE "bot-check", decision 0030): find the number
 *  n ≤ maxnumber whose hash of salt + n is the challenge. SHA-256, the API's algorithm, is searched in plain
 *  JavaScript in a Web Worker, so typing and the first Submit never share the page's thread with it. Where no
 *  worker can start (jsdom, a script blocked by the page's origin rules, a worker that fails to load) the same
 *  search runs on the page in short slices. The other algorithms an altcha v1 challenge may name (SHA-1, SHA-512)
 *  are hashed with Web Crypto in parallel batches. */
import type { BotCheckChallenge, BotCheckPayload } from 'shared-contracts';
import type { SolveAnswer, SolveRequest } from './solve-proof-of-work.worker';
import { SolverWorker } from './start-worker';

/** altcha's default search bound, used when the server does not say. */
const DEFAULT_MAX_NUMBER = 1_000_000;

/** Numbers searched on the page between two yields: a few milliseconds on a slow phone. */
const SLICE_SIZE = 2_000;

/** Web Crypto hashes started together; large enough to keep the crypto threads busy, small enough to stop quickly. */
const BATCH_SIZE = 512;

/** Where the solution was found, named in the page's performance mark (the bench reads it). */
type SolvedOn = 'worker' | 'page';

type SolveOptions = { subtle?: SubtleCrypto; signal?: AbortSignal };

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

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

/** The search in a worker: the number, null when there is none, or 'no-worker' when the worker could not run. */
function searchInWorker(request: SolveRequest, signal?: AbortSignal): Promise<number | null | 'no-worker'> {
  const worker = startWorker();
  if (!worker) return Promise.resolve('no-worker');
  return new Promise((resolve) => {
    const finish = (result: number | null | 'no-worker') => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    const abort = () => finish(null);
    signal?.addEventListener('abort', abort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<SolveAnswer>) => finish(event.data.number));
    // The chunk could not load or run: the page searches instead.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish('no-worker');
    });
    worker.postMessage(request);
  });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The same search on the page, a slice at a time, so input and rendering go on between slices. Its code is a
 *  chunk of its own (1.2 KB), fetched only when no worker could run. */
async function searchOnPage(request: SolveRequest, signal?: AbortSignal): Promise<number | null> {
  const { findSecretNumber } = await import('./find-secret-number');
  for (let from = request.from; from <= request.to; from += SLICE_SIZE) {
    if (signal?.aborted) return null;
    const to = Math.min(from + SLICE_SIZE - 1, request.to);
    const found = findSecretNumber(request.salt, request.challenge, from, to);
    if (found !== null) return found;
    await nextTask();
  }
  return null;
}

async function searchWithWebCrypto(
  challenge: BotCheckChallenge,
  maxNumber: number,
  subtle: SubtleCrypto,
  signal?: AbortSignal,
): Promise<number | null> {
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= maxNumber; start += BATCH_SIZE) {
    if (signal?.aborted) return null;
    const end = Math.min(start + BATCH_SIZE - 1, maxNumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, index) => start + index);
    const hashes = await Promise.all(
      numbers.map((number) =>
        subtle.digest(challenge.algorithm, encoder.encode(`${challenge.salt}${number}`)),
      ),
    );
    const found = hashes.findIndex((hash) => toHex(hash) === target);
    if (found !== -1) return start + found;
  }
  return null;
}

/** The secret number and where it was found, or null (none up to maxnumber, or aborted). */
async function findProofOfWork(
  challenge: BotCheckChallenge,
  options: SolveOptions = {},
): Promise<{ number: number; on: SolvedOn } | null> {
  const { signal } = options;
  const maxNumber = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  if (signal?.aborted) return null;
  if (challenge.algorithm !== 'SHA-256') {
    const subtle = options.subtle ?? globalThis.crypto.subtle;
    const number = await searchWithWebCrypto(challenge, maxNumber, subtle, signal);
    return number === null ? null : { number, on: 'page' };
  }
  const request: SolveRequest = {
    salt: challenge.salt,
    challenge: challenge.challenge,
    from: 0,
    to: maxNumber,
  };
  const inWorker = await searchInWorker(request, signal);
  if (inWorker !== 'no-worker')
    return inWorker === null || signal?.aborted ? null : { number: inWorker, on: 'worker' };
  const onPage = await searchOnPage(request, signal);
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

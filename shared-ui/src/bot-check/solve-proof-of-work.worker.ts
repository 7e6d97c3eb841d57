/** The bot check's Web Worker (decision 0030): searches one proof-of-work range off the page's thread and answers
 *  once. Created by solve-proof-of-work.ts with webpack's `new Worker(new URL(…, import.meta.url))`, so it is its
 *  own small chunk of the build that serves shared-ui; it imports nothing but the search. */
import { findSecretNumber } from './find-secret-number';

/** What the page sends: one SHA-256 challenge and the range to search. */
export type SolveRequest = { salt: string; challenge: string; from: number; to: number };
/** What the worker answers: the secret number, or null when the range holds none. */
export type SolveAnswer = { number: number | null };

globalThis.addEventListener('message', (event: MessageEvent<SolveRequest>) => {
  const { salt, challenge, from, to } = event.data;
  const answer: SolveAnswer = { number: findSecretNumber(salt, challenge, from, to) };
  globalThis.postMessage(answer);
});

/** Solves the self-hosted bot-check in the browser (ARCHITECTURE "bot-check"): find the number n ≤ maxnumber
 *  whose hash of salt + n is the challenge, with Web Crypto. Hashes run in parallel batches, which keeps the
 *  page responsive without a Web Worker (a worker script would have to come from the shell's origin). */
import type { BotCheckChallenge, BotCheckPayload } from 'shared-contracts';

/** altcha's default search bound, used when the server does not say. */
const DEFAULT_MAX_NUMBER = 1_000_000;

/** Hashes started together; large enough to keep the crypto threads busy, small enough to stop quickly. */
const BATCH_SIZE = 512;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function solveProofOfWork(
  challenge: BotCheckChallenge,
  options: { subtle?: SubtleCrypto; signal?: AbortSignal } = {},
): Promise<BotCheckPayload | null> {
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  const maxNumber = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let start = 0; start <= maxNumber; start += BATCH_SIZE) {
    if (options.signal?.aborted) return null;
    const end = Math.min(start + BATCH_SIZE - 1, maxNumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, index) => start + index);
    const hashes = await Promise.all(
      numbers.map((number) =>
        subtle.digest(challenge.algorithm, encoder.encode(`${challenge.salt}${number}`)),
      ),
    );
    const found = hashes.findIndex((hash) => toHex(hash) === target);
    if (found !== -1) {
      const { algorithm, salt, signature } = challenge;
      return { algorithm, challenge: challenge.challenge, number: start + found, salt, signature };
    }
  }
  return null;
}

/** The token sign-up and the contact form send: the solution as base64 JSON, the format the server verifies. */
export function encodeSolution(solution: BotCheckPayload): string {
  return btoa(JSON.stringify(solution));
}

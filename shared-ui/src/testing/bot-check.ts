/** The bot check as remote tests meet it: Web Crypto in jsdom, and challenges built the way the API builds them
 *  (SHA-256 of salt + a secret number), so the page's real solver finds the number and a test can read it back
 *  from the token that was sent. */
import { webcrypto } from 'node:crypto';
import { HttpResponse } from 'msw';
import type { BotCheckChallenge } from 'shared-contracts';
import { recordGet } from './api-server';

/** jsdom has no SubtleCrypto; the browser's is the same Web Crypto API that Node provides. Call at file top. */
export function provideWebCrypto(): void {
  beforeAll(() => {
    if (!globalThis.crypto.subtle)
      Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
  });
}

export async function aBotCheckChallenge(secretNumber: number): Promise<BotCheckChallenge> {
  const salt = `c0ffee${secretNumber}?expires=4102444800&`;
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${secretNumber}`));
  return {
    algorithm: 'SHA-256',
    challenge: Buffer.from(digest).toString('hex'),
    maxnumber: 1000,
    salt,
    signature: `sig-${secretNumber}`,
  };
}

/** GET /bot-check/challenge answering with a challenge for each secret number in turn (the last repeats). */
export function serveBotCheck(...secretNumbers: number[]) {
  return recordGet(
    '/bot-check/challenge',
    ...secretNumbers.map((number) => async () => HttpResponse.json(await aBotCheckChallenge(number))),
  );
}

/** How GET /bot-check/challenge fails: the proxy's 502 while the API starts, or no network at all. */
export type BotCheckFailure = 'bad-gateway' | 'offline';

/** GET /bot-check/challenge failing until `recover()`, then answering a challenge for `secretNumber`. */
export function botCheckDownUntilRecovered(failure: BotCheckFailure, secretNumber: number) {
  let up = false;
  const served = recordGet('/bot-check/challenge', async () => {
    if (up) return HttpResponse.json(await aBotCheckChallenge(secretNumber));
    return failure === 'offline' ? HttpResponse.error() : HttpResponse.text('Bad Gateway', { status: 502 });
  });
  return {
    ...served,
    recover: () => {
      up = true;
    },
  };
}

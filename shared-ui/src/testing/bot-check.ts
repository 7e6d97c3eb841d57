/** The bot check as remote tests meet it: Web Crypto in jsdom, and challenges made by altcha-lib's v1
 *  `createChallenge`, as the API makes them (SHA-256 of salt + a secret number), so the page's real solver (altcha's
 *  own) finds the number and a test can read it back from the token that was sent. */
import { webcrypto } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
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

const MAX_NUMBER = 1000;
/** The key the test challenges are signed with, as BOT_CHECK_HMAC_KEY signs the API's. */
const HMAC_KEY = 'component-tests';

export async function aBotCheckChallenge(secretNumber: number): Promise<BotCheckChallenge> {
  const { challenge, salt, signature } = await createChallenge({
    hmacKey: HMAC_KEY,
    number: secretNumber,
    maxnumber: MAX_NUMBER,
    salt: `c0ffee${secretNumber}`,
    expires: new Date('2100-01-01T00:00:00Z'),
  });
  return { algorithm: 'SHA-256', challenge, maxnumber: MAX_NUMBER, salt, signature };
}

/** Whether a token the page sent passes altcha's own verification, as the API checks it. */
export function tokenVerifies(token: string): Promise<boolean> {
  return verifySolution(token, HMAC_KEY, true);
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

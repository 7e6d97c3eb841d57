import { webcrypto } from 'node:crypto';
import type { BotCheckChallenge, BotCheckPayload } from 'shared-contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { provideWebCrypto } from '../testing/bot-check';
import { encodeSolution, solveProofOfWork } from './solve-proof-of-work';

provideWebCrypto();

const subtle = webcrypto.subtle as SubtleCrypto;

async function challengeFor(
  number: number,
  maxnumber: number,
  algorithm: BotCheckChallenge['algorithm'] = 'SHA-256',
): Promise<BotCheckChallenge> {
  const salt = 'a1b2c3d4e5f6?expires=1900000000&';
  const digest = await subtle.digest(algorithm, new TextEncoder().encode(`${salt}${number}`));
  const challenge = Buffer.from(digest).toString('hex');
  return { algorithm, challenge, maxnumber, salt, signature: 'signed-by-the-server' };
}

test('finds the secret number and keeps the server’s challenge, salt and signature', async () => {
  const challenge = await challengeFor(1337, 5000);

  const solution = await solveProofOfWork(challenge);

  expect(solution).toEqual({
    algorithm: 'SHA-256',
    challenge: challenge.challenge,
    number: 1337,
    salt: challenge.salt,
    signature: 'signed-by-the-server',
  });
});

test('solves the other algorithms an altcha v1 challenge may name', async () => {
  const challenge = await challengeFor(421, 1000, 'SHA-512');

  await expect(solveProofOfWork(challenge)).resolves.toMatchObject({ algorithm: 'SHA-512', number: 421 });
});

test('gives up with null when no number up to maxnumber matches', async () => {
  const challenge = await challengeFor(900, 600);

  await expect(solveProofOfWork(challenge)).resolves.toBeNull();
});

test('stops when aborted', async () => {
  const controller = new AbortController();
  controller.abort();

  await expect(
    solveProofOfWork(await challengeFor(10, 100), { signal: controller.signal }),
  ).resolves.toBeNull();
});

test('the token is the solution as base64 JSON', () => {
  const solution: BotCheckPayload = {
    algorithm: 'SHA-256',
    challenge: 'abc',
    number: 7,
    salt: 's&',
    signature: 'sig',
  };

  expect(JSON.parse(atob(encodeSolution(solution)))).toEqual(solution);
});

describe('in a Web Worker', () => {
  /** Stands in for the browser's Worker: records what it was sent, and answers as the worker module does, fails
   *  to load (an 'error' event), or cannot be created at all (a script from another origin). */
  function standInWorker(behaviour: 'answers' | 'fails to load' | 'is refused') {
    const made = { count: 0, terminated: 0, urls: [] as string[], requests: [] as unknown[] };
    class StandIn extends EventTarget {
      constructor(url: URL) {
        super();
        if (behaviour === 'is refused') throw new DOMException('cross-origin', 'SecurityError');
        made.count += 1;
        made.urls.push(String(url));
      }
      /** altcha's worker module: `{ type: 'work', payload }` in, its solver's Solution (or null) out. */
      postMessage(request: {
        type: string;
        payload: { algorithm: string; challenge: string; salt: string; start: number; max: number };
      }) {
        made.requests.push(request);
        setTimeout(() => {
          if (behaviour === 'fails to load') {
            this.dispatchEvent(new Event('error', { cancelable: true }));
            return;
          }
          const { algorithm, challenge, salt, start, max } = request.payload;
          void solveChallenge(challenge, salt, algorithm, max, start).promise.then((solution) =>
            this.dispatchEvent(
              new MessageEvent('message', { data: solution && { ...solution, worker: true } }),
            ),
          );
        }, 0);
      }
      terminate() {
        made.terminated += 1;
      }
    }
    Object.defineProperty(globalThis, 'Worker', { value: StandIn, configurable: true, writable: true });
    return made;
  }

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'Worker');
  });

  test('the range is shared out among four of altcha’s worker modules, all ended once one answers', async () => {
    const made = standInWorker('answers');
    const challenge = await challengeFor(2024, 5000);

    const solution = await solveProofOfWork(challenge);

    expect(solution).toMatchObject({ number: 2024, signature: 'signed-by-the-server' });
    expect(made.count).toBe(4);
    expect(made.urls[0]).toMatch(/solve-proof-of-work\.worker\.ts$/);
    const part = (start: number, max: number) => ({
      type: 'work',
      payload: { algorithm: 'SHA-256', challenge: challenge.challenge, salt: challenge.salt, start, max },
    });
    expect(made.requests).toEqual([part(0, 1250), part(1251, 2501), part(2502, 3752), part(3753, 5000)]);
    expect(made.terminated).toBe(4);
  });

  test.each(['fails to load', 'is refused'] as const)(
    'when the worker %s, the page searches instead',
    async (behaviour) => {
      standInWorker(behaviour);
      const challenge = await challengeFor(77, 5000);

      await expect(solveProofOfWork(challenge)).resolves.toMatchObject({ number: 77 });
    },
  );
});

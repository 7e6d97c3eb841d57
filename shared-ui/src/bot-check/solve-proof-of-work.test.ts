import { webcrypto } from 'node:crypto';
import type { BotCheckChallenge, BotCheckPayload } from 'shared-contracts';
import { encodeSolution, solveProofOfWork } from './solve-proof-of-work';

const subtle = webcrypto.subtle as SubtleCrypto;

async function challengeFor(number: number, maxnumber: number): Promise<BotCheckChallenge> {
  const salt = 'a1b2c3d4e5f6?expires=1900000000&';
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${number}`));
  const challenge = Buffer.from(digest).toString('hex');
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature: 'signed-by-the-server' };
}

test('finds the secret number and keeps the server’s challenge, salt and signature', async () => {
  const challenge = await challengeFor(1337, 5000);

  const solution = await solveProofOfWork(challenge, { subtle });

  expect(solution).toEqual({
    algorithm: 'SHA-256',
    challenge: challenge.challenge,
    number: 1337,
    salt: challenge.salt,
    signature: 'signed-by-the-server',
  });
});

test('gives up with null when no number up to maxnumber matches', async () => {
  const challenge = await challengeFor(900, 600);

  await expect(solveProofOfWork(challenge, { subtle })).resolves.toBeNull();
});

test('stops when aborted', async () => {
  const controller = new AbortController();
  controller.abort();

  await expect(
    solveProofOfWork(await challengeFor(10, 100), { subtle, signal: controller.signal }),
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

/** The embedded bot check: ALTCHA proof-of-work (protocol v1, the one the sign-up page and the ALTCHA widget
 *  solve) signed with BOT_CHECK_HMAC_KEY. The browser fetches a challenge from GET /api/bot-check/challenge,
 *  finds the number whose SHA-256 with the salt is the challenge, and sends base64 JSON `{ algorithm, challenge,
 *  number, salt, signature }` as the token. A solved challenge is accepted once: its signature is recorded in
 *  used_bot_checks, so a replayed token is refused. */
import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { Db } from '../../db/client';
import { deleteExpiredBotChecks, insertUsedBotCheck } from '../../repositories/used-bot-checks';
import type { BotCheck, BotCheckResult } from './bot-check';

export type ProofOfWorkOptions = {
  /** Signs challenges; a random key (valid for this process only) when undefined. */
  hmacKey: string | undefined;
  /** The secret number is drawn from 0..maxNumber: the browser tries half of that on average. */
  maxNumber: number;
  expiresInSeconds: number;
};

/** About 10 000 SHA-256 hashes on average, searched by altcha's own solver: under a second in a browser at 4× CPU
 *  (decision 0115), costly for a bulk sender. altcha's default is 1 000 000. */
export const DEFAULT_PROOF_OF_WORK: Omit<ProofOfWorkOptions, 'hmacKey'> = {
  maxNumber: 20_000,
  expiresInSeconds: 10 * 60,
};

export type BotCheckChallenge = Challenge & { maxnumber: number };

export type ProofOfWork = BotCheck & {
  kind: 'proof-of-work';
  createChallenge(): Promise<BotCheckChallenge>;
};

type DecodedPayload = { signature: string; salt: string };

/** Reads just enough of a token to record it; verifySolution checks everything else. */
function decode(token: string): DecodedPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    if (!('signature' in value) || !('salt' in value)) return null;
    const { signature, salt } = value;
    return typeof signature === 'string' && typeof salt === 'string' ? { signature, salt } : null;
  } catch {
    return null;
  }
}

function expiryOf(payload: DecodedPayload, fallbackSeconds: number): Date {
  // The salt carries its expiry as a query: '<random>?expires=<unix seconds>&'.
  const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires'));
  return Number.isFinite(expires) && expires > 0
    ? new Date(expires * 1000)
    : new Date(Date.now() + fallbackSeconds * 1000);
}

export function createProofOfWork(db: Db, options: ProofOfWorkOptions): ProofOfWork {
  const hmacKey = options.hmacKey ?? randomBytes(32).toString('hex');

  async function markUsed(signature: string, expiresAt: Date): Promise<boolean> {
    // Rows of expired challenges guard nothing any more; trimming here keeps the table small without a job.
    await deleteExpiredBotChecks(db, new Date());
    return insertUsedBotCheck(db, signature, expiresAt);
  }

  async function createSignedChallenge(): Promise<BotCheckChallenge> {
    const challenge = await createChallenge({
      hmacKey,
      maxnumber: options.maxNumber,
      expires: new Date(Date.now() + options.expiresInSeconds * 1000),
    });
    return { ...challenge, maxnumber: options.maxNumber };
  }

  return {
    kind: 'proof-of-work',
    createChallenge: createSignedChallenge,
    async challenge() {
      return { provider: 'proof-of-work', ...(await createSignedChallenge()) };
    },
    async verify(token): Promise<BotCheckResult> {
      if (!token) return { ok: false, reason: 'missing' };
      const payload = decode(token);
      if (!payload) return { ok: false, reason: 'malformed' };
      const expiresAt = expiryOf(payload, options.expiresInSeconds);
      if (expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
      let verified: boolean;
      try {
        verified = await verifySolution(token, hmacKey, true);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (!verified) return { ok: false, reason: 'invalid' };
      if (!(await markUsed(payload.signature, expiresAt))) return { ok: false, reason: 'replayed' };
      return { ok: true };
    },
  };
}

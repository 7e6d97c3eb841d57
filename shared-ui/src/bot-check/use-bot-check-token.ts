/** A form's bot-check token (sign-up, contact), in the background as soon as the form opens, so pressing its
 *  submit button rarely waits: the proof-of-work challenge is fetched and solved, or, when the API checks with
 *  reCAPTCHA, Google's script is loaded and a token for the form's action is made on submit (they expire within
 *  minutes). A token is used once; a stale or failed one is replaced by a fresh attempt on demand, and null
 *  means the check could not be loaded or solved (the form then sends nothing). */
import { useCallback, useEffect, useRef } from 'react';
import type { BotCheckAction } from 'shared-contracts';
import { loadRecaptcha, type Recaptcha } from './load-recaptcha';
import { useBotCheckChallenge } from './use-bot-check-challenge';
import { encodeSolution, solveProofOfWork } from './solve-proof-of-work';

type Prepared =
  | { provider: 'proof-of-work'; token: string; expiresAtMs: number | null }
  | { provider: 'recaptcha'; recaptcha: Recaptcha };

/** A token this close to its expiry is not sent; the server could refuse it in transit. */
const EXPIRY_MARGIN_MS = 10_000;

/** The challenge's expiry travels in its salt ('…?expires=<unix seconds>&'). */
function expiryOf(salt: string): number | null {
  const query = salt.split('?')[1];
  const seconds = query ? Number(new URLSearchParams(query).get('expires')) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

function isStale(prepared: Prepared): boolean {
  return (
    prepared.provider === 'proof-of-work' &&
    prepared.expiresAtMs !== null &&
    prepared.expiresAtMs - EXPIRY_MARGIN_MS <= Date.now()
  );
}

function tokenFrom(prepared: Prepared, action: BotCheckAction): Promise<string | null> {
  return prepared.provider === 'recaptcha'
    ? prepared.recaptcha.execute(action)
    : Promise.resolve(prepared.token);
}

export type BotCheckToken = {
  /** Starts preparing the next token (after a refused or failed submission, say). */
  prepare(): void;
  /** The prepared token, or a fresh one; null when the bot-check could not be loaded or solved. */
  takeToken(): Promise<string | null>;
};

/** `action` names the form, as the API verifies it: 'signup' for sign-up, 'contact' for the contact form. */
export function useBotCheckToken(action: BotCheckAction): BotCheckToken {
  const fetchChallenge = useBotCheckChallenge();
  const pending = useRef<Promise<Prepared | null> | null>(null);
  // Every attempt still running, so leaving the page stops them all rather than only the latest.
  const running = useRef(new Set<AbortController>());

  const solve = useCallback(async (): Promise<Prepared | null> => {
    const controller = new AbortController();
    running.current.add(controller);
    const { signal } = controller;
    try {
      const result = await fetchChallenge(signal);
      if (!result.ok || signal.aborted) return null;
      const challenge = result.data;
      if (challenge.provider === 'recaptcha') {
        const recaptcha = await loadRecaptcha(challenge.siteKey);
        return recaptcha ? { provider: 'recaptcha', recaptcha } : null;
      }
      const solution = await solveProofOfWork(challenge, { signal });
      return solution
        ? { provider: 'proof-of-work', token: encodeSolution(solution), expiresAtMs: expiryOf(solution.salt) }
        : null;
    } finally {
      running.current.delete(controller);
    }
  }, [fetchChallenge]);

  const prepare = useCallback(() => {
    pending.current ??= solve();
  }, [solve]);

  useEffect(() => {
    prepare();
    const solves = running.current;
    return () => {
      for (const controller of solves) controller.abort();
      pending.current = null;
    };
  }, [prepare]);

  const takeToken = useCallback(async () => {
    const prepared = await (pending.current ?? solve());
    pending.current = null;
    const token = prepared && !isStale(prepared) ? await tokenFrom(prepared, action) : null;
    if (token) return token;
    const fresh = await solve();
    return fresh ? tokenFrom(fresh, action) : null;
  }, [action, solve]);

  return { prepare, takeToken };
}

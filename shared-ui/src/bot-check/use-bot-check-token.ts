/** A form's bot-check token (sign-up, contact): fetched and solved in the background as soon as the form opens,
 *  so pressing its submit button rarely waits. A token is used once; a stale or failed one is replaced by a fresh
 *  solve on demand, and null means the check could not be loaded or solved (the form then sends nothing). */
import { useCallback, useEffect, useRef } from 'react';
import { useBotCheckChallenge } from './use-bot-check-challenge';
import { encodeSolution, solveProofOfWork } from './solve-proof-of-work';

type Prepared = { token: string; expiresAtMs: number | null };

/** A token this close to its expiry is not sent; the server could refuse it in transit. */
const EXPIRY_MARGIN_MS = 10_000;

/** The challenge's expiry travels in its salt ('…?expires=<unix seconds>&'). */
function expiryOf(salt: string): number | null {
  const query = salt.split('?')[1];
  const seconds = query ? Number(new URLSearchParams(query).get('expires')) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

export type BotCheckToken = {
  /** Starts preparing the next token (after a refused or failed submission, say). */
  prepare(): void;
  /** The prepared token, or a fresh one; null when the bot-check could not be loaded or solved. */
  takeToken(): Promise<string | null>;
};

export function useBotCheckToken(): BotCheckToken {
  const fetchChallenge = useBotCheckChallenge();
  const pending = useRef<Promise<Prepared | null> | null>(null);
  // Every solve still running, so leaving the page stops them all rather than only the latest.
  const running = useRef(new Set<AbortController>());

  const solve = useCallback(async (): Promise<Prepared | null> => {
    const controller = new AbortController();
    running.current.add(controller);
    const { signal } = controller;
    try {
      const result = await fetchChallenge(signal);
      if (!result.ok || signal.aborted) return null;
      const solution = await solveProofOfWork(result.data, { signal });
      return solution ? { token: encodeSolution(solution), expiresAtMs: expiryOf(solution.salt) } : null;
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
    const usable =
      prepared && (prepared.expiresAtMs === null || prepared.expiresAtMs - EXPIRY_MARGIN_MS > Date.now());
    if (usable) return prepared.token;
    return (await solve())?.token ?? null;
  }, [solve]);

  return { prepare, takeToken };
}

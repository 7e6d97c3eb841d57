/** A form's bot-check token (sign-up, contact), in the background as soon as the form opens, before its first
 *  keystroke, so pressing its submit button does not wait: the proof-of-work challenge is fetched and solved in a
 *  Web Worker (decision 0030), or, when the API checks with reCAPTCHA, Google's script is loaded and a token for
 *  the form's action is made on submit (they expire within minutes). A token is used once; a stale or failed one
 *  is replaced by a fresh attempt on demand, and null means the check could not be loaded or solved (the form then
 *  sends nothing).
 *
 *  The hook also says where it stands, so a form can show it: `failed` when the challenge could not be fetched
 *  (the API starting behind its proxy, the network down) or solved. It then tries again by itself, waiting longer
 *  each time (RETRY_DELAYS_MS), and `retry()` tries at once (the form's "Try again"). A form keeps its submit
 *  button disabled while the check has failed, and what was typed stays where it is. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BotCheckAction } from 'shared-contracts';
import { loadRecaptcha, type Recaptcha } from './load-recaptcha';
import { useBotCheckChallenge } from './use-bot-check-challenge';
import { encodeSolution, solveProofOfWork } from './solve-proof-of-work';

type Prepared =
  | { provider: 'proof-of-work'; token: string; expiresAtMs: number | null }
  | { provider: 'recaptcha'; recaptcha: Recaptcha };

/** A token this close to its expiry is not sent; the server could refuse it in transit. */
const EXPIRY_MARGIN_MS = 10_000;

/** The waits before each automatic retry after a failure: about a minute in all, enough for an API that is
 *  starting behind its proxy. After the last one only "Try again" (or the next submission) tries again. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

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

/** User Timing marks of each attempt (start, ready), seen in the browser's performance panel and read by the bench
 *  (e2e/bench/bot-check.mjs); jsdom may have no `performance.mark`. */
function mark(name: string): void {
  if (typeof performance.mark === 'function') performance.mark(name);
}

/** `preparing` until the first challenge is ready (a submission meanwhile waits for it), then `ready`;
 *  `failed` when the last attempt could not fetch or solve a challenge. */
export type BotCheckStatus = 'preparing' | 'ready' | 'failed';

export type BotCheckState =
  | { status: 'preparing' | 'ready' }
  | {
      status: 'failed';
      /** An attempt is running now (automatic or "Try again"). */
      retrying: boolean;
      /** When no attempt runs: how long until the next automatic one, or null when there will be none. */
      retryInMs: number | null;
    };

export type BotCheckToken = {
  readonly state: BotCheckState;
  /** Starts preparing the next token (after a refused or failed submission, say). */
  prepare(): void;
  /** After a failure: tries again now, instead of waiting for the next automatic attempt. */
  retry(): void;
  /** The prepared token, or a fresh one; null when the bot-check could not be loaded or solved. */
  takeToken(): Promise<string | null>;
};

const PREPARING: BotCheckState = { status: 'preparing' };
const READY: BotCheckState = { status: 'ready' };

/** `action` names the form, as the API verifies it: 'signup' for sign-up, 'contact' for the contact form. */
export function useBotCheckToken(action: BotCheckAction): BotCheckToken {
  const fetchChallenge = useBotCheckChallenge();
  const [state, setState] = useState<BotCheckState>(PREPARING);
  const pending = useRef<Promise<Prepared | null> | null>(null);
  // Every attempt still running, so leaving the page stops them all rather than only the latest.
  const running = useRef(new Set<AbortController>());
  // Failed attempts since the last success: which wait of RETRY_DELAYS_MS comes next.
  const failures = useRef(0);
  // Bumped when the form goes away, so an attempt that ends afterwards changes nothing.
  const generation = useRef(0);

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
    } catch {
      // No Web Crypto (an insecure origin), say: the check cannot run here, which the form shows as a failure.
      return null;
    } finally {
      running.current.delete(controller);
    }
  }, [fetchChallenge]);

  /** One attempt, reported in `state`: ready, or failed with the next automatic retry planned. */
  const attempt = useCallback((): Promise<Prepared | null> => {
    const current = generation.current;
    mark('bot-check:start');
    setState((previous) =>
      previous.status === 'failed' ? { status: 'failed', retrying: true, retryInMs: null } : PREPARING,
    );
    const run = solve().then((prepared) => {
      if (current !== generation.current) return prepared;
      if (prepared) {
        failures.current = 0;
        mark('bot-check:ready');
        setState(READY);
        return prepared;
      }
      if (pending.current === run) pending.current = null;
      const retryInMs = RETRY_DELAYS_MS[failures.current] ?? null;
      failures.current += 1;
      setState({ status: 'failed', retrying: false, retryInMs });
      return null;
    });
    return run;
  }, [solve]);

  const prepare = useCallback(() => {
    pending.current ??= attempt();
  }, [attempt]);

  useEffect(() => {
    prepare();
    const solves = running.current;
    return () => {
      generation.current += 1;
      for (const controller of solves) controller.abort();
      pending.current = null;
    };
  }, [prepare]);

  // The automatic retry: planned by a failed attempt, dropped when anything else happens first.
  const retryInMs = state.status === 'failed' && !state.retrying ? state.retryInMs : null;
  useEffect(() => {
    if (retryInMs === null) return undefined;
    const timer = setTimeout(prepare, retryInMs);
    return () => clearTimeout(timer);
  }, [retryInMs, prepare]);

  const takeToken = useCallback(async () => {
    const taken = pending.current ?? attempt();
    pending.current = taken;
    const prepared = await taken;
    if (pending.current === taken) pending.current = null;
    const token = prepared && !isStale(prepared) ? await tokenFrom(prepared, action) : null;
    if (token) return token;
    const fresh = await attempt();
    return fresh ? tokenFrom(fresh, action) : null;
  }, [action, attempt]);

  return useMemo(() => ({ state, prepare, retry: prepare, takeToken }), [state, prepare, takeToken]);
}

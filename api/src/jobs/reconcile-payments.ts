/** A missed webhook fixes itself: every few minutes the provider's recent checkouts (Stripe: sessions created in the
 *  last day) are read back and passed through services/payments.ts applyCheckoutState, the completion and expiry
 *  the webhook uses, so a paid session completes once and an expired one closes its payment. Every refund still
 *  unfinished is asked again too, whatever its age, since the refunds table keeps it long after the provider's
 *  idempotency key is gone. server.ts runs it at start and then every 15 minutes; with several API instances on
 *  one PostgreSQL, an instance that finds the job's advisory lock taken skips that tick. The test checkout keeps
 *  no sessions of its own and lists none. */
import type { Database } from '../db/client';
import { runExclusively, type Exclusive } from '../db/advisory-locks';
import type { App } from '../http/types';
import { applyCheckoutState, type PaymentDeps } from '../services/payments';
import { finishUnfinishedRefunds } from '../services/refunds';
import { runEvery } from './run-every';

export const RECONCILE_PAYMENTS_EVERY_MS = 15 * 60 * 1000;
/** How far back sessions are read: Stripe's longest checkout lifetime. */
export const RECONCILE_WINDOW_MS = 24 * 3600 * 1000;

export type ReconcileDeps = PaymentDeps & { engine: Database['engine'] };
export type Reconciled = { seen: number; completed: number; closed: number; refunded: number };

/** Passes each recent checkout through the webhook's completion and expiry, then asks again for every refund still
 *  unfinished, whatever its age; repeated runs change nothing more. */
export async function reconcilePayments(deps: PaymentDeps, now = new Date()): Promise<Reconciled> {
  const states = await deps.payments.listRecentCheckouts(new Date(now.getTime() - RECONCILE_WINDOW_MS));
  const result: Reconciled = { seen: states.length, completed: 0, closed: 0, refunded: 0 };
  for (const state of states) {
    const applied = await applyCheckoutState(deps, state);
    if (applied === 'completed') result.completed += 1;
    if (applied === 'closed') result.closed += 1;
  }
  result.refunded = await finishUnfinishedRefunds(deps);
  return result;
}

/** One tick, unless another instance is reconciling right now (`ran: false` then). */
export function reconcilePaymentsTick(deps: ReconcileDeps, now?: Date): Promise<Exclusive<Reconciled>> {
  return runExclusively(deps.db, deps.engine, 'reconcilePayments', () => reconcilePayments(deps, now));
}

/** server.ts: the job for the life of the app (now, then every `everyMs`), stopped when it closes. */
export function scheduleReconcilePayments(app: App, everyMs = RECONCILE_PAYMENTS_EVERY_MS): void {
  const deps: ReconcileDeps = {
    db: app.db,
    engine: app.databaseEngine,
    payments: app.adapters.payments,
    config: app.config,
    log: app.log,
  };
  const stop = runEvery(
    everyMs,
    async () => {
      const tick = await reconcilePaymentsTick(deps);
      if (tick.ran && tick.value.completed + tick.value.closed + tick.value.refunded > 0)
        deps.log.info(tick.value, 'payments reconciled with the provider');
    },
    { log: deps.log, failure: 'reconciling payments failed' },
  );
  app.addHook('onClose', () => stop());
}

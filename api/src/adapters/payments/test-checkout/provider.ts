/** The embedded payment provider: a checkout page served by the API itself at /api/checkout/test/:sessionId
 *  (routes.ts beside this file, with page.ts and state.ts), so the whole apply-and-pay flow works offline. The
 *  session id is 192 random bits: it is the only credential of the page, which is why the page's Pay and Cancel
 *  are POSTs to that id. No money moves. */
import { createHash, randomBytes } from 'node:crypto';
import type { PaymentProvider } from '../payments';

export const TEST_CHECKOUT_PATH = '/api/checkout/test';
/** A test checkout page is good for a day, like a hosted checkout session. */
export const TEST_CHECKOUT_LIFETIME_MS = 24 * 3600 * 1000;
const SESSION_ID = /^tc_[A-Za-z0-9_-]{32}$/;

export function isTestCheckoutSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}

export function createTestCheckout(portalOrigin: string): PaymentProvider {
  return {
    kind: 'test-checkout',
    description: `the test checkout at ${portalOrigin}${TEST_CHECKOUT_PATH}/… (no card is charged)`,
    async createCheckout() {
      const sessionId = `tc_${randomBytes(24).toString('base64url')}`;
      return {
        ok: true,
        sessionId,
        url: `${portalOrigin}${TEST_CHECKOUT_PATH}/${sessionId}`,
        expiresAt: new Date(Date.now() + TEST_CHECKOUT_LIFETIME_MS),
      };
    },
    async expireCheckout() {
      // The page itself refuses a session that is no longer OPEN in the payments table: closing the row is enough.
      return { expired: true };
    },
    async retrieveCheckout() {
      // Its sessions live only in the payments table, which the caller reads itself.
      return null;
    },
    async listRecentCheckouts() {
      return [];
    },
    async refund(request) {
      // No money moves: the refund is recorded in the refunds table by services/refunds.ts. Its id is derived from
      // the idempotency key, so a repeated request answers the same refund, as Stripe does.
      const digest = createHash('sha256').update(request.idempotencyKey).digest('base64url');
      return { ok: true, refundId: `tr_${digest.slice(0, 24)}` };
    },
    verifyWebhook: null,
  };
}

/** POST /checkout/confirm (signed in): the payment return confirms its checkout itself, beside the webhook, as
 *  Stripe's fulfilment guide recommends (the success address carries the session id as `session_id`). Settling is
 *  idempotent with the webhook: whichever comes first completes the payment, the other finds it done. */
import * as v from 'valibot';
import { messageRef } from '../../validation/issues';

/** A provider's session id is a token of letters, digits, `_` and `-` (Stripe's `cs_…`, the test checkout's own):
 *  anything else is refused before it reaches a query. */
const invalidSession = messageRef('validation.invalid');

export const CheckoutConfirmRequestSchema = v.object({
  sessionId: v.pipe(
    v.string(invalidSession),
    v.trim(),
    v.minLength(1, invalidSession),
    v.maxLength(255, invalidSession),
    v.regex(/^[A-Za-z0-9_-]+$/, invalidSession),
  ),
});
export type CheckoutConfirmRequest = v.InferOutput<typeof CheckoutConfirmRequestSchema>;

/** What the provider says of the checkout now: paid and completed, still payable, paid by a delayed method not yet
 *  settled, closed without payment, or the provider could not say (the webhook still completes it). */
export const CHECKOUT_CONFIRMATION_STATES = ['completed', 'open', 'processing', 'closed', 'unknown'] as const;
export const CheckoutConfirmationSchema = v.object({ state: v.picklist(CHECKOUT_CONFIRMATION_STATES) });
export type CheckoutConfirmation = v.InferOutput<typeof CheckoutConfirmationSchema>;

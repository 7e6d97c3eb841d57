/** POST /stripe/checkout/ad (signed in): the payment hand-off of SPEC §7. The server prices the order from its
 *  own catalogue and the stored ad (plan and duration must match it), never from amounts the client sends. */
import * as v from 'valibot';
import { isWebUrl } from '../../validation/fields';
import { DurationSchema, PlanSchema } from './ad';
import { IdSchema } from './common';

export const CheckoutRequestSchema = v.object({
  plan: PlanSchema,
  duration: DurationSchema,
  userId: IdSchema,
  adId: IdSchema,
});
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequestSchema>;

/** Where the browser goes next: the provider's hosted page, or the API's own test checkout page. */
export const CheckoutResponseSchema = v.object({ url: v.pipe(v.string(), v.check(isWebUrl)) });
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponseSchema>;

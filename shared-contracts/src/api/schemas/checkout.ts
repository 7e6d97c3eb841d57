/** POST /stripe/checkout/ad (signed in): the payment hand-off of SPEC §7. The server prices the order from its
 *  own catalogue and the stored ad (plan and duration must match it), never from amounts the client sends. An
 *  UNPAID ad whose start date is before the earliest allowed start is paid with a new start date (same window as
 *  the application); the end date follows it. */
import * as v from 'valibot';
import { startDateSchema } from '../../validation/ad-fields';
import { isWebUrl } from '../../validation/fields';
import { IdSchema } from './common';
import { DurationSchema, PlanSchema } from './ad';

export const CheckoutRequestSchema = v.object({
  plan: PlanSchema,
  duration: DurationSchema,
  userId: IdSchema,
  adId: IdSchema,
  /** A new start date ('2026-11-29') for an ad whose stored one is no longer allowed; absent otherwise. */
  startDate: v.optional(startDateSchema('from-today')),
});
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequestSchema>;

/** Where the browser goes next: the provider's hosted page, or the API's own test checkout page. */
export const CheckoutResponseSchema = v.object({ url: v.pipe(v.string(), v.check(isWebUrl)) });
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponseSchema>;

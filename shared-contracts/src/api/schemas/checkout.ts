/** POST /stripe/checkout/ad (signed in): the payment hand-off of the endpoint table. The server prices the order from
 *  its own catalogue and the stored ad (plan and duration must match it), never from amounts the client sends. An
 *  UNPAID ad whose start date is before the earliest allowed start is paid with a new start date (same window as
 *  the application); the end date follows it. */
import * as v from 'valibot';
import { isoCalendarDate } from '../../format';
import { isWebUrl } from '../../validation/fields';
import { messageRef } from '../../validation/issues';
import { IdSchema } from './common';
import { DurationSchema, PlanSchema } from './ad';

const required = messageRef('validation.required-select', { field: 'field.start-date' });
/** A readable ISO date; the window (from today to a month on) is a calendar rule the API adds. */
const IsoDateSchema = v.pipe(
  v.string(required),
  v.nonEmpty(required),
  v.check((value) => isoCalendarDate(value) !== null, messageRef('validation.date')),
);

/** `startDate`: the rule of the new start date, `startDateSchema('from-today')` of `shared-contracts/dates` in the
 *  API (decision 0123); the endpoint table's schema, which browsers load, checks only that it is a date. */
export function createCheckoutRequestSchema(startDate: v.GenericSchema<string, string> = IsoDateSchema) {
  return v.object({
    plan: PlanSchema,
    duration: DurationSchema,
    userId: IdSchema,
    adId: IdSchema,
    /** A new start date ('2026-11-29') for an ad whose stored one is no longer allowed; absent otherwise. */
    startDate: v.optional(startDate),
  });
}
export const CheckoutRequestSchema = createCheckoutRequestSchema();
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequestSchema>;

/** Where the browser goes next: the provider's hosted page, or the API's own test checkout page. */
export const CheckoutResponseSchema = v.object({ url: v.pipe(v.string(), v.check(isWebUrl)) });
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponseSchema>;

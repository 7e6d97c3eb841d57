/** Development-only calls (/dev/…, absent in production): the mail outbox that e2e journeys read, and its pages. */
import * as v from 'valibot';
import { hasControlCharacter } from '../../validation/fields';

export const OutboxQuerySchema = v.object({
  // PostgreSQL refuses NUL in text: a control character is a 400, never a query.
  to: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => !hasControlCharacter(value)),
      v.trim(),
      v.toLowerCase(),
    ),
  ),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1))),
});
export type OutboxQuery = v.InferInput<typeof OutboxQuerySchema>;

export const OutboxMailSchema = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  links: v.array(v.string()),
  /** Extra headers (List-Unsubscribe…); absent from an older API. */
  headers: v.optional(v.record(v.string(), v.string()), {}),
  sentAt: v.string(),
});
export const OutboxSchema = v.array(OutboxMailSchema);
export type OutboxMailResponse = v.InferOutput<typeof OutboxMailSchema>;

/** GET /dev/clock and its POST (a development API started with TEST_CLOCK=true only): the API's notion of now,
 *  which the scheduled mails read. POST moves it (`now`, or back to the real clock with null), then runs the ad
 *  jobs once at that time, as their hourly tick would. */
export const TestClockSchema = v.object({ now: v.string(), moved: v.boolean() });
export const SetTestClockRequestSchema = v.object({
  now: v.nullable(v.pipe(v.string(), v.maxLength(40), v.isoTimestamp())),
});
export type SetTestClockRequest = v.InferOutput<typeof SetTestClockRequestSchema>;

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
  sentAt: v.string(),
});
export const OutboxSchema = v.array(OutboxMailSchema);
export type OutboxMailResponse = v.InferOutput<typeof OutboxMailSchema>;

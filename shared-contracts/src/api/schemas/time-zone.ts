/** An account's time zone (decision 0118): an IANA name the runtime knows ('Asia/Tokyo', 'America/Toronto',
 *  'UTC'), checked against its Intl data on both sides and kept as the runtime spells it. */
import * as v from 'valibot';
import { messageRef } from '../../validation/issues';

/** Longest IANA name is under 40 characters ('America/Argentina/ComodRivadavia'). */
export const TIME_ZONE_MAX_LENGTH = 64;
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** The runtime's own spelling of `name` when it is an IANA zone it knows; null otherwise (offsets such as '+09:00'
 *  and unknown names included). */
export function knownTimeZone(name: string): string | null {
  if (name.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const TimeZoneSchema = v.pipe(
  v.string(messageRef('validation.time-zone')),
  v.maxLength(TIME_ZONE_MAX_LENGTH, messageRef('validation.time-zone')),
  v.check((name) => knownTimeZone(name) !== null, messageRef('validation.time-zone')),
  v.transform((name) => knownTimeZone(name) ?? 'UTC'),
);

/** GET and PATCH /advertisers/time-zone (signed in). */
export const AccountTimeZoneSchema = v.object({
  timeZone: v.pipe(v.string(), v.maxLength(TIME_ZONE_MAX_LENGTH)),
});
export type AccountTimeZone = v.InferOutput<typeof AccountTimeZoneSchema>;
export const UpdateTimeZoneRequestSchema = v.object({ timeZone: TimeZoneSchema });

/** Sign-up's time zone: the browser's, or UTC when it is missing or not a zone the server knows (never refused). */
export const SignUpTimeZoneSchema = v.optional(v.fallback(TimeZoneSchema, 'UTC'), 'UTC');

/** Rules shared by the ad application and resubmission forms (SPEC §5): the banner file, the start-date window,
 *  plan and duration. Dates are counted in UTC, like every date rule of the portal. */
import * as v from 'valibot';
import { parseIsoDate, startDateWindow, todayUtc } from '../format';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES } from '../limits';
import { PlainDate } from '../plain-date';
import { DURATION_OPTIONS, PLANS, type Duration } from '../plans';
import { messageRef } from './issues';

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

/** The declared type ('image/png'), or the name's extension when the browser gives no type. */
function hasImageType(file: File): boolean {
  const declared = file.type.startsWith('image/') ? file.type.slice('image/'.length) : '';
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const kind = file.type === '' ? extension : declared;
  return (IMAGE_TYPES as readonly string[]).includes(kind);
}

/** A File of at most 10,000,000 bytes declared as jpeg, jpg, png or webp. The real type is read apart
 *  (file-type, read-image-kind.ts in the ads remote), since reading bytes is asynchronous in the browser. */
export const ImageFileSchema = v.pipe(
  v.custom<File>(isFile, messageRef('validation.upload-image')),
  v.check(
    (file) => file.size <= MAX_IMAGE_BYTES,
    messageRef('validation.max-file-size', { max: MAX_IMAGE_MEGABYTES }),
  ),
  v.check(hasImageType, messageRef('validation.file-type')),
);

/**
 * `from-today`: the application accepts today up to one month from today (the picker offers only from 7 days).
 * `after-today`: a resubmission must start after today, up to one month from today.
 */
export type StartDateRule = 'from-today' | 'after-today';

export function isAllowedStartDate(date: PlainDate, today: PlainDate, rule: StartDateRule): boolean {
  const window = startDateWindow(today);
  const sinceEarliest = PlainDate.compare(date, window.earliestAllowed);
  return (
    (rule === 'after-today' ? sinceEarliest > 0 : sinceEarliest >= 0) &&
    PlainDate.compare(date, window.latest) <= 0
  );
}

/** An ISO date ('2026-11-29') inside the rule's window, checked against today's date at validation time. */
export function startDateSchema(rule: StartDateRule) {
  const required = messageRef('validation.required-select', { field: 'field.start-date' });
  const outside = messageRef(
    rule === 'after-today' ? 'validation.start-date-after-today' : 'validation.start-date-window',
  );
  return v.pipe(
    v.string(required),
    v.nonEmpty(required),
    v.check((value) => parseIsoDate(value) !== null, messageRef('validation.date')),
    v.check((value) => {
      const date = parseIsoDate(value);
      // An unreadable date is already reported by the check above.
      return date === null || isAllowedStartDate(date, todayUtc(), rule);
    }, outside),
  );
}

export const PlanChoiceSchema = v.picklist(PLANS, messageRef('validation.select-a-plan'));

/** The duration select holds '1'…'12'; payloads carry the number (SPEC §3). */
export const DurationChoiceSchema = v.pipe(
  v.picklist(DURATION_OPTIONS, messageRef('validation.duration')),
  // Safe: every option is the decimal form of a member of DURATIONS.
  v.transform((option) => Number(option) as Duration),
);

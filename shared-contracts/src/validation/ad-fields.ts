/** Rules shared by the ad application and resubmission forms (product.md, Forms and their limits): the banner file,
 *  plan and duration. The start-date window is calendar arithmetic, in `shared-contracts/dates` (dates/start-date.ts,
 *  decision 0123). */
import * as v from 'valibot';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES } from '../limits';
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

export const PlanChoiceSchema = v.picklist(PLANS, messageRef('validation.select-a-plan'));

/** The duration select holds '1'…'12'; payloads carry the number. */
export const DurationChoiceSchema = v.pipe(
  v.picklist(DURATION_OPTIONS, messageRef('validation.duration')),
  // Safe: every option is the decimal form of a member of DURATIONS.
  v.transform((option) => Number(option) as Duration),
);

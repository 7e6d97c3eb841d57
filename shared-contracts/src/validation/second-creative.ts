/** The optional creative in the other language on the application and resubmission forms (decision 0117): a
 *  toggle, a title and a banner. Off, nothing is checked; on, the title is required (at most 100 letters) and a
 *  banner is required unless the ad already has one (a resubmission or a run again keeps it). The banner file is
 *  checked like the first one (ImageFileSchema); the server checks everything again. */
import * as v from 'valibot';
import { LANGUAGES } from '../language';
import { AD_TITLE_MAX_LENGTH } from '../limits';
import { ImageFileSchema } from './ad-fields';
import { messageRef } from './issues';

export const secondCreativeEntries = {
  /** The language of the first banner and title (English or Japanese); the second creative is in the other one.
   *  Absent, the sender keeps its default (the interface language, or the earlier ad's). */
  creativeLanguage: v.optional(v.picklist(LANGUAGES)),
  /** "Add a banner and title in <the other language>". */
  secondCreative: v.optional(v.boolean(), false),
  secondTitle: v.optional(v.pipe(v.string(), v.trim()), ''),
  secondImageFile: v.nullish(ImageFileSchema, null),
};

type SecondCreativeInput = { secondCreative: boolean; secondTitle: string; secondImageFile: File | null };

/** The paths each check reads, for `v.partialCheck`. */
export const SECOND_TITLE_PATHS = [['secondCreative'], ['secondTitle']] as const;
export const SECOND_IMAGE_PATHS = [['secondCreative'], ['secondImageFile']] as const;

export const secondTitleMessages = {
  required: messageRef('validation.required-enter', { field: 'field.ad-title' }),
  tooLong: messageRef('validation.max-letters', { field: 'field.ad-title', max: AD_TITLE_MAX_LENGTH }),
  image: messageRef('validation.upload-image'),
};

export const secondTitleGiven = (input: Pick<SecondCreativeInput, 'secondCreative' | 'secondTitle'>) =>
  !input.secondCreative || input.secondTitle !== '';
export const secondTitleShort = (input: Pick<SecondCreativeInput, 'secondCreative' | 'secondTitle'>) =>
  !input.secondCreative || input.secondTitle.length <= AD_TITLE_MAX_LENGTH;
/** `hasBanner`: the ad already has a second banner to keep. */
export const secondImageGiven =
  (hasBanner: boolean) => (input: Pick<SecondCreativeInput, 'secondCreative' | 'secondImageFile'>) =>
    !input.secondCreative || hasBanner || input.secondImageFile !== null;

/** The three checks above on a form's fields, for the front of its `v.pipe`: the title given and short enough, the
 *  banner given (`hasBanner`: the ad already has a second banner to keep). The checks read only the second
 *  creative's fields, which valibot cannot type over a generic object, so the result is typed as the fields given. */
export function withSecondCreativeChecks<TSchema extends v.GenericSchema<unknown, SecondCreativeInput>>(
  fields: TSchema,
  hasBanner: boolean,
): v.GenericSchema<v.InferInput<TSchema>, v.InferOutput<TSchema>> {
  const checked: v.GenericSchema<unknown, SecondCreativeInput> = v.pipe(
    fields as v.GenericSchema<unknown, SecondCreativeInput>,
    v.forward(v.partialCheck(SECOND_TITLE_PATHS, secondTitleGiven, secondTitleMessages.required), [
      'secondTitle',
    ]),
    v.forward(v.partialCheck(SECOND_TITLE_PATHS, secondTitleShort, secondTitleMessages.tooLong), [
      'secondTitle',
    ]),
    v.forward(v.partialCheck(SECOND_IMAGE_PATHS, secondImageGiven(hasBanner), secondTitleMessages.image), [
      'secondImageFile',
    ]),
  );
  return checked as v.GenericSchema<v.InferInput<TSchema>, v.InferOutput<TSchema>>;
}

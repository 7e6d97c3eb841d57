/** GET /ads/review-time (signed in; product.md, How long review takes): how long review usually takes. */
import * as v from 'valibot';

export const ReviewTimeSchema = v.object({
  /** The median wait, in minutes, of the latest decisions; null when there are too few to say (the pages then say
   *  the floor text). */
  medianMinutes: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** How many decisions the figure was taken from (at most REVIEW_TIME_DECISIONS). */
  decisions: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ReviewTime = v.InferOutput<typeof ReviewTimeSchema>;

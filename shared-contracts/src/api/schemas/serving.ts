/** The exhibition system's two calls: GET /serve (the next running ad of a placement, with a signed impression
 *  id) and GET /click/:id (the redirect that counts the click). Neither takes the API key. */
import * as v from 'valibot';
import { LanguageSchema } from '../../language';
import { PLACEMENTS } from '../../plans';
import { IdSchema } from './common';

/** `?placement=lobby|exhibition&lang=ja|en`: `lang` is the visitor's language; the ad's creative in it is served
 *  when the ad has one, else its other creative. Without `lang`, the primary creative. */
export const ServeQuerySchema = v.object({
  placement: v.picklist(PLACEMENTS),
  lang: v.optional(
    v.pipe(
      LanguageSchema,
      v.description(
        'The visitor’s language: the ad’s creative in it is served when the ad has one, else its other creative. Absent: the primary creative.',
      ),
    ),
  ),
});
export type ServeQuery = v.InferOutput<typeof ServeQuerySchema>;

/** `?imp=`: the impression id the served click address carries. Anything else (absent, forged, expired) still
 *  redirects, uncounted. */
export const ClickQuerySchema = v.object({ imp: v.optional(v.string()) });
export type ClickQuery = v.InferOutput<typeof ClickQuerySchema>;

/** What the exhibition system shows: the banner, the address its click goes through (carrying this impression's
 *  id), and that id on its own. */
export const ServedAdSchema = v.object({
  id: IdSchema,
  imageUrl: v.string(),
  /** The language of the served creative (the visitor's when the ad has a creative in it). */
  language: v.pipe(LanguageSchema, v.description('The language of the served creative (banner)')),
  clickUrl: v.string(),
  impressionId: v.string(),
});
export type ServedAdResponse = v.InferOutput<typeof ServedAdSchema>;

/** 204: no ad runs for this placement right now; the exhibition shows none. */
export const NoContentSchema = v.undefined();

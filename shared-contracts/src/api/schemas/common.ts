/** Small wire pieces several resources share: ISO timestamps in UTC, numeric ids in paths, and the localized
 *  message that answers calls whose response SPEC §7 leaves "not shown". */
import * as v from 'valibot';
import { LANGUAGES } from '../result';

/** '2026-03-17T00:00:00.000Z': dates travel as ISO instants in UTC (SPEC §4 "Form defaults"). */
export const IsoTimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** A database id: a positive whole number. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** `:id` path parameters arrive as text; only digits are an id. */
export const IdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/), v.transform(Number)),
});
export type IdParams = v.InferOutput<typeof IdParamsSchema>;

export const LanguageSchema = v.picklist(LANGUAGES);

export const LocalizedTextSchema = v.object({ en: v.string(), ja: v.string() });

/**
 * The body of a successful call that returns no record (sign-up, forgot password, resends, logout, delete…):
 * a confirmation the UI may show as it is, in both languages.
 */
export const MessageResponseSchema = v.object({ message: LocalizedTextSchema });
export type MessageResponse = v.InferOutput<typeof MessageResponseSchema>;

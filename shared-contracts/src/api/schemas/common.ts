/** Small wire pieces several resources share: ISO timestamps in UTC, database ids (in bodies and in paths), and
 *  the localized message that answers calls that have nothing else to return. */
import * as v from 'valibot';
import { messageRef } from '../../validation/issues';
import { LocalizedTextSchema } from '../../language';

/** '2026-03-17T00:00:00.000Z': dates travel as ISO instants in UTC (product.md, Forms and their limits). */
export const IsoTimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** The largest id a row can have: every id column is a PostgreSQL `serial`/`integer`, a signed 32-bit number.
 *  A larger id can name no row, and PostgreSQL refuses it as out of range instead of finding nothing. */
export const MAX_ID = 2_147_483_647;

const invalidId = messageRef('validation.id');

/** A database id, 1 to MAX_ID: the one id rule, for ids in bodies (userId, adId) and, through IdTextSchema, in
 *  paths and query strings. Checked at the edge so no out-of-range number ever reaches a query. */
export const IdSchema = v.pipe(
  v.number(invalidId),
  v.integer(invalidId),
  v.minValue(1, invalidId),
  v.maxValue(MAX_ID, invalidId),
);

/** An id written as text (a path or query parameter): decimal digits without a leading zero, then IdSchema. */
export const IdTextSchema = v.pipe(
  v.string(invalidId),
  v.regex(/^[1-9]\d{0,9}$/, invalidId),
  v.transform(Number),
  IdSchema,
);

/** `:id` path parameters. */
export const IdParamsSchema = v.object({ id: IdTextSchema });
export type IdParams = v.InferOutput<typeof IdParamsSchema>;

/**
 * The body of a successful call that returns no record (sign-up, forgot password, resends, logout, delete…):
 * a confirmation the UI may show as it is, in both languages.
 */
export const MessageResponseSchema = v.object({ message: LocalizedTextSchema });
export type MessageResponse = v.InferOutput<typeof MessageResponseSchema>;

/** Helpers for the validation tests: the English text of each field's first error, as a form would show it. */
import type * as v from 'valibot';
import { validate } from './issues';

export function englishErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = validate(schema, input);
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.fields).map(([path, text]) => [path, text.en]));
}

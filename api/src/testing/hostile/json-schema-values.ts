/** Valid values for a JSON Schema of the OpenAPI document, as fast-check arbitraries: what a well-behaved client
 *  sends. The hostile generators start from these and break one thing at a time, so the broken part is what the
 *  API has to cope with, not a field it refuses first. Field names the world knows (ids, emails, passwords, the
 *  bot-check token) get the world's real values most of the time. */
import fc from 'fast-check';
import type { HostileObject, HostileValue } from './hostile-values';
import type { JsonSchema } from './openapi-operations';

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  const sized = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.format === 'email') return fc.emailAddress().filter(sized);
  if (schema.format === 'date-time')
    return fc.integer({ min: -2, max: 400 }).map((days) => {
      const today = new Date();
      return new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days),
      ).toISOString();
    });
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    // A pattern may fix a length above the cap for free text (a signed token of 82 characters): only the schema's
    // own limit applies to a match, or the filter below would never let one through.
    const patternMax = schema.maxLength ?? Number.POSITIVE_INFINITY;
    return fc.oneof(
      fc.stringMatching(pattern).filter((value) => value.length >= minLength && value.length <= patternMax),
      // Patterns that only ask for a kind of character somewhere: pad a match to the wanted length.
      fc.stringMatching(pattern).map((value) => value.padEnd(minLength, 'x').slice(0, patternMax)),
    );
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/** A valid value for `schema`; `known` are values the world says are right for this field. */
export function validValue(
  schema: JsonSchema,
  known: readonly HostileValue[] = [],
): fc.Arbitrary<HostileValue> {
  const derived = derivedValue(schema);
  if (known.length === 0) return derived;
  return fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: derived, weight: 1 });
}

function derivedValue(schema: JsonSchema): fc.Arbitrary<HostileValue> {
  if (schema.const !== undefined) return fc.constant(schema.const as HostileValue);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as HostileValue[]));
  if (schema.anyOf && schema.anyOf.length > 0) return fc.oneof(...schema.anyOf.map((s) => derivedValue(s)));
  const types = typesOf(schema);
  if (types.includes('integer'))
    return fc.integer({ min: schema.minimum ?? 1, max: Math.min(schema.maximum ?? 1_000, 1_000) });
  if (types.includes('number')) return fc.integer({ min: 1, max: 12 });
  if (types.includes('boolean')) return fc.boolean();
  if (types.includes('null')) return fc.constant(null);
  if (types.includes('array')) return fc.array(derivedValue(schema.items ?? {}), { maxLength: 3 });
  if (types.includes('object')) return validObject(schema, {});
  if (types.includes('string')) return validString(schema);
  return fc.constant('value');
}

/** A valid object: every required field and some of the optional ones. */
export function validObject(
  schema: JsonSchema,
  known: Record<string, readonly HostileValue[]>,
): fc.Arbitrary<HostileObject> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields: Record<string, fc.Arbitrary<HostileValue>> = {};
  for (const [name, property] of Object.entries(properties))
    fields[name] = validValue(property, known[name] ?? []);
  const requiredKeys = Object.keys(fields).filter((name) => required.has(name));
  return fc.record(fields, { requiredKeys }) as fc.Arbitrary<HostileObject>;
}

import fc from 'fast-check';
import { validValue } from './json-schema-values';

/** The shape of a signed mail-link token (uuid, version, signature): 82 to 90 characters. */
const TOKEN_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\d{1,9}\.[A-Za-z0-9_-]{43}$/;

test('a pattern whose matches are longer than the cap for free text still yields valid values', () => {
  const schema = { type: 'string', maxLength: 100, pattern: TOKEN_PATTERN.source };
  const values = fc.sample(validValue(schema), { numRuns: 30, seed: 653228478 });
  expect(values).toHaveLength(30);
  expect(
    values.filter((value) => typeof value === 'string' && TOKEN_PATTERN.test(value)).length,
  ).toBeGreaterThan(0);
  for (const value of values) expect(String(value).length).toBeLessThanOrEqual(100);
});

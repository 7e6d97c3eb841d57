/** The one success-or-refusal shape: a refusal carries its code, and narrowing on `ok` gives the success fields. */
import { refuse, type Failure, type Outcome } from './outcome';

function half(n: number): Outcome<{ value: number }, Failure<'VALIDATION'>> {
  return n % 2 === 0 ? { ok: true, value: n / 2 } : refuse('VALIDATION');
}

test('a refusal is { ok: false, code } and a success carries its fields', () => {
  expect(half(3)).toEqual({ ok: false, code: 'VALIDATION' });
  const result = half(8);
  expect(result.ok && result.value).toBe(4);
});

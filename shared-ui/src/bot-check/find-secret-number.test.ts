import { createHash } from 'node:crypto';
import { findSecretNumber } from './find-secret-number';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test.each([
  ['a salt of one block', 'a1b2c3d4e5f6?expires=1900000000&', 4_321],
  ['a salt that ends where the length must go (55 bytes with the number)', 'x'.repeat(50), 12_345],
  ['a salt of two blocks', `${'0123456789abcdef'.repeat(5)}?expires=1900000000&`, 77],
  ['a salt with non-ASCII characters, hashed as UTF-8', 'ソルト-é?expires=1900000000&', 9],
])('finds the number whose SHA-256 of salt + number is the challenge: %s', (_case, salt, number) => {
  expect(findSecretNumber(salt, sha256(`${salt}${number}`), 0, 20_000)).toBe(number);
});

test('an upper-case challenge is the same digest', () => {
  expect(findSecretNumber('s&', sha256('s&42').toUpperCase(), 0, 100)).toBe(42);
});

test('searches only its range, ends included', () => {
  const challenge = sha256('s&500');

  expect(findSecretNumber('s&', challenge, 0, 499)).toBeNull();
  expect(findSecretNumber('s&', challenge, 501, 900)).toBeNull();
  expect(findSecretNumber('s&', challenge, 500, 500)).toBe(500);
});

test('a challenge that is not a SHA-256 digest has no number', () => {
  expect(findSecretNumber('s&', 'not-a-digest', 0, 100)).toBeNull();
});

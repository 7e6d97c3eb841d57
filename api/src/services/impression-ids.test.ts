/** The impression id carries the language of the creative shown (decision 0117), signed with the rest, so a click
 *  is put down to the banner the visitor saw; ids without a language (issued before) still verify. */
import { createImpressionIds } from './impression-ids';

const ids = createImpressionIds({ key: 'k'.repeat(32), ttlSeconds: 3600 });
const NOW = Date.UTC(2026, 11, 3, 9, 0, 0);

test.each([
  ['ja', 'lj'],
  ['en', 'le'],
] as const)('an id issued for the %s creative names it, and verifies with it', (language, code) => {
  const id = ids.issue(7, 'lobby', NOW, language);
  expect(id.split('.')[2]).toBe(code);
  expect(ids.verify(id, 7, NOW + 1000)).toMatchObject({ adId: 7, placement: 'lobby', language });
});

test('an id without a language verifies with none', () => {
  const id = ids.issue(7, 'exhibition', NOW);
  expect(id.split('.')[2]).toBe('e');
  const impression = ids.verify(id, 7, NOW);
  expect(impression).toMatchObject({ adId: 7, placement: 'exhibition' });
  expect(impression?.language).toBeUndefined();
});

test('the language is signed: changing it makes the id invalid', () => {
  const id = ids.issue(7, 'lobby', NOW, 'ja');
  const parts = id.split('.');
  parts[2] = 'le';
  expect(ids.verify(parts.join('.'), 7, NOW)).toBeNull();
  parts[2] = 'l';
  expect(ids.verify(parts.join('.'), 7, NOW)).toBeNull();
});

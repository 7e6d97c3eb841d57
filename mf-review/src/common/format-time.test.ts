import { formatTimestamp } from './format-time';

test('a timestamp reads as its UTC date and time in either language', () => {
  expect(formatTimestamp('2026-11-23T18:05:09.000Z', 'en')).toBe('Nov 23, 2026 18:05 UTC');
  expect(formatTimestamp('2026-11-23T03:05:00+09:00', 'ja')).toBe('2026年11月22日 18:05 UTC');
});

test('text that is not a timestamp shows as it is', () => {
  expect(formatTimestamp('soon', 'en')).toBe('soon');
});

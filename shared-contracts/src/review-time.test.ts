import { formatWaitSpan, isLongReviewWait, median, waitSpan } from './review-time';

const HOUR = 3600 * 1000;

test('the median is the middle wait, or the mean of the middle two', () => {
  expect(median([])).toBeNull();
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 10])).toBe(3.5);
});

test('a wait reads under an hour, in hours below two days, in days from two days on', () => {
  expect(waitSpan(59 * 60 * 1000)).toEqual({ unit: 'under-hour' });
  expect(waitSpan(47.4 * HOUR)).toEqual({ unit: 'hours', count: 47 });
  expect(waitSpan(48 * HOUR)).toEqual({ unit: 'days', count: 2 });
  expect(formatWaitSpan({ unit: 'hours', count: 1 }, 'en')).toBe('1 hour');
  expect(formatWaitSpan({ unit: 'days', count: 3 }, 'en')).toBe('3 days');
  expect(formatWaitSpan({ unit: 'hours', count: 5 }, 'ja')).toMatch(/^5\s時間$/);
});

test('a wait is long only past 24 hours', () => {
  const since = new Date('2031-05-01T09:00:00Z');
  expect(isLongReviewWait(since, since.getTime() + 24 * HOUR)).toBe(false);
  expect(isLongReviewWait(since, since.getTime() + 24 * HOUR + 1)).toBe(true);
});

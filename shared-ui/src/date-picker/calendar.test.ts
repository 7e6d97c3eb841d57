import { addMonths, inYear, monthWeeks, parseIsoDay, yearGrid } from './calendar';

test('a month later keeps the day, or takes the month’s last day when it is shorter', () => {
  expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  expect(addMonths('2026-03-17', -12)).toBe('2025-03-17');
});

test('a month’s weeks run Sunday to Saturday with empty days around it', () => {
  const weeks = monthWeeks(2026, 3);
  expect(weeks[0]).toEqual([
    '2026-03-01',
    '2026-03-02',
    '2026-03-03',
    '2026-03-04',
    '2026-03-05',
    '2026-03-06',
    '2026-03-07',
  ]);
  expect(weeks[weeks.length - 1]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
  expect(monthWeeks(2026, 4)[0]?.slice(0, 3)).toEqual([null, null, null]);
});

test('only real calendar days parse', () => {
  expect(parseIsoDay('2026-02-29')).toBeNull();
  expect(parseIsoDay('2026-3-1')).toBeNull();
  expect(parseIsoDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
});

test('the year grid starts at the earliest allowed year, and a chosen year keeps the day inside the window', () => {
  expect(yearGrid('2026-12-24', '2026-12-20', 12)).toEqual(
    Array.from({ length: 12 }, (_, index) => 2026 + index),
  );
  expect(inYear('2026-12-24', 2027, '2026-12-20', '2027-01-20')).toBe('2027-01-20');
});

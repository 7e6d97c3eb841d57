import { PlainDate } from './plain-date';

const date = (iso: string) => PlainDate.from(iso);
const parsed = (text: string) => PlainDate.parse(text)?.toString() ?? null;

describe('reading ISO text', () => {
  test('a calendar date reads as its year, month and day', () => {
    const read = date('2026-11-22');
    expect([read.year, read.month, read.day]).toEqual([2026, 11, 22]);
    expect(read.toString()).toBe('2026-11-22');
  });

  test('February 29 exists only in leap years', () => {
    expect(parsed('2028-02-29')).toBe('2028-02-29');
    expect(parsed('2000-02-29')).toBe('2000-02-29');
    expect(parsed('2027-02-29')).toBeNull();
    expect(parsed('1900-02-29')).toBeNull();
    expect(parsed('2100-02-29')).toBeNull();
  });

  test('impossible dates are refused, not rolled over', () => {
    expect(parsed('2025-02-30')).toBeNull();
    expect(parsed('2026-04-31')).toBeNull();
    expect(parsed('2026-13-01')).toBeNull();
    expect(parsed('2026-00-10')).toBeNull();
    expect(parsed('2026-01-00')).toBeNull();
    expect(() => date('2025-02-30')).toThrow(RangeError);
  });

  test('text that is not an ISO date is refused', () => {
    for (const text of [
      '',
      'soon',
      'Nov 22, 2026',
      '2026-1-5',
      '26-11-22',
      '2026/11/22',
      ' 2026-11-22',
      '-000000-01-01',
    ])
      expect(parsed(text)).toBeNull();
    expect(() => date('2026-11-22T10:00:00')).toThrow(RangeError);
  });

  test('an instant with an offset reads as its date in UTC', () => {
    expect(parsed('2026-11-22T23:59:59.999Z')).toBe('2026-11-22');
    expect(parsed('2026-11-23T01:00:00+09:00')).toBe('2026-11-22');
    expect(parsed('2026-11-22T23:30:00-05:00')).toBe('2026-11-23');
    expect(parsed('2026-11-22T20:00-0500')).toBe('2026-11-23');
    expect(parsed('2026-12-31T22:00:00-03')).toBe('2027-01-01');
    expect(parsed('2028-03-01T08:00:00+09:00')).toBe('2028-02-29');
  });

  test('a date and time without an offset reads as its date', () => {
    expect(parsed('2026-11-22T10:00:00')).toBe('2026-11-22');
    expect(parsed('2026-11-22T23:59')).toBe('2026-11-22');
    expect(parsed('2026-11-22 08:15:30,5')).toBe('2026-11-22');
  });

  test('impossible times and offsets are refused', () => {
    expect(parsed('2026-11-22T24:00:00Z')).toBeNull();
    expect(parsed('2026-11-22T10:60:00Z')).toBeNull();
    expect(parsed('2026-11-22T10:00:00+24:00')).toBeNull();
    expect(parsed('2026-11-22T10:00:00+09:60')).toBeNull();
    expect(parsed('2026-11-22Z')).toBeNull();
  });

  test('years beyond 9999 use six signed digits, up to the end of the calendar', () => {
    expect(parsed('+275760-09-12T00:00:00.000Z')).toBe('+275760-09-12');
    expect(parsed('+275760-09-13T00:00:00Z')).toBe('+275760-09-13');
    expect(parsed('+275760-09-14')).toBeNull();
  });
});

describe('arithmetic', () => {
  test('adding months keeps the day when the month has it', () => {
    expect(date('2026-11-22').add({ months: 1 }).toString()).toBe('2026-12-22');
    expect(date('2026-11-22').add({ months: 14 }).toString()).toBe('2028-01-22');
  });

  test('a day the target month lacks clamps to its last day', () => {
    expect(date('2027-01-31').add({ months: 1 }).toString()).toBe('2027-02-28');
    expect(date('2028-01-31').add({ months: 1 }).toString()).toBe('2028-02-29');
    expect(date('2026-05-31').add({ months: 1 }).toString()).toBe('2026-06-30');
    expect(date('2028-02-29').add({ months: 12 }).toString()).toBe('2029-02-28');
    expect(date('2026-03-31').subtract({ months: 1 }).toString()).toBe('2026-02-28');
  });

  test('months are added before days', () => {
    expect(date('2026-01-31').add({ months: 1, days: 1 }).toString()).toBe('2026-03-01');
    expect(date('2026-03-31').subtract({ months: 1, days: 10 }).toString()).toBe('2026-02-18');
  });

  test('days cross month, year and leap-day boundaries', () => {
    expect(date('2026-12-28').add({ days: 7 }).toString()).toBe('2027-01-04');
    expect(date('2028-02-28').add({ days: 1 }).toString()).toBe('2028-02-29');
    expect(date('2027-02-28').add({ days: 1 }).toString()).toBe('2027-03-01');
    expect(date('2026-01-01').subtract({ days: 1 }).toString()).toBe('2025-12-31');
    expect(date('2026-11-22').add({ days: 365 }).toString()).toBe('2027-11-22');
  });

  test('a fractional amount or a result outside the calendar throws a RangeError', () => {
    expect(() => date('2026-11-22').add({ days: 1.5 })).toThrow(RangeError);
    expect(() => date('+275760-09-13').add({ days: 1 })).toThrow(RangeError);
    expect(() => date('+275760-09-12').add({ months: 1 })).toThrow(RangeError);
  });
});

describe('comparing', () => {
  test('compare orders dates and sorts them ascending', () => {
    expect(PlainDate.compare(date('2026-11-22'), date('2026-11-23'))).toBe(-1);
    expect(PlainDate.compare(date('2027-01-01'), date('2026-12-31'))).toBe(1);
    expect(PlainDate.compare(date('2026-11-22'), PlainDate.parse('2026-11-22T12:00:00Z')!)).toBe(0);
    const sorted = [date('2027-01-05'), date('2026-11-22'), date('2026-12-01')].sort(PlainDate.compare);
    expect(sorted.map(String)).toEqual(['2026-11-22', '2026-12-01', '2027-01-05']);
  });

  test('equals is true for the same calendar date', () => {
    expect(date('2026-11-22').equals(date('2026-11-21').add({ days: 1 }))).toBe(true);
    expect(date('2026-11-22').equals(date('2026-11-23'))).toBe(false);
  });

  test('relational operators throw instead of comparing nothing', () => {
    expect(() => date('2026-11-22') < date('2026-11-23')).toThrow(TypeError);
  });
});

describe('other readings', () => {
  test('the UTC date of an instant in milliseconds', () => {
    expect(PlainDate.fromEpochMilliseconds(Date.parse('2026-11-22T23:30:00-05:00')).toString()).toBe(
      '2026-11-23',
    );
    expect(PlainDate.fromEpochMilliseconds(-1).toString()).toBe('1969-12-31');
  });

  test('the ISO day of the week runs from Monday (1) to Sunday (7)', () => {
    expect(date('2026-11-23').dayOfWeek).toBe(1);
    expect(date('2026-11-22').dayOfWeek).toBe(7);
    expect(date('1970-01-01').dayOfWeek).toBe(4);
    expect(date('1969-12-28').dayOfWeek).toBe(7);
  });

  test('JSON carries the ISO date', () => {
    expect(JSON.stringify({ start: date('2026-11-22') })).toBe('{"start":"2026-11-22"}');
  });
});

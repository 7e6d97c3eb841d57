import {
  Temporal,
  calculateEndDate,
  defaultStartDate,
  parseIsoDate,
  startDateWindow,
  toUtcIso,
  todayUtc,
  utcDateOf,
} from 'shared-contracts/dates';

const date = (iso: string) => Temporal.PlainDate.from(iso);
const parsed = (text: string) => parseIsoDate(text)?.toString() ?? null;

describe('calculateEndDate', () => {
  test('adds the duration in months to the start date', () => {
    expect(calculateEndDate(date('2026-11-22'), 1).toString()).toBe('2026-12-22');
    expect(calculateEndDate(date('2026-11-22'), 12).toString()).toBe('2027-11-22');
  });

  test('clamps to the last day of a shorter month', () => {
    expect(calculateEndDate(date('2027-01-31'), 1).toString()).toBe('2027-02-28');
    expect(calculateEndDate(date('2028-01-31'), 1).toString()).toBe('2028-02-29');
    expect(calculateEndDate(date('2026-03-31'), 1).toString()).toBe('2026-04-30');
    expect(calculateEndDate(date('2026-08-31'), 6).toString()).toBe('2027-02-28');
    expect(calculateEndDate(date('2028-02-29'), 12).toString()).toBe('2029-02-28');
  });

  test('a result outside the calendar throws a RangeError', () => {
    expect(() => calculateEndDate(date('+275760-09-12'), 1)).toThrow(RangeError);
  });
});

describe('start date rules', () => {
  test('the default start date is 7 days from today, across a year end', () => {
    expect(defaultStartDate(date('2026-11-22')).toString()).toBe('2026-11-29');
    expect(defaultStartDate(date('2026-12-28')).toString()).toBe('2027-01-04');
  });

  test('the window runs from today (allowed) or 7 days on (pickable) to one month on', () => {
    const window = startDateWindow(date('2026-11-22'));
    expect(window.earliestAllowed.toString()).toBe('2026-11-22');
    expect(window.earliestPickable.toString()).toBe('2026-11-29');
    expect(window.latest.toString()).toBe('2026-12-22');
  });

  test('one month from the 31st of January ends on the last day of February', () => {
    const window = startDateWindow(date('2026-01-31'));
    expect(window.earliestPickable.toString()).toBe('2026-02-07');
    expect(window.latest.toString()).toBe('2026-02-28');
  });

  test('today is the UTC date, even when it is still yesterday in the Americas', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T23:30:00-05:00') });
    try {
      expect(todayUtc().toString()).toBe('2026-11-23');
    } finally {
      jest.useRealTimers();
    }
  });

  test('the UTC date of an instant in milliseconds', () => {
    expect(utcDateOf(Date.parse('2026-11-22T23:30:00-05:00')).toString()).toBe('2026-11-23');
    expect(utcDateOf(-1).toString()).toBe('1969-12-31');
  });
});

describe('ISO dates on the wire', () => {
  test('a date is sent as midnight UTC', () => {
    expect(toUtcIso(date('2026-11-22'))).toBe('2026-11-22T00:00:00.000Z');
    expect(toUtcIso(date('2027-01-05'))).toBe('2027-01-05T00:00:00.000Z');
  });

  test('a sent date reads back as the same date', () => {
    expect(parseIsoDate(toUtcIso(date('2028-02-29')))?.toString()).toBe('2028-02-29');
  });

  test('parseIsoDate reads plain dates and instants and refuses anything else', () => {
    expect(parsed('2026-11-22')).toBe('2026-11-22');
    expect(parsed('2026-11-22T23:59:59.999Z')).toBe('2026-11-22');
    expect(parsed('2026-11-22T10:00:00')).toBe('2026-11-22');
    expect(parsed('2026-13-01')).toBeNull();
    expect(parsed('2026-02-29')).toBeNull();
    expect(parsed('Nov 22, 2026')).toBeNull();
    expect(parsed('')).toBeNull();
  });

  test('February 29 exists only in leap years; impossible dates are refused, not rolled over', () => {
    expect(parsed('2028-02-29')).toBe('2028-02-29');
    expect(parsed('2000-02-29')).toBe('2000-02-29');
    for (const text of [
      '2027-02-29',
      '1900-02-29',
      '2100-02-29',
      '2025-02-30',
      '2026-04-31',
      '2026-00-10',
      '2026-01-00',
    ])
      expect(parsed(text)).toBeNull();
  });

  test('text that is not an ISO date is refused', () => {
    for (const text of [
      'soon',
      '2026-1-5',
      '26-11-22',
      '2026/11/22',
      '-000000-01-01',
      '20261122',
      '2026-11-22[u-ca=iso8601]',
    ])
      expect(parsed(text)).toBeNull();
  });

  test('an instant with an offset reads as its date in UTC', () => {
    expect(parsed('2026-11-23T01:00:00+09:00')).toBe('2026-11-22');
    expect(parsed('2026-11-22T23:30:00-05:00')).toBe('2026-11-23');
    expect(parsed('2026-11-22T20:00-0500')).toBe('2026-11-23');
    expect(parsed('2026-12-31T22:00:00-03')).toBe('2027-01-01');
    expect(parsed('2028-03-01T08:00:00+09:00')).toBe('2028-02-29');
  });

  test('a date and time without an offset reads as its date', () => {
    expect(parsed('2026-11-22T23:59')).toBe('2026-11-22');
    expect(parsed('2026-11-22 08:15:30,5')).toBe('2026-11-22');
  });

  test('impossible times and offsets are refused', () => {
    for (const text of [
      '2026-11-22T24:00:00Z',
      '2026-11-22T10:60:00Z',
      '2026-11-22T10:00:00+24:00',
      '2026-11-22T10:00:00+09:60',
      '2026-11-22Z',
    ])
      expect(parsed(text)).toBeNull();
  });

  test('years beyond 9999 use six signed digits, up to the end of the calendar', () => {
    expect(parsed('+275760-09-12T00:00:00.000Z')).toBe('+275760-09-12');
    expect(parsed('+275760-09-13T00:00:00Z')).toBe('+275760-09-13');
    expect(parsed('+275760-09-14')).toBeNull();
  });
});

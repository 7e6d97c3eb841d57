import {
  calculateEndDate,
  clickThroughRate,
  defaultStartDate,
  formatCount,
  formatDate,
  formatDuration,
  formatPrice,
  parseIsoDate,
  startDateWindow,
  toUtcIso,
  todayUtc,
} from './format';
import { PlainDate } from './plain-date';

const date = (iso: string) => PlainDate.from(iso);

describe('formatDuration', () => {
  test('says month or months in English', () => {
    expect(formatDuration(1, 'en')).toBe('1 month');
    expect(formatDuration(2, 'en')).toBe('2 months');
    expect(formatDuration(12, 'en')).toBe('12 months');
  });

  test('says N ヶ月 in Japanese', () => {
    // A no-break space: the number never ends a line with ヶ月 on the next.
    expect(formatDuration(1, 'ja')).toBe('1\u00a0ヶ月');
    expect(formatDuration(12, 'ja')).toBe('12\u00a0ヶ月');
  });
});

describe('formatDate', () => {
  test('shows a plain date as MMM D, YYYY in English and YYYY年M月D日 in Japanese', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22', 'ja')).toBe('2026年11月22日');
    expect(formatDate('2027-01-05', 'en')).toBe('Jan 5, 2027');
    expect(formatDate('2027-01-05', 'ja')).toBe('2027年1月5日');
    expect(formatDate(date('2026-09-30'), 'en')).toBe('Sep 30, 2026');
  });

  test('shows an instant as its date in UTC', () => {
    expect(formatDate('2026-11-22T23:30:00.000Z', 'en')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-23T01:00:00+09:00', 'ja')).toBe('2026年11月22日');
    expect(formatDate('2026-11-22T00:00:00.000Z', 'en')).toBe('Nov 22, 2026');
  });

  test('leaves text that is not a date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate('2026-02-30', 'ja')).toBe('2026-02-30');
  });
});

describe('formatCount', () => {
  test('groups digits in both languages', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'ja')).toBe('1,234,567');
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(0, 'ja')).toBe('0');
  });
});

describe('clickThroughRate', () => {
  test('is clicks over impressions as a percentage with 2 decimals', () => {
    expect(clickThroughRate(69, 2000)).toBe('3.45%');
    expect(clickThroughRate(1, 3)).toBe('33.33%');
    expect(clickThroughRate(2, 3)).toBe('66.67%');
    expect(clickThroughRate(1, 8)).toBe('12.50%');
    expect(clickThroughRate(100, 100)).toBe('100.00%');
    expect(clickThroughRate(3, 8000)).toBe('0.04%');
  });

  test('rounds half a hundredth up', () => {
    expect(clickThroughRate(1, 20000)).toBe('0.01%'); // 0.005%
  });

  test('is 0.00% when there are no impressions or no clicks', () => {
    expect(clickThroughRate(0, 0)).toBe('0.00%');
    expect(clickThroughRate(5, 0)).toBe('0.00%');
    expect(clickThroughRate(0, 1500)).toBe('0.00%');
  });
});

describe('formatPrice', () => {
  test('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(formatPrice(3200, 'en')).toBe('$32');
    expect(formatPrice(3250, 'en')).toBe('$32.50');
    expect(formatPrice(3205, 'en')).toBe('$32.05');
    expect(formatPrice(123456, 'en')).toBe('$1,234.56');
    expect(formatPrice(0, 'en')).toBe('$0');
  });

  test('shows the same dollar amount in Japanese', () => {
    expect(formatPrice(7200, 'ja')).toBe('$72');
    expect(formatPrice(86400, 'ja')).toBe('$864');
    expect(formatPrice(24835, 'ja')).toBe('$248.35');
  });
});

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
});

describe('ISO dates on the wire', () => {
  test('a date is sent as midnight UTC', () => {
    expect(toUtcIso(date('2026-11-22'))).toBe('2026-11-22T00:00:00.000Z');
    expect(toUtcIso(date('2027-01-05'))).toBe('2027-01-05T00:00:00.000Z');
  });

  test('a sent date reads back as the same date', () => {
    const parsed = parseIsoDate(toUtcIso(date('2028-02-29')));
    expect(parsed?.toString()).toBe('2028-02-29');
  });

  test('parseIsoDate reads plain dates and instants and refuses anything else', () => {
    expect(parseIsoDate('2026-11-22')?.toString()).toBe('2026-11-22');
    expect(parseIsoDate('2026-11-22T23:59:59.999Z')?.toString()).toBe('2026-11-22');
    expect(parseIsoDate('2026-11-22T10:00:00')?.toString()).toBe('2026-11-22');
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('Nov 22, 2026')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });
});

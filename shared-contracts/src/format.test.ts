import {
  clickThroughRate,
  formatCount,
  formatDate,
  formatDuration,
  formatPrice,
  isoCalendarDate,
} from './format';

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
    expect(formatDate({ year: 2026, month: 9, day: 30 }, 'en')).toBe('Sep 30, 2026');
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

describe('isoCalendarDate', () => {
  const read = (text: string) => {
    const date = isoCalendarDate(text);
    return date ? [date.year, date.month, date.day] : null;
  };

  test('reads a plain date, an instant as its UTC date, and a date and time without offset as its date', () => {
    expect(read('2026-11-22')).toEqual([2026, 11, 22]);
    expect(read('2026-11-23T01:00:00+09:00')).toEqual([2026, 11, 22]);
    expect(read('2026-12-31T22:00:00-03')).toEqual([2027, 1, 1]);
    expect(read('2026-11-22 08:15:30,5')).toEqual([2026, 11, 22]);
  });

  test('refuses impossible dates, times and offsets, and other text', () => {
    for (const text of [
      '2025-02-30',
      '2026-11-22T24:00:00Z',
      '2026-11-22T10:00:00+24:00',
      'Nov 22, 2026',
      '',
    ])
      expect(read(text)).toBeNull();
  });
});

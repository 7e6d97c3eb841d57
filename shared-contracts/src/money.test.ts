import { CURRENCY, formatMoney } from './money';

describe('formatMoney', () => {
  test('names the currency and shows cents in both languages', () => {
    expect(CURRENCY).toBe('USD');
    expect(formatMoney(3200, 'en')).toBe('US$32.00');
    expect(formatMoney(3200, 'ja')).toBe('US$32.00');
    expect(formatMoney(123_450, 'en')).toBe('US$1,234.50');
    expect(formatMoney(123_450, 'ja')).toBe('US$1,234.50');
    expect(formatMoney(5, 'en')).toBe('US$0.05');
  });

  test('leaves out zero cents when asked, never other cents', () => {
    expect(formatMoney(3200, 'en', { trimZeroCents: true })).toBe('US$32');
    expect(formatMoney(3250, 'ja', { trimZeroCents: true })).toBe('US$32.50');
  });

  test('shows refunds with a minus sign', () => {
    expect(formatMoney(-3616, 'en')).toBe('-US$36.16');
  });

  test('refuses fractions of a cent', () => {
    expect(() => formatMoney(32.5, 'en')).toThrow(RangeError);
  });
});

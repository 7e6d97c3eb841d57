import { REGION_CODES } from './country-codes';
import { checkoutAmounts, salesTaxCents, salesTaxFor } from './tax';

describe('salesTaxFor', () => {
  test.each([
    ['AB', 500, [['GST', 500]]],
    [
      'BC',
      1200,
      [
        ['GST', 500],
        ['PST', 700],
      ],
    ],
    [
      'MB',
      1200,
      [
        ['GST', 500],
        ['PST', 700],
      ],
    ],
    ['NB', 1500, [['HST', 1500]]],
    ['NL', 1500, [['HST', 1500]]],
    ['NS', 1400, [['HST', 1400]]],
    ['NT', 500, [['GST', 500]]],
    ['NU', 500, [['GST', 500]]],
    ['ON', 1300, [['HST', 1300]]],
    ['PE', 1500, [['HST', 1500]]],
    [
      'QC',
      1497.5,
      [
        ['GST', 500],
        ['QST', 997.5],
      ],
    ],
    [
      'SK',
      1100,
      [
        ['GST', 500],
        ['PST', 600],
      ],
    ],
    ['YT', 500, [['GST', 500]]],
  ])('a customer in %s pays %d basis points made of %j', (region, rate, parts) => {
    expect(salesTaxFor('CA', region)).toEqual({
      rateBasisPoints: rate,
      parts: parts.map(([name, rateBasisPoints]) => ({ name, rateBasisPoints })),
    });
  });

  test('covers every Canadian region', () => {
    for (const region of REGION_CODES) expect(salesTaxFor('CA', region)).not.toBeNull();
  });

  test('charges nothing outside Canada, whatever region is given', () => {
    expect(salesTaxFor('US', null)).toBeNull();
    expect(salesTaxFor('JP', undefined)).toBeNull();
    expect(salesTaxFor('US', 'ON')).toBeNull();
    expect(salesTaxFor('ca', 'ON')).toBeNull();
  });

  test('gives no rate for a Canadian customer without a known region', () => {
    expect(salesTaxFor('CA', null)).toBeNull();
    expect(salesTaxFor('CA', '')).toBeNull();
    expect(salesTaxFor('CA', 'XX')).toBeNull();
    expect(salesTaxFor('CA', 'toString')).toBeNull();
  });
});

describe('salesTaxCents', () => {
  test.each([
    ['AB', 160],
    ['BC', 384],
    ['MB', 384],
    ['NB', 480],
    ['NL', 480],
    ['NS', 448],
    ['NT', 160],
    ['NU', 160],
    ['ON', 416],
    ['PE', 480],
    ['QC', 479], // 479.2
    ['SK', 352],
    ['YT', 160],
  ])('on a $32.00 Lobbies month in %s the tax is %d cents', (region, cents) => {
    expect(salesTaxCents(3200, 'CA', region)).toBe(cents);
  });

  test('rounds half a cent up', () => {
    expect(salesTaxCents(50, 'CA', 'ON')).toBe(7); // 6.5
    expect(salesTaxCents(2000, 'CA', 'QC')).toBe(300); // 299.5
    expect(salesTaxCents(10, 'CA', 'AB')).toBe(1); // 0.5
  });

  test('rounds less than half a cent down', () => {
    expect(salesTaxCents(3201, 'CA', 'QC')).toBe(479); // 479.34975
    expect(salesTaxCents(9, 'CA', 'AB')).toBe(0); // 0.45 → down
  });

  test('rounds the combined tax once, not each part', () => {
    // GST 0.5 and QST 0.9975 would round to 1 + 1; the combined 1.4975 rounds to 1.
    expect(salesTaxCents(10, 'CA', 'QC')).toBe(1);
  });

  test('stays exact on large amounts', () => {
    expect(salesTaxCents(86_400_00, 'CA', 'QC')).toBe(12_938_40);
    expect(salesTaxCents(Number.MAX_SAFE_INTEGER, 'CA', 'ON')).toBe(1_170_935_903_116_329);
  });

  test('is zero outside Canada', () => {
    expect(salesTaxCents(3200, 'US', null)).toBe(0);
    expect(salesTaxCents(3200, 'JP', 'QC')).toBe(0);
  });

  test('refuses amounts that are not whole non-negative cents', () => {
    expect(() => salesTaxCents(32.5, 'CA', 'ON')).toThrow(RangeError);
    expect(() => salesTaxCents(-100, 'CA', 'ON')).toThrow(RangeError);
    expect(() => salesTaxCents(Number.NaN, 'CA', 'ON')).toThrow(RangeError);
  });
});

describe('checkoutAmounts', () => {
  test('adds tax to the subtotal and labels it in both languages', () => {
    expect(checkoutAmounts(21_600, 'CA', 'QC')).toEqual({
      subtotalCents: 21_600,
      taxCents: 3_235, // 3,234.6
      totalCents: 24_835,
      taxLabel: { en: 'Sales tax (GST 5% + QST 9.975%)', ja: '売上税（GST 5% + QST 9.975%）' },
    });
    expect(checkoutAmounts(5_200, 'CA', 'NS').taxLabel).toEqual({
      en: 'Sales tax (HST 14%)',
      ja: '売上税（HST 14%）',
    });
  });

  test('outside Canada the total is the subtotal and there is no tax line', () => {
    expect(checkoutAmounts(7_200, 'JP', null)).toEqual({
      subtotalCents: 7_200,
      taxCents: 0,
      totalCents: 7_200,
      taxLabel: null,
    });
  });
});

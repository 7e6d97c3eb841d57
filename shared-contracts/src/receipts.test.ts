import { REGION_CODES } from './country-codes';
import {
  formatReceiptNumber,
  orderAmounts,
  RECEIPT_NUMBER_PATTERN,
  taxLineLabel,
  taxLinesFor,
} from './receipts';
import { formatTaxRate } from './tax';

describe('taxLinesFor', () => {
  test.each([
    ['ON', [['HST', 1300, 416]]],
    ['NS', [['HST', 1400, 448]]],
    ['AB', [['GST', 500, 160]]],
    [
      'BC',
      [
        ['GST', 500, 160],
        ['PST', 700, 224],
      ],
    ],
    [
      'MB',
      [
        ['GST', 500, 160],
        ['RST', 700, 224],
      ],
    ],
    [
      'QC',
      [
        ['GST', 500, 160],
        ['QST', 997.5, 319], // 319.2
      ],
    ],
    [
      'SK',
      [
        ['GST', 500, 160],
        ['PST', 600, 192],
      ],
    ],
  ] as const)('a $32.00 month in %s lists %j', (region, lines) => {
    expect(taxLinesFor(3200, 'CA', region)).toEqual(
      lines.map(([name, rateBasisPoints, amountCents]) => ({ name, rateBasisPoints, amountCents })),
    );
  });

  test('every Canadian region has at least one line; none outside Canada or without a region', () => {
    for (const region of REGION_CODES) expect(taxLinesFor(3200, 'CA', region).length).toBeGreaterThan(0);
    expect(taxLinesFor(3200, 'US', null)).toEqual([]);
    expect(taxLinesFor(3200, 'JP', 'ON')).toEqual([]);
    expect(taxLinesFor(3200, 'CA', null)).toEqual([]);
  });

  test('rounds each tax on its own, half up', () => {
    // GST 0.5 → 1 and QST 0.9975 → 1: two authorities, two roundings.
    expect(taxLinesFor(10, 'CA', 'QC').map((line) => line.amountCents)).toEqual([1, 1]);
    expect(taxLinesFor(50, 'CA', 'ON')[0]?.amountCents).toBe(7); // 6.5
  });

  test('refuses amounts that are not whole non-negative cents', () => {
    expect(() => taxLinesFor(-1, 'CA', 'ON')).toThrow(RangeError);
    expect(() => taxLinesFor(1.5, 'CA', 'ON')).toThrow(RangeError);
  });
});

describe('orderAmounts', () => {
  test('the total is the subtotal plus the sum of the lines', () => {
    const amounts = orderAmounts(21_600, 'CA', 'QC');
    expect(amounts.taxLines.map((line) => line.amountCents)).toEqual([1_080, 2_155]); // 1,080 + 2,154.6
    expect(amounts).toMatchObject({ subtotalCents: 21_600, taxCents: 3_235, totalCents: 24_835 });
    expect(orderAmounts(7_200, 'JP', null)).toEqual({
      subtotalCents: 7_200,
      taxLines: [],
      taxCents: 0,
      totalCents: 7_200,
    });
  });
});

describe('tax labels', () => {
  test('print rates without float noise', () => {
    expect(formatTaxRate(500)).toBe('5%');
    expect(formatTaxRate(997.5)).toBe('9.975%');
    expect(taxLineLabel({ name: 'HST', rateBasisPoints: 1300 })).toBe('HST 13%');
    expect(taxLineLabel({ name: 'RST', rateBasisPoints: 700 })).toBe('RST 7%');
  });
});

describe('receipt numbers', () => {
  test('are the year and six digits', () => {
    expect(formatReceiptNumber(2026, 42)).toBe('2026-000042');
    expect(RECEIPT_NUMBER_PATTERN.test('2026-000042')).toBe(true);
    expect(RECEIPT_NUMBER_PATTERN.test('2026-42')).toBe(false);
    expect(() => formatReceiptNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatReceiptNumber(2026, 1_000_000)).toThrow(RangeError);
  });
});

import * as v from 'valibot';
import { BillingHistorySchema, ReceiptParamsSchema, UpdateBillingDetailsRequestSchema } from './billing';

describe('UpdateBillingDetailsRequestSchema', () => {
  const parse = (input: unknown) => v.safeParse(UpdateBillingDetailsRequestSchema, input);

  test('keeps a Canadian province and trims the optional texts, reading blanks as none', () => {
    expect(
      parse({ country: 'CA', region: 'MB', companyName: ' Prairie Arts ', taxNumber: '' }).output,
    ).toEqual({
      country: 'CA',
      region: 'MB',
      companyName: 'Prairie Arts',
      taxNumber: null,
    });
  });

  test('drops a region outside Canada and needs one inside', () => {
    expect(parse({ country: 'JP', region: 'ON' }).output).toEqual({
      country: 'JP',
      region: null,
      companyName: null,
      taxNumber: null,
    });
    expect(parse({ country: 'CA' }).success).toBe(false);
    expect(parse({ country: 'CA', region: 'XX' }).success).toBe(false);
  });

  test('refuses unknown countries, long or control-character texts', () => {
    expect(parse({ country: 'ZZ' }).success).toBe(false);
    expect(parse({ country: 'US', companyName: 'x'.repeat(101) }).success).toBe(false);
    expect(parse({ country: 'US', taxNumber: 'a\u0000b' }).success).toBe(false);
  });

  test('refuses half of a surrogate pair in either text, naming the field, as every free text does', () => {
    for (const field of ['companyName', 'taxNumber'] as const) {
      const result = v.safeParse(UpdateBillingDetailsRequestSchema, {
        country: 'US',
        [field]: 'Galerie \ud822',
      });
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
        [field, expect.stringContaining('validation.broken-character')],
      ]);
    }
  });
});

test('receipt numbers in paths are the year and six digits', () => {
  expect(v.safeParse(ReceiptParamsSchema, { number: '2026-000042' }).success).toBe(true);
  expect(v.safeParse(ReceiptParamsSchema, { number: '2026-42' }).success).toBe(false);
});

test('a billing history carries its currency', () => {
  const history = {
    entries: [
      {
        kind: 'refund',
        id: 'refund-1',
        occurredAt: '2026-11-23T10:00:00.000Z',
        receiptNumber: '2026-000001',
        adId: 3,
        adTitle: 'Autumn',
        plan: 'LOBBIES',
        months: 1,
        amountCents: -3616,
        taxCents: -416,
        currency: 'USD',
      },
    ],
    totals: { paidCents: 3616, refundedCents: 3616, netCents: 0, currency: 'USD' },
  };
  expect(v.safeParse(BillingHistorySchema, history).success).toBe(true);
  expect(
    v.safeParse(BillingHistorySchema, { ...history, totals: { ...history.totals, currency: 'CAD' } }).success,
  ).toBe(false);
});

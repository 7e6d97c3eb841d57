/** Money on the wire (decision 0033): the advertiser's billing history (payments and refunds, newest first, with
 *  totals), one receipt by its number, a refund of a rejected ad, and the billing details of the account (country,
 *  Canadian region, company name, tax number) that later payments are taxed and addressed with. Amounts are
 *  integer cents in CURRENCY (money.ts); receipts already issued never change. */
import * as v from 'valibot';
import { LanguageSchema } from '../../language';
import { CURRENCY } from '../../money';
import { PLANS } from '../../plans';
import { CANADA, isCanadianRegion, isCountryCode } from '../../country-codes';
import { RECEIPT_NUMBER_PATTERN, TAX_LINE_NAMES } from '../../receipts';
import { optionalTextSchema } from '../../validation/fields';
import { messageRef } from '../../validation/issues';
import { IsoTimestampSchema } from './common';
import { AdSchema } from './ad';

export const COMPANY_NAME_MAX_LENGTH = 100;
export const TAX_NUMBER_MAX_LENGTH = 50;

export const CurrencySchema = v.literal(CURRENCY);
const CentsSchema = v.pipe(v.number(), v.integer());

export const TaxLineSchema = v.object({
  name: v.picklist(TAX_LINE_NAMES),
  /** Basis points, not always whole: QST is 997.5. */
  rateBasisPoints: v.number(),
  amountCents: CentsSchema,
});
export type TaxLineResponse = v.InferOutput<typeof TaxLineSchema>;

export const ReceiptNumberSchema = v.pipe(v.string(), v.regex(RECEIPT_NUMBER_PATTERN));

/** `:number` of GET /billing/receipts/:number: '2026-000042'. */
export const ReceiptParamsSchema = v.object({
  number: v.pipe(
    v.string(messageRef('api.not-found')),
    v.regex(RECEIPT_NUMBER_PATTERN, messageRef('api.not-found')),
  ),
});
export type ReceiptParams = v.InferOutput<typeof ReceiptParamsSchema>;

/** Who sold: from the API's configuration (SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_IDS), as it was at issue. */
export const SellerSchema = v.object({
  name: v.string(),
  /** Address lines, in order. */
  address: v.array(v.string()),
  /** Tax registrations printed on receipts, e.g. { name: 'GST/HST', number: '123456789 RT0001' }. */
  taxIds: v.array(v.object({ name: v.string(), number: v.string() })),
});
export type Seller = v.InferOutput<typeof SellerSchema>;

/** Who bought: the account's billing details when the payment completed. */
export const BuyerSchema = v.object({
  name: v.nullable(v.string()),
  email: v.string(),
  companyName: v.nullable(v.string()),
  taxNumber: v.nullable(v.string()),
  country: v.nullable(v.string()),
  region: v.nullable(v.string()),
});
export type Buyer = v.InferOutput<typeof BuyerSchema>;

/** How a receipt's payment was made: a card (its brand and last four digits, as the provider reported them) or the
 *  embedded test checkout. */
export const PaymentMethodSchema = v.variant('kind', [
  v.object({ kind: v.literal('card'), brand: v.string(), last4: v.string() }),
  v.object({ kind: v.literal('test-checkout') }),
]);
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/** A refund of a payment: the whole amount paid, back to the card it came from. */
export const RefundSchema = v.object({
  id: v.number(),
  adId: v.nullable(v.number()),
  /** The receipt of the payment refunded. */
  receiptNumber: v.nullable(ReceiptNumberSchema),
  amountCents: CentsSchema,
  currency: CurrencySchema,
  refundedAt: IsoTimestampSchema,
});
export type Refund = v.InferOutput<typeof RefundSchema>;

/** GET /billing/receipts/:number → Receipt: everything printed on the receipt page, frozen when it was issued. */
export const ReceiptSchema = v.object({
  number: ReceiptNumberSchema,
  issuedAt: IsoTimestampSchema,
  /** The ad's language when the receipt was issued (its mail was in it). */
  language: LanguageSchema,
  adId: v.nullable(v.number()),
  adTitle: v.string(),
  plan: v.picklist(PLANS),
  months: v.number(),
  monthlyPriceCents: CentsSchema,
  subtotalCents: CentsSchema,
  taxLines: v.array(TaxLineSchema),
  taxCents: CentsSchema,
  totalCents: CentsSchema,
  currency: CurrencySchema,
  seller: SellerSchema,
  buyer: BuyerSchema,
  /** The ad's run, 'YYYY-MM-DD', frozen with the receipt; null on receipts issued without it. */
  run: v.optional(v.nullable(v.object({ startDate: v.string(), endDate: v.string() })), null),
  /** How it was paid; null when the provider did not say. */
  paymentMethod: v.optional(v.nullable(PaymentMethodSchema), null),
  /** Set once the payment has been refunded. */
  refund: v.nullable(RefundSchema),
});
export type Receipt = v.InferOutput<typeof ReceiptSchema>;

/** One line of the billing page: a payment (with its receipt) or a refund (a negative amount). */
export const BillingEntrySchema = v.object({
  kind: v.picklist(['payment', 'refund']),
  /** 'payment-12', 'refund-3': unique within the list, for React keys. */
  id: v.string(),
  occurredAt: IsoTimestampSchema,
  receiptNumber: v.nullable(ReceiptNumberSchema),
  adId: v.nullable(v.number()),
  adTitle: v.string(),
  plan: v.picklist(PLANS),
  months: v.number(),
  /** Payments positive, refunds negative. */
  amountCents: CentsSchema,
  taxCents: CentsSchema,
  currency: CurrencySchema,
});
export type BillingEntry = v.InferOutput<typeof BillingEntrySchema>;

/** GET /billing → BillingHistory: every payment and refund of the advertiser, newest first, with totals. */
export const BillingHistorySchema = v.object({
  entries: v.array(BillingEntrySchema),
  totals: v.object({
    paidCents: CentsSchema,
    refundedCents: CentsSchema,
    /** Paid minus refunded. */
    netCents: CentsSchema,
    currency: CurrencySchema,
  }),
});
export type BillingHistory = v.InferOutput<typeof BillingHistorySchema>;

/** POST /ads/:id/refund and the operator's refund → the ad (now REFUNDED) and its refund. */
export const RefundAnswerSchema = v.object({ ad: AdSchema, refund: RefundSchema });
export type RefundAnswer = v.InferOutput<typeof RefundAnswerSchema>;

/** The operator's refund also says whether the advertiser's mail went out. */
export const OperatorRefundAnswerSchema = v.object({
  ad: AdSchema,
  refund: RefundSchema,
  email: v.string(),
  mailed: v.boolean(),
});
export type OperatorRefundAnswer = v.InferOutput<typeof OperatorRefundAnswerSchema>;

/** GET /advertisers/billing-details → BillingDetails (each null until set). */
export const BillingDetailsSchema = v.object({
  country: v.nullable(v.string()),
  region: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  taxNumber: v.nullable(v.string()),
});
export type BillingDetails = v.InferOutput<typeof BillingDetailsSchema>;

const countryRequired = messageRef('validation.required-select', { field: 'field.country' });

/**
 * PATCH /advertisers/billing-details → BillingDetails. Country (with a Canadian region for Canada, dropped
 * elsewhere), optional company name and tax number. Applies to payments completed from now on; receipts already
 * issued keep what they say.
 */
export const UpdateBillingDetailsRequestSchema = v.pipe(
  v.object({
    country: v.pipe(v.string(countryRequired), v.check(isCountryCode, messageRef('validation.country'))),
    region: v.nullish(v.string(), null),
    companyName: optionalTextSchema('field.company-name', COMPANY_NAME_MAX_LENGTH),
    taxNumber: optionalTextSchema('field.tax-number', TAX_NUMBER_MAX_LENGTH),
  }),
  v.forward(
    v.partialCheck(
      [['country'], ['region']],
      (input) => input.country !== CANADA || (input.region != null && isCanadianRegion(input.region)),
      messageRef('validation.region-required'),
    ),
    ['region'],
  ),
  v.transform((input) => ({ ...input, region: input.country === CANADA ? (input.region ?? null) : null })),
);
export type UpdateBillingDetailsRequest = v.InferInput<typeof UpdateBillingDetailsRequestSchema>;
export type UpdateBillingDetails = v.InferOutput<typeof UpdateBillingDetailsRequestSchema>;

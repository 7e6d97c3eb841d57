/** The review desk's calls (decision 0038): the queue of ads waiting for review, one ad with its audit history,
 *  and the operator's moves on it. Each item carries what an operator checks before approving: the banner at its
 *  real size, the link spelled out with its domain in Unicode and warnings for a disguised link, the advertiser,
 *  the plan and dates, and the payment. */
import * as v from 'valibot';
import { REJECTED_CREATIVES } from '../../creatives';
import { LanguageSchema } from '../../language';
import { CURRENCY } from '../../money';
import { PLANS } from '../../plans';
import { IsoTimestampSchema } from './common';
import { AdStatusSchema } from './ad';

/**
 * Why a link deserves a second look:
 * - `punycode`: a label of the link's host is punycode (`xn--`), so it may imitate another domain's letters;
 * - `text-mismatch`: the title names a domain other than the link's.
 */
export const LINK_WARNINGS = ['punycode', 'text-mismatch'] as const;
export type LinkWarning = (typeof LINK_WARNINGS)[number];

/** The payment of the ad's checkout, as the provider reported it; HELD when the money did not match the price. */
export const REVIEW_PAYMENT_STATUSES = ['OPEN', 'COMPLETED', 'EXPIRED', 'FAILED', 'HELD'] as const;

/** The moves an operator makes, as the audit log records them. */
export const REVIEW_ACTIONS = ['approve', 'reject', 'end', 'refund'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** The account events the audit log records beside the moves (decision 0097): the CLI adding an operator, sending
 *  an existing one a new link, disabling one; and each sign-in, good or failed, and each enrolment. */
export const OPERATOR_EVENTS = [
  'operator-add',
  'operator-reinvite',
  'operator-disable',
  'sign-in',
  'sign-in-failed',
  'enrol',
] as const;
export type OperatorEvent = (typeof OPERATOR_EVENTS)[number];

/** Everything the audit log records: the moves on ads, then the account events. */
export const AUDIT_LOG_ACTIONS = [...REVIEW_ACTIONS, ...OPERATOR_EVENTS] as const;
export type AuditLogAction = (typeof AUDIT_LOG_ACTIONS)[number];

/** The actor of the moves made with `pnpm admin` (the CLI's bearer token names no operator). */
export const CLI_ACTOR = 'operator CLI';

/** The CLI as an actor, with the machine's user name it sent (older entries recorded none). */
export function cliActor(user: string | null): string {
  return user === null ? `${CLI_ACTOR} (user not recorded)` : `${CLI_ACTOR} (${user})`;
}

export const ReviewAdvertiserSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
});
export type ReviewAdvertiser = v.InferOutput<typeof ReviewAdvertiserSchema>;

/** The member of the account who applied for an ad (decision 0121); null when unknown (that person left). */
export const AppliedBySchema = v.object({ name: v.nullable(v.string()), email: v.string() });
export type AppliedBy = v.InferOutput<typeof AppliedBySchema>;

export const ReviewPaymentSchema = v.object({
  status: v.picklist(REVIEW_PAYMENT_STATUSES),
  /** The total charged, tax included, in integer cents. */
  amountCents: v.pipe(v.number(), v.integer()),
  currency: v.literal(CURRENCY),
  /** Null until a receipt is issued (the payment completed). */
  receiptNumber: v.nullable(v.string()),
  paidAt: v.nullable(IsoTimestampSchema),
});
export type ReviewPayment = v.InferOutput<typeof ReviewPaymentSchema>;

export const ReviewItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  linkUrl: v.string(),
  /** The link's host in Unicode (`bücher.example`, never `xn--bcher-kva.example`). */
  linkDomain: v.string(),
  linkWarnings: v.array(v.picklist(LINK_WARNINGS)),
  bannerUrl: v.string(),
  /** The banner's size in pixels, null when the file could not be measured. */
  bannerWidth: v.nullable(v.number()),
  bannerHeight: v.nullable(v.number()),
  plan: v.picklist(PLANS),
  duration: v.number(),
  startDate: IsoTimestampSchema,
  endDate: IsoTimestampSchema,
  advertiser: ReviewAdvertiserSchema,
  /** The member who applied (absent from an older API). */
  appliedBy: v.optional(v.nullable(AppliedBySchema), null),
  /** The ad's language: its mails, the rejection's included, are written in it. */
  language: LanguageSchema,
  /** The latest checkout of the ad; null when it never had one. */
  payment: v.nullable(ReviewPaymentSchema),
  /** When the ad entered review (its payment completed, else its creation). */
  submittedAt: IsoTimestampSchema,
  /** "Run again": the earlier ad this one repeats, which an operator approved before; null otherwise (and absent
   *  from an older API). */
  previousAdId: v.optional(v.nullable(v.number()), null),
  /** Campaign tags: the utm_campaign the click redirect adds to the link, null without tags (and absent from an
   *  older API). The desk shows the link as visitors will open it. */
  campaignName: v.optional(v.nullable(v.string()), null),
  /** The language of the primary creative (`title`, `bannerUrl`); absent from an older API: the ad's language. */
  creativeLanguage: v.optional(LanguageSchema),
  /** The creative in the other language, when the ad has one (decision 0117). */
  secondCreative: v.optional(
    v.nullable(
      v.object({
        title: v.string(),
        bannerUrl: v.string(),
        bannerWidth: v.nullable(v.number()),
        bannerHeight: v.nullable(v.number()),
      }),
    ),
    null,
  ),
});
export type ReviewItem = v.InferOutput<typeof ReviewItemSchema>;

/** Why a payment was held: the provider charged another amount or currency than was priced, or the money was in
 *  the other mode than the key (test money on a live key, or the reverse). */
export const HELD_REASONS = ['amount', 'currency', 'livemode'] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

/** A payment that needs an operator's attention: taken by the provider but held, with no receipt, its ad left
 *  unpaid. The operator refunds it from the desk. */
export const HeldPaymentSchema = v.object({
  id: v.number(),
  /** The ad it was for; null once that ad is deleted. */
  adId: v.nullable(v.number()),
  adTitle: v.nullable(v.string()),
  advertiserEmail: v.nullable(v.string()),
  reason: v.picklist(HELD_REASONS),
  /** What the ad was priced at, in integer cents of CURRENCY. */
  pricedCents: v.pipe(v.number(), v.integer()),
  /** What the provider reports it charged (null when it did not say), its currency (lower case, as reported)
   *  and whether it was live money. */
  paidCents: v.nullable(v.pipe(v.number(), v.integer())),
  paidCurrency: v.nullable(v.string()),
  livemode: v.nullable(v.boolean()),
  heldAt: IsoTimestampSchema,
});
export type HeldPayment = v.InferOutput<typeof HeldPaymentSchema>;

/** GET /review/ads → the ads waiting for review, the longest-waiting first, and the payments that need attention
 *  (absent from an older API: none). */
export const ReviewQueueSchema = v.object({
  ads: v.array(ReviewItemSchema),
  attention: v.optional(v.array(HeldPaymentSchema), []),
});
export type ReviewQueue = v.InferOutput<typeof ReviewQueueSchema>;

export const ReviewAdSchema = v.object({
  ...ReviewItemSchema.entries,
  status: AdStatusSchema,
  rejectionReason: v.nullable(v.string()),
  /** Which creative the rejection is about; null otherwise. */
  rejectedCreatives: v.optional(v.nullable(v.picklist(REJECTED_CREATIVES)), null),
});
export type ReviewAd = v.InferOutput<typeof ReviewAdSchema>;

/** One line of an ad's audit log. `actor` is the operator's email, or CLI_ACTOR. */
export const AuditEntrySchema = v.object({
  action: v.picklist(REVIEW_ACTIONS),
  actor: v.string(),
  reason: v.nullable(v.string()),
  at: IsoTimestampSchema,
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** GET /review/ads/:id, and every move's answer: the ad as it is now and its history, oldest first. */
export const ReviewAdAnswerSchema = v.object({ ad: ReviewAdSchema, history: v.array(AuditEntrySchema) });
export type ReviewAdAnswer = v.InferOutput<typeof ReviewAdAnswerSchema>;

/** POST /review/payments/:id/refund → the payments that still need attention, once the held one is refunded. */
export const HeldRefundAnswerSchema = v.object({ attention: v.array(HeldPaymentSchema) });
export type HeldRefundAnswer = v.InferOutput<typeof HeldRefundAnswerSchema>;

/** Who made an audit-log entry: a signed-in operator, the CLI with its machine's user name, or nobody known (a
 *  failed sign-in). */
export const AuditActorSchema = v.variant('kind', [
  v.object({ kind: v.literal('operator'), email: v.string() }),
  v.object({ kind: v.literal('cli'), user: v.nullable(v.string()) }),
  v.object({ kind: v.literal('none') }),
]);
export type AuditActor = v.InferOutput<typeof AuditActorSchema>;

/** One line of the whole audit log (GET /review/audit-log). */
export const AuditLogEntrySchema = v.object({
  id: v.number(),
  action: v.picklist(AUDIT_LOG_ACTIONS),
  actor: AuditActorSchema,
  /** The operator an account event concerns (added, disabled, signed in…); null for a move on an ad, and for a
   *  failed sign-in with an email that names no operator (the typed text is not kept: it may be a password). */
  subject: v.nullable(v.string()),
  /** The ad of a move; null for an account event. */
  adId: v.nullable(v.number()),
  reason: v.nullable(v.string()),
  at: IsoTimestampSchema,
});
export type AuditLogEntry = v.InferOutput<typeof AuditLogEntrySchema>;

/** The filter: one operator's entries, as actor or as subject. */
export const AuditLogQuerySchema = v.object({
  operatorId: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))),
});
export type AuditLogQuery = v.InferInput<typeof AuditLogQuerySchema>;

/** The newest entries first (at most AUDIT_LOG_PAGE), and every operator for the filter. */
export const AuditLogSchema = v.object({
  entries: v.array(AuditLogEntrySchema),
  operators: v.array(v.object({ id: v.number(), email: v.string(), disabled: v.boolean() })),
});
export type AuditLog = v.InferOutput<typeof AuditLogSchema>;

/** How many entries the desk shows at once, the newest first. */
export const AUDIT_LOG_PAGE = 200;

/** Every table of the product in one drizzle schema: accounts and their tokens and sessions, ads and their
 *  payments, uploads, enquiries, FAQs, spent bot-check challenges, password and rate-limit counters and the mail
 *  outbox. Migrations in ./migrations are generated from this file (`pnpm --filter api db:generate`) and checked in. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Kept here as literals (mirroring PLANS and AD_STATUSES of shared-contracts) so drizzle-kit can load this file
// without the contracts package; src/db/schema.test.ts fails if the two ever differ.
export const DB_PLANS = ['LOBBIES', 'EXHIBITIONS', 'COMPREHENSIVE'] as const;
export const DB_AD_STATUSES = [
  'UNPAID',
  'PENDING',
  'ACTIVE',
  'PAUSED',
  'ENDED',
  'REJECTED',
  'REFUNDED',
] as const;
export const DB_LANGUAGES = ['en', 'ja'] as const;
/** Which creative of an ad a rejection is about: the English one, the Japanese one, or both (decision 0117). */
export const DB_REJECTED_CREATIVES = ['en', 'ja', 'both'] as const;
export const DB_PLACEMENTS = ['lobby', 'exhibition'] as const;
export const TOKEN_KINDS = ['confirm-email', 'reset-password', 'new-email'] as const;
/** HELD: the provider took money that does not match the payment (amount, currency or live mode); no receipt, the
 *  ad stays unpaid, and the review desk shows it to operators, who refund it. */
export const PAYMENT_STATUSES = ['OPEN', 'COMPLETED', 'EXPIRED', 'FAILED', 'HELD'] as const;
export const MAIL_STATUSES = ['QUEUED', 'DELIVERED', 'FAILED'] as const;
export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED'] as const;
export const REFUND_ACTORS = ['advertiser', 'operator', 'system'] as const;
/** The moves on ads the audit log records (REVIEW_ACTIONS of shared-contracts; schema.test.ts holds them equal). */
export const AD_AUDIT_ACTIONS = ['approve', 'reject', 'end', 'refund'] as const;
/** Everything the audit log records: the moves, then the operators' account events (AUDIT_LOG_ACTIONS of
 *  shared-contracts, decision 0097). */
export const AUDIT_ACTIONS = [
  ...AD_AUDIT_ACTIONS,
  'operator-add',
  'operator-reinvite',
  'operator-disable',
  'sign-in',
  'sign-in-failed',
  'enrol',
] as const;

export type TokenKind = (typeof TOKEN_KINDS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type MailStatus = (typeof MAIL_STATUSES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type RefundActor = (typeof REFUND_ACTORS)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const inListText = (column: string, values: readonly string[]) =>
  `${column} in (${values.map((value) => `'${value}'`).join(', ')})`;
const inList = (column: string, values: readonly string[]) => sql.raw(inListText(column, values));

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The account: the company that buys ads (decision 0121). Ads, payments, receipts, refunds, the billing details
 *  and the time zone belong to it; the people who sign in are its members (`people`, `memberships`). */
export const advertisers = pgTable(
  'advertisers',
  {
    id: serial('id').primaryKey(),
    /** Public identifier of the account; the numeric id alone never proves anything. */
    accountId: uuid('account_id').notNull().defaultRandom(),
    /** The billing details (with country and region): printed on receipts issued from now on. */
    country: text('country'),
    region: text('region'),
    companyName: varchar('company_name', { length: 100 }),
    taxNumber: varchar('tax_number', { length: 50 }),
    /** Closed accounts keep their row for payment records. */
    closedAt: at('closed_at'),
    /** The IANA time zone the account's results, dates in mails and the weekly mail's Monday use (decision 0118):
     *  the browser's at sign-up, UTC for accounts older than time zones. */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('advertisers_account_id_key').on(table.accountId)],
);

export const DB_ROLES = ['owner', 'manager', 'billing', 'viewer'] as const;
export type DbRole = (typeof DB_ROLES)[number];

/** A person who signs in (decision 0121): their own email, password, name and language. A person belongs to one
 *  or more accounts through `memberships`. People migrated from the accounts of before kept the account's id as
 *  their own and its account_id as their link_id, so the links already mailed still name them. */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    /** Public identifier that mailed links carry as `account_id` with the person's id. */
    linkId: uuid('link_id').notNull().defaultRandom(),
    email: text('email').notNull(),
    /** Address waiting for confirmation through the change-email link. */
    pendingEmail: text('pending_email'),
    /** argon2id, PHC string with its parameters. */
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 50 }),
    language: text('language', { enum: DB_LANGUAGES }).notNull().default('en'),
    confirmedAt: at('confirmed_at'),
    /** Set when the person's last account closed: their email is free for a new sign-up. */
    closedAt: at('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('people_link_id_key').on(table.linkId),
    uniqueIndex('people_open_email_key')
      .on(table.email)
      .where(sql`${table.closedAt} is null`),
    check('people_language_check', inList('language', DB_LANGUAGES)),
  ],
);

/** A person's place in an account: their role, and the weekly results mail, which goes to each member who turned
 *  it on. An account always keeps at least one owner (the services refuse the change that would leave none). */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: DB_ROLES }).notNull(),
    /** What the weekly mail's unsubscribe link names (the account's account_id for memberships migrated from the
     *  accounts of before, so the links already mailed still work). */
    linkId: uuid('link_id').notNull().defaultRandom(),
    /** The weekly results mail (product.md, Mails about ads): off until the member turns it on. */
    weeklyResults: boolean('weekly_results').notNull().default(false),
    /** Moves on at every change of `weekly_results`: unsubscribe links are signed over it, so a link works until
     *  the preference changes and never after. */
    weeklyResultsVersion: integer('weekly_results_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('memberships_person_advertiser_key').on(table.personId, table.advertiserId),
    uniqueIndex('memberships_link_id_key').on(table.linkId),
    index('memberships_advertiser_idx').on(table.advertiserId),
    check('memberships_role_check', inList('role', DB_ROLES)),
  ],
);

/** Invitations to an account (decision 0121): the link's token is stored as its SHA-256 only, as one_time_tokens'
 *  are. Single use, valid for 7 days; re-sending replaces the hash (the old link dies), revoking sets revoked_at. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: DB_ROLES }).notNull(),
    /** The language the mail was written in. */
    language: text('language', { enum: DB_LANGUAGES }).notNull().default('en'),
    invitedBy: integer('invited_by').references(() => people.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_key').on(table.tokenHash),
    index('invitations_advertiser_idx').on(table.advertiserId),
    check('invitations_role_check', inList('role', DB_ROLES)),
    check('invitations_language_check', inList('language', DB_LANGUAGES)),
  ],
);

/** Links mailed to people (confirm email, reset password, confirm new email). Only the SHA-256 of the token is
 *  stored, so a database leak gives no usable links. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to; a new-email token confirms exactly this address. */
    email: text('email').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(table.tokenHash),
    index('one_time_tokens_person_kind_idx').on(table.personId, table.kind),
    check('one_time_tokens_kind_check', inList('kind', TOKEN_KINDS)),
  ],
);

/** One row per issued access/refresh pair. Rotation marks the old row rotated and adds a row of the same
 *  family; presenting a rotated refresh token again revokes the whole family (reuse detection). The person signed
 *  in, and their current account (`advertiser_id`), which switching accounts changes for the whole family. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    accessTokenHash: text('access_token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    accessExpiresAt: at('access_expires_at').notNull(),
    refreshExpiresAt: at('refresh_expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_access_token_hash_key').on(table.accessTokenHash),
    uniqueIndex('sessions_refresh_token_hash_key').on(table.refreshTokenHash),
    index('sessions_family_idx').on(table.familyId),
    index('sessions_advertiser_idx').on(table.advertiserId),
    index('sessions_person_idx').on(table.personId),
  ],
);

export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    /** Internal only: never shown in the published ad (product.md, Rules shown to advertisers). */
    title: varchar('title', { length: 100 }).notNull(),
    linkUrl: text('link_url').notNull(),
    imageUrl: text('image_url').notNull(),
    plan: text('plan', { enum: DB_PLANS }).notNull(),
    status: text('status', { enum: DB_AD_STATUSES }).notNull().default('UNPAID'),
    clicks: integer('clicks').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Months, 1 to 12. */
    duration: integer('duration').notNull(),
    /** Interface language at submission; mails about the ad use it. */
    language: text('language', { enum: DB_LANGUAGES }).notNull().default('en'),
    name: varchar('name', { length: 50 }),
    country: text('country'),
    region: text('region'),
    rejectionReason: text('rejection_reason'),
    /** The language the operator wrote the reason in, when it is not the ad's own (mails and pages then say so). */
    rejectionReasonLanguage: text('rejection_reason_language', { enum: DB_LANGUAGES }),
    /** When the ad first became ACTIVE; an ad that was ever live is never refunded (product.md, Rules shown to
     *  advertisers). */
    wentLiveAt: at('went_live_at'),
    /** The advertiser's earlier ad this one runs again ("Run again"); the review desk links to it. Kept null when
     *  that ad is deleted. */
    previousAdId: integer('previous_ad_id').references((): AnyPgColumn => ads.id, { onDelete: 'set null' }),
    /** When the ad last entered review (PENDING): its payment, or its resubmission (decision 0114). Null for an ad
     *  that never did, and for older ads the migration could not date. */
    reviewRequestedAt: at('review_requested_at'),
    /** Campaign tags (product.md, Tracking links): the utm_campaign the click redirect adds to the link, with
     *  utm_source and utm_medium; null for an ad without tags. Checked by CampaignNameSchema. */
    campaignName: varchar('campaign_name', { length: 60 }),
    /** The language of the primary creative (title, image_url). Decision 0117. */
    creativeLanguage: text('creative_language', { enum: DB_LANGUAGES }).notNull().default('en'),
    /** The optional creative in the other language: its title and banner, both or neither (decision 0117). */
    secondTitle: varchar('second_title', { length: 100 }),
    secondImageUrl: text('second_image_url'),
    /** Which creative the last rejection is about; null unless REJECTED (older rejections: null, read as both). */
    rejectedCreatives: text('rejected_creatives', { enum: DB_REJECTED_CREATIVES }),
    /** The member who applied (decision 0121); the account's owner for ads older than members, null once that
     *  person is gone. */
    appliedBy: integer('applied_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('ads_advertiser_idx').on(table.advertiserId),
    index('ads_status_plan_idx').on(table.status, table.plan),
    check('ads_plan_check', inList('plan', DB_PLANS)),
    check('ads_status_check', inList('status', DB_AD_STATUSES)),
    check('ads_language_check', inList('language', DB_LANGUAGES)),
    check('ads_creative_language_check', inList('creative_language', DB_LANGUAGES)),
    check(
      'ads_second_creative_check',
      sql`(second_title is null and second_image_url is null) or (second_title is not null and second_image_url is not null)`,
    ),
    check('ads_rejected_creatives_check', inList('rejected_creatives', DB_REJECTED_CREATIVES)),
    check('ads_duration_check', sql`duration between 1 and 12`),
    check('ads_counters_check', sql`clicks >= 0 and impressions >= 0`),
  ],
);

/** Checkout sessions with the payment provider. A provider may report completion twice, so
 *  (provider, provider_session_id) is unique and completion updates only an OPEN row. Rows outlive their
 *  ad (deleting an ad gives no refund, product.md, Rules shown to advertisers) and their advertiser. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    advertiserId: integer('advertiser_id').references(() => advertisers.id, { onDelete: 'set null' }),
    /** The member who opened the checkout (decision 0121): the account's audit trail names them as the payer. */
    openedBy: integer('opened_by').references(() => people.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    plan: text('plan', { enum: DB_PLANS }).notNull(),
    duration: integer('duration').notNull(),
    currency: text('currency').notNull().default('usd'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** Canadian region the tax was computed for, when any. */
    taxRegion: text('tax_region'),
    /** Each tax computed and rounded on its own (GST, HST, QST, PST/RST go to different authorities); they sum
     *  to tax_cents. Empty when no tax applies. */
    taxLines: jsonb('tax_lines')
      .$type<{ name: string; rateBasisPoints: number; amountCents: number }[]>()
      .notNull()
      .default([]),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('OPEN'),
    /** When the provider stops accepting payment on the checkout (Stripe's expires_at). */
    expiresAt: at('expires_at'),
    /** What the provider reported on completion: its payment (Stripe's payment intent, which refunds need), the
     *  amount and currency it charged, and whether it was live money. Null until completed. */
    providerPaymentId: text('provider_payment_id'),
    paidAmountCents: integer('paid_amount_cents'),
    paidCurrency: text('paid_currency'),
    livemode: boolean('livemode'),
    /** Why a HELD payment was held ('amount', 'currency', 'livemode'), for the review desk. */
    heldReason: text('held_reason'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_provider_session_key').on(table.provider, table.providerSessionId),
    // At most one payable checkout per ad: a second concurrent checkout request cannot insert its row.
    uniqueIndex('payments_one_open_per_ad')
      .on(table.adId)
      .where(sql`status = 'OPEN'`),
    index('payments_ad_idx').on(table.adId),
    check('payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('payments_amounts_check', sql`subtotal_cents >= 0 and tax_cents >= 0 and total_cents >= 0`),
  ],
);

/** The last receipt number given out per year: the next receipt's number is taken by an UPDATE of this row in
 *  the transaction that completes the payment, so concurrent completions wait for each other and a rolled-back one
 *  gives its number back (numbers are sequential and never reused). */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

type TaxLineColumn = { name: string; rateBasisPoints: number; amountCents: number }[];
type SellerColumn = { name: string; address: string[]; taxIds: { name: string; number: string }[] };
/** How a receipt's payment was made: a card (brand and last four, from the provider) or the embedded test checkout. */
type PaymentMethodColumn = { kind: 'card'; brand: string; last4: string } | { kind: 'test-checkout' };
type BuyerColumn = {
  name: string | null;
  email: string;
  companyName: string | null;
  taxNumber: string | null;
  country: string | null;
  region: string | null;
};

/** One receipt per completed payment, frozen when issued: what was bought, the amounts and tax lines, and who sold
 *  and bought as they were then. Never updated; it outlives its ad. */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    advertiserId: integer('advertiser_id').references(() => advertisers.id, { onDelete: 'set null' }),
    adId: integer('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    issuedAt: at('issued_at').notNull().defaultNow(),
    language: text('language', { enum: DB_LANGUAGES }).notNull(),
    adTitle: text('ad_title').notNull(),
    plan: text('plan', { enum: DB_PLANS }).notNull(),
    months: integer('months').notNull(),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxLines: jsonb('tax_lines').$type<TaxLineColumn>().notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    seller: jsonb('seller').$type<SellerColumn>().notNull(),
    buyer: jsonb('buyer').$type<BuyerColumn>().notNull(),
    /** The ad's run when the receipt was issued; null on receipts issued before they were printed. */
    runStartDate: date('run_start_date', { mode: 'string' }),
    runEndDate: date('run_end_date', { mode: 'string' }),
    /** Null when the provider did not say (older receipts, or a card payment whose details were not sent). */
    paymentMethod: jsonb('payment_method').$type<PaymentMethodColumn>(),
  },
  (table) => [
    uniqueIndex('receipts_number_key').on(table.number),
    uniqueIndex('receipts_payment_key').on(table.paymentId),
    index('receipts_advertiser_idx').on(table.advertiserId),
  ],
);

/** Refunds of completed payments: at most one per payment (the unique index makes a repeated or concurrent
 *  request find the same row). PENDING until the provider has answered, then SUCCEEDED with its refund id. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    receiptId: integer('receipt_id').references(() => receipts.id),
    adId: integer('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    advertiserId: integer('advertiser_id').references(() => advertisers.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('PENDING'),
    requestedBy: text('requested_by', { enum: REFUND_ACTORS }).notNull(),
    createdAt: createdAt(),
    refundedAt: at('refunded_at'),
  },
  (table) => [
    uniqueIndex('refunds_payment_key').on(table.paymentId),
    index('refunds_advertiser_idx').on(table.advertiserId),
    check('refunds_status_check', inList('status', REFUND_STATUSES)),
    check('refunds_requested_by_check', inList('requested_by', REFUND_ACTORS)),
  ],
);

/** Files stored through the storage adapter (local folder or S3), with who uploaded them. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    ownerId: integer('owner_id').references(() => advertisers.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The image's size in pixels as decoded at upload (null for files stored before it was recorded), which the
     *  review desk shows beside the banner. */
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('uploads_key_key').on(table.key), index('uploads_owner_idx').on(table.ownerId)],
);

/** Contact-form messages; each is also mailed to the operator. */
export const enquiries = pgTable('enquiries', {
  id: serial('id').primaryKey(),
  origin: text('origin').notNull().default('ads'),
  name: varchar('name', { length: 300 }).notNull(),
  email: varchar('email', { length: 250 }).notNull(),
  message: varchar('message', { length: 1000 }).notNull(),
  language: text('language', { enum: DB_LANGUAGES }).notNull().default('en'),
  createdAt: createdAt(),
});

/** FAQ content per language; `slug` ties the English and Japanese versions of one entry together and makes
 *  seeding idempotent. */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language', { enum: DB_LANGUAGES }).notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('faq_categories_slug_language_key').on(table.slug, table.language)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    question: text('question').notNull(),
    /** May hold simple HTML and line breaks (the FAQ page; shared-contracts/src/faq-html.ts). */
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('faqs_category_slug_key').on(table.categoryId, table.slug)],
);

/** Proof-of-work challenges already accepted once; a replayed solution is refused. Rows past expires_at can go. */
export const usedBotChecks = pgTable('used_bot_checks', {
  challenge: text('challenge').primaryKey(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at').notNull().defaultNow(),
});

/** Wrong passwords per subject (the hash of an email address at sign-in, an account or a client address at
 *  change-password), shared by every API instance. `failures` counts since the last quiet period; from the limit on,
 *  attempts are refused until `blocked_until`. The row is forgotten at `expires_at`, one quiet window after the last
 *  failure or the end of the block. */
export const passwordThrottles = pgTable(
  'password_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    blockedUntil: at('blocked_until'),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('password_throttles_expires_idx').on(table.expiresAt)],
);

/** Every mail the API sends, newest last: stored first, then delivered by the transport (SMTP, or in development
 *  the outbox itself). `sent_at` is when the API sent it, i.e. stored it; `delivered_at` when the transport took
 *  it. A QUEUED mail is due at `next_attempt_at`; a delivery claims it by moving that time a lease ahead, so two
 *  instances never deliver it at once. `attempts` counts deliveries tried; after the last one it is FAILED. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    sentAt: at('sent_at').notNull().defaultNow(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    /** Why the last delivery failed, without the recipient's address. */
    lastError: text('last_error'),
    /** Extra headers the transport sends (List-Unsubscribe and List-Unsubscribe-Post of the weekly results). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [
    index('outbox_mails_to_idx').on(table.to),
    index('outbox_mails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status = 'QUEUED'`),
    check('outbox_mails_status_check', inList('status', MAIL_STATUSES)),
  ],
);

/** Results over time: impressions and clicks of an ad per UTC day and placement. Written only by the ad server's
 *  flush (one upsert per ad, day and placement adding what an instance counted since its last flush), in the same
 *  transaction that adds the same numbers to ads.impressions and ads.clicks, so an ad's totals are the sum of
 *  its days. */
export const adDailyStats = pgTable(
  'ad_daily_stats',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    placement: text('placement', { enum: DB_PLACEMENTS }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'ad_daily_stats_pkey', columns: [table.adId, table.day, table.placement] }),
    check('ad_daily_stats_placement_check', inList('placement', DB_PLACEMENTS)),
    check('ad_daily_stats_counters_check', sql`clicks >= 0 and impressions >= 0`),
  ],
);

/** Results per hour (decision 0118): impressions and clicks of an ad per UTC hour, placement and the language of
 *  the creative served. Written only by the ad server's flush, like ad_daily_stats before it; daily figures are
 *  built from these hours in the account's time zone. ad_daily_stats keeps the days counted before hours existed,
 *  which are shown as UTC days. */
export const adHourlyStats = pgTable(
  'ad_hourly_stats',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    /** The start of the UTC hour. */
    hour: at('hour').notNull(),
    placement: text('placement', { enum: DB_PLACEMENTS }).notNull(),
    /** The language of the creative served ('en' or 'ja'). */
    language: text('language', { enum: DB_LANGUAGES }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'ad_hourly_stats_pkey',
      columns: [table.adId, table.hour, table.placement, table.language],
    }),
    check('ad_hourly_stats_placement_check', inList('placement', DB_PLACEMENTS)),
    check('ad_hourly_stats_language_check', inList('language', DB_LANGUAGES)),
    check('ad_hourly_stats_counters_check', sql`clicks >= 0 and impressions >= 0`),
    check('ad_hourly_stats_whole_hour_check', sql`hour = date_trunc('hour', hour, 'UTC')`),
  ],
);

/** Impressions whose click has been counted (the random part of the signed impression id): a second click on
 *  the same impression, through any instance, finds its row and is not counted. Rows are useless once the
 *  impression id has expired (no click on it is counted any more) and are pruned after `expires_at`. */
export const clickedImpressions = pgTable(
  'clicked_impressions',
  {
    impression: text('impression').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('clicked_impressions_expires_idx').on(table.expiresAt)],
);

/** Flushes of the ad counts that were written (decision 0099): each flush claims its id in the transaction that
 *  writes its counts, so a flush retried after its commit's answer was lost finds its id taken and writes nothing
 *  again. An instance retries a flush for at most a day; rows are pruned after a week. */
export const countFlushes = pgTable(
  'count_flushes',
  {
    id: text('id').primaryKey(),
    flushedAt: at('flushed_at').notNull().defaultNow(),
  },
  (table) => [index('count_flushes_flushed_at_idx').on(table.flushedAt)],
);

/**
 * The review desk's operators (decision 0038), apart from advertisers. An operator is added by the CLI with only an
 * email and a set-password link (its token's SHA-256 and expiry here). Opening the link stores a password hash and
 * an authenticator secret as pending; the first valid code moves them into place, spends the link and sets
 * enrolled_at, so a re-issued link never locks out an operator before they finish. last_totp_step is the TOTP
 * time step of the last code accepted: a code is taken only for a later step, so a seen code cannot be replayed.
 * The TOTP secret must be readable to check codes (it cannot be hashed); it is never logged nor sent again.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    pendingPasswordHash: text('pending_password_hash'),
    pendingTotpSecret: text('pending_totp_secret'),
    linkTokenHash: text('link_token_hash'),
    linkExpiresAt: at('link_expires_at'),
    lastTotpStep: integer('last_totp_step'),
    enrolledAt: at('enrolled_at'),
    /** Set by `operators:disable` (decision 0097): no sign-in, no session; a new link and enrolment clear it. */
    disabledAt: at('disabled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('operators_email_key').on(table.email),
    uniqueIndex('operators_link_token_hash_key').on(table.linkTokenHash),
  ],
);

/** An operator's signed-in session: the SHA-256 of the `portal_operator` cookie's token, and when it ends. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('operator_sessions_token_hash_key').on(table.tokenHash),
    index('operator_sessions_operator_idx').on(table.operatorId),
  ],
);

/**
 * The audit log: every operator move on an ad, from the desk or the CLI, written in the transaction of the move
 * itself; and the operators' account events (decision 0097): added, sent a new link, disabled (by the CLI), each
 * sign-in, good or failed, and each enrolment. The ad id has no foreign key on purpose: the record of what was
 * done outlives an ad its advertiser later deleted; it is null for an account event. The actor is operator_id (a
 * signed-in operator) or cli_user (the CLI, with the machine's user name it sent), never both; both are null for a
 * failed sign-in, and for the CLI's moves recorded before cli_user existed. subject_operator_id is the operator an
 * account event concerns.
 */
export const adAuditLog = pgTable(
  'ad_audit_log',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    // No cascade: an operator with moves on record is never deleted, and the CLI's null must stay unambiguous.
    operatorId: integer('operator_id').references(() => operators.id),
    cliUser: text('cli_user'),
    subjectOperatorId: integer('subject_operator_id').references(() => operators.id),
    reason: text('reason'),
    /** For an approve or a reject: when the ad had entered that review (decision 0114), so the wait of each
     *  decision is kept even after a resubmission starts another. Null for other entries and undatable old ones. */
    reviewRequestedAt: at('review_requested_at'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [
    index('ad_audit_log_ad_idx').on(table.adId, table.at),
    index('ad_audit_log_operator_idx').on(table.operatorId, table.at),
    index('ad_audit_log_subject_idx').on(table.subjectOperatorId, table.at),
    check('ad_audit_log_action_check', inList('action', AUDIT_ACTIONS)),
    check('ad_audit_log_one_actor_check', sql`operator_id is null or cli_user is null`),
    // A move names its ad; an account event names none.
    check(
      'ad_audit_log_ad_check',
      sql.raw(`(ad_id is not null) = (${inListText('action', AD_AUDIT_ACTIONS)})`),
    ),
  ],
);

export const SENT_MAIL_KINDS = ['ad-live', 'ad-ending', 'weekly-results', 'reviews-waiting'] as const;
export type SentMailKind = (typeof SENT_MAIL_KINDS)[number];

/** The mails a job sends once (product.md, Mails about ads): a job inserts the mail's key here before sending it
 *  and sends only when the insert went in, so two instances, or a tick run twice, never send it again. The key is
 *  the kind and what it is about: `ad-live:<ad id>`, `ad-ending:<ad id>:<end date>`,
 *  `weekly-results:<advertiser id>:<Monday>`, `reviews-waiting:<day>` (the operators' daily list). */
export const sentMails = pgTable(
  'sent_mails',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: SENT_MAIL_KINDS }).notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  () => [check('sent_mails_kind_check', inList('kind', SENT_MAIL_KINDS))],
);

/** What the account's audit trail records (ACCOUNT_AUDIT_ACTIONS of shared-contracts; schema.test.ts holds them
 *  equal). */
export const ACCOUNT_AUDIT_ACTIONS = [
  'applied',
  'paid',
  'paused',
  'resumed',
  'resubmitted',
  'deleted',
  'invited',
  'invitation-revoked',
  'joined',
  'role-changed',
  'removed',
  'left',
] as const;
export type AccountAuditAction = (typeof ACCOUNT_AUDIT_ACTIONS)[number];

/**
 * The account's audit trail (decision 0121), which its owners read: who applied, paid, paused, resumed,
 * resubmitted or deleted which ad, and who invited, removed or changed whom. Apart from ad_audit_log, the
 * operators' record. The actor's and subject's names and emails are copied at the time, so the record outlives a
 * member who leaves and an ad that is deleted. subject_id is an ad's, a person's or an invitation's id.
 */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => people.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 50 }),
    actorEmail: text('actor_email'),
    action: text('action', { enum: ACCOUNT_AUDIT_ACTIONS }).notNull(),
    subjectKind: text('subject_kind', { enum: ['ad', 'person', 'invitation'] }),
    subjectId: integer('subject_id'),
    subjectLabel: text('subject_label'),
    role: text('role', { enum: DB_ROLES }),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [
    index('account_audit_advertiser_idx').on(table.advertiserId, table.id),
    check('account_audit_action_check', inList('action', ACCOUNT_AUDIT_ACTIONS)),
    check('account_audit_subject_check', sql`subject_kind in ('ad', 'person', 'invitation')`),
  ],
);

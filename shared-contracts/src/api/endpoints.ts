/** The one endpoint table (decision 0019): every call the API serves, with its method, path, schemas, how the
 *  client treats the session and who may call it. The API registers its routes from these entries and builds
 *  GET /api/openapi.json from them; the client (client.ts) turns each entry into a typed method that always parses
 *  the answer with the entry's schema, so no caller writes a path or a schema again. Paths are relative to the
 *  API's base (`/api`), with `:name` parameters. */
import * as v from 'valibot';
import { ApiErrorBodySchema } from './result';
import { AdvertiserSchema } from './schemas/advertiser-record';
import type { Permission } from '../roles';
import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  CheckEmailIdRequestSchema,
  CheckEmailIdResponseSchema,
  ForgotPasswordRequestSchema,
  ResendEmailRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  UpdateProfileRequestSchema,
} from './schemas/advertiser';
import { IdParamsSchema, MessageResponseSchema } from './schemas/common';
import {
  AcceptInvitationRequestSchema,
  AccountAuditQuerySchema,
  AccountAuditSchema,
  ChangeRoleRequestSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InviteRequestSchema,
  LeaveAnswerSchema,
  MemberSchema,
  MembersSchema,
  SwitchAccountRequestSchema,
} from './schemas/members';
import {
  AdListSchema,
  AdQuerySchema,
  AdSchema,
  CreateAdRequestSchema,
  UpdateAdRequestSchema,
} from './schemas/ad';
import {
  BillingDetailsSchema,
  BillingHistorySchema,
  OperatorRefundAnswerSchema,
  ReceiptParamsSchema,
  ReceiptSchema,
  RefundAnswerSchema,
  UpdateBillingDetailsRequestSchema,
} from './schemas/billing';
import { BotCheckChallengeResponseSchema } from './schemas/bot-check';
import { CheckoutRequestSchema, CheckoutResponseSchema } from './schemas/checkout';
import { CheckoutConfirmationSchema, CheckoutConfirmRequestSchema } from './schemas/checkout-confirm';
import { OutboxQuerySchema, OutboxSchema, SetTestClockRequestSchema, TestClockSchema } from './schemas/dev';
import {
  MailPreferencesSchema,
  UnsubscribeQuerySchema,
  UpdateMailPreferencesRequestSchema,
} from './schemas/mail-preferences';
import { EnquiryQuerySchema, EnquiryRequestSchema } from './schemas/enquiry';
import { FaqCategoryListSchema, FaqQuerySchema } from './schemas/faq';
import {
  FileParamsSchema,
  TestCheckoutPageQuerySchema,
  TestCheckoutParamsSchema,
  WebhookAnswerSchema,
} from './schemas/files';
import { HealthSchema, ReadySchema } from './schemas/health';
import { ReviewTimeSchema } from './schemas/review-time';
import {
  AddOperatorAnswerSchema,
  AddOperatorRequestSchema,
  DisableOperatorAnswerSchema,
  DisableOperatorRequestSchema,
  DemoAnswerSchema,
  DemoRequestSchema,
  EndAnswerSchema,
  PendingAdListSchema,
  RejectRequestSchema,
  ReviewAnswerSchema,
} from './schemas/operator';
import {
  EnrolOperatorRequestSchema,
  OperatorAnswerSchema,
  OperatorSessionSchema,
  OperatorSignInRequestSchema,
  SetOperatorPasswordAnswerSchema,
  SetOperatorPasswordRequestSchema,
  OperatorLinkCheckRequestSchema,
} from './schemas/operator-auth';
import {
  AuditLogQuerySchema,
  AuditLogSchema,
  HeldRefundAnswerSchema,
  ReviewAdAnswerSchema,
  ReviewQueueSchema,
} from './schemas/review';
import { ClickQuerySchema, NoContentSchema, ServedAdSchema, ServeQuerySchema } from './schemas/serving';
import { AccountTimeZoneSchema, UpdateTimeZoneRequestSchema } from './schemas/time-zone';
import { AdPeriodTotalsSchema, AdStatsSchema, StatsCsvSchema, StatsQuerySchema } from './schemas/stats';
import { UploadResponseSchema } from './schemas/upload';

/**
 * How the client treats the session of a call:
 * - `none`: a plain call (sign-in, email confirmation…): a 401 is just a result.
 * - `optional`: refresh once on 401 and retry; if that fails, return the 401 (loading the latest user).
 * - `required`: as optional, but a failed refresh also ends the session (tokens removed, onSessionExpired).
 */
export type SessionMode = 'none' | 'optional' | 'required';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * What the answer is:
 * - `json`: a JSON body the client parses with the entry's response schema.
 * - `file`: a download (the CSV exports), read as bytes with its file name.
 * - `browser`: a page, a redirect, a file or a provider's callback that browsers and other systems reach directly;
 *   the API registers and documents it, the client offers no method for it.
 */
export type EndpointAnswer = 'json' | 'file' | 'browser';

/** Who may call: anyone, the signed-in advertiser (session cookie), the operator CLI (bearer OPERATOR_TOKEN), or
 *  an operator signed in at the review desk (the `portal_operator` cookie; without it the route answers the
 *  unknown-route 404, so nobody else learns it exists: decision 0038). */
export type EndpointAccess = 'anyone' | 'advertiser' | 'operator' | 'operatorSession';

/** What the member's role must allow for an `advertiser` call (roles.ts), or `member`: any member of the account
 *  (their own profile, password, mail preferences, the account's time zone for showing dates). */
export type EndpointPermission = Permission | 'member';

/** What a signed-in member whose role lacks the permission is answered: 403 on a call whose existence the portal
 *  shows anyway (every call so far), or 404 where even knowing the call exists would tell something. Someone
 *  else's ads, receipts and members are a 404 in every case, as the ownership checks always answered. */
export type EndpointRefusal = 403 | 404;

/** The answers an entry declares, by status. The 2xx ones are what the client parses. */
export type EndpointResponses = Readonly<Partial<Record<200 | 201 | 204 | 503, v.GenericSchema>>>;

export type Endpoint = {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** The `:name` parameters of the path (the client's methods take one, the first argument). */
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  /** The JSON body, or `multipart` (the upload: the caller builds the FormData). */
  readonly body?: v.GenericSchema | 'multipart';
  readonly responses: EndpointResponses;
  readonly answer: EndpointAnswer;
  readonly access: EndpointAccess;
  /** False for calls that do not carry the portal's API key (exhibition pages, operators, browsers, providers). */
  readonly apiKey: boolean;
  readonly session: SessionMode;
  /** `link`: the caller passes a mail link's token, sent as `Authorization: Bearer …`. `operator`: the client's
   *  configured operator token is sent that way. */
  readonly bearer?: 'link' | 'operator';
  /** Every `advertiser` entry states it (endpoints.test.ts holds them to it; the API refuses to start without it):
   *  the API checks it where it checks the session, before the handler runs (decision 0121). */
  readonly permission?: EndpointPermission;
  readonly refused?: EndpointRefusal;
};

/** The defaults of a portal call: JSON, the API key, no session. Each entry states what differs. */
const portal = { answer: 'json', access: 'anyone', apiKey: true, session: 'none' } as const;
/** A call of the signed-in advertiser whose failed refresh ends the session. */
const advertiser = { ...portal, access: 'advertiser', session: 'required' } as const;
/** A call of a signed-in member whose role must allow `permission`; a role without it is answered `refused`. */
const allowed = <P extends EndpointPermission, R extends EndpointRefusal = 403>(permission: P, refused?: R) =>
  ({ ...advertiser, permission, refused: (refused ?? 403) as R }) as const;
/** A call without the portal's API key: browsers, exhibition pages, providers, balancers. */
const open = { ...portal, apiKey: false } as const;
const operator = { ...open, access: 'operator', bearer: 'operator' } as const;
/** A call of the review desk's signed-in operator: the API key and the operator's own cookie. No advertiser
 *  refresh: a missing operator session is a 404, which the desk answers by showing its sign-in. */
const operatorSession = { ...portal, access: 'operatorSession' } as const;
const aReviewedAd = { 200: ReviewAdAnswerSchema } as const;
const message = { 200: MessageResponseSchema } as const;
const anAdvertiser = { 200: AdvertiserSchema } as const;

export const ENDPOINTS = {
  /** Sign-up, email confirmation, sign-in and the session (api/src/routes/auth.ts), the account itself
   *  (routes/account.ts). */
  advertisers: {
    signUp: {
      ...portal,
      method: 'POST',
      path: '/advertisers/signup',
      body: SignUpRequestSchema,
      responses: { 201: MessageResponseSchema },
    },
    checkEmailId: {
      ...portal,
      method: 'POST',
      path: '/advertisers/check-email-id',
      body: CheckEmailIdRequestSchema,
      responses: { 200: CheckEmailIdResponseSchema },
    },
    confirmEmail: {
      ...portal,
      method: 'POST',
      path: '/advertisers/email-confirm',
      bearer: 'link',
      responses: anAdvertiser,
    },
    resendEmail: {
      ...portal,
      method: 'POST',
      path: '/advertisers/resend-email',
      body: ResendEmailRequestSchema,
      responses: message,
    },
    signIn: {
      ...portal,
      method: 'POST',
      path: '/advertisers/signin',
      body: SignInRequestSchema,
      responses: anAdvertiser,
    },
    refresh: {
      ...portal,
      method: 'POST',
      path: '/advertisers/refresh',
      responses: anAdvertiser,
    },
    logout: {
      ...portal,
      method: 'POST',
      path: '/advertisers/logout',
      session: 'optional',
      responses: message,
    },
    latest: {
      ...allowed('member'),
      method: 'GET',
      path: '/advertisers/latest',
      // Loading the session on start: no session is an answer, not an expiry to announce.
      session: 'optional',
      responses: anAdvertiser,
    },
    get: {
      ...allowed('member'),
      method: 'GET',
      path: '/advertisers/:id',
      params: IdParamsSchema,
      responses: anAdvertiser,
    },
    updateProfile: {
      ...allowed('member'),
      method: 'PATCH',
      path: '/advertisers',
      body: UpdateProfileRequestSchema,
      responses: anAdvertiser,
    },
    mailPreferences: {
      ...allowed('member'),
      method: 'GET',
      path: '/advertisers/mail-preferences',
      responses: { 200: MailPreferencesSchema },
    },
    updateMailPreferences: {
      ...allowed('member'),
      method: 'PATCH',
      path: '/advertisers/mail-preferences',
      body: UpdateMailPreferencesRequestSchema,
      responses: { 200: MailPreferencesSchema },
    },
    timeZone: {
      ...allowed('member'),
      method: 'GET',
      path: '/advertisers/time-zone',
      responses: { 200: AccountTimeZoneSchema },
    },
    updateTimeZone: {
      ...allowed('account.manage'),
      method: 'PATCH',
      path: '/advertisers/time-zone',
      body: UpdateTimeZoneRequestSchema,
      responses: { 200: AccountTimeZoneSchema },
    },
    changeEmail: {
      ...allowed('member'),
      method: 'POST',
      path: '/advertisers/change-email',
      body: ChangeEmailRequestSchema,
      responses: message,
    },
    confirmNewEmail: {
      ...portal,
      method: 'POST',
      path: '/advertisers/new-email-confirm',
      bearer: 'link',
      responses: anAdvertiser,
    },
    resendNewEmail: {
      ...portal,
      method: 'POST',
      path: '/advertisers/resend-new-email',
      body: ResendEmailRequestSchema,
      responses: message,
    },
    changePassword: {
      ...allowed('member'),
      method: 'POST',
      path: '/advertisers/change-password',
      body: ChangePasswordRequestSchema,
      responses: message,
    },
    forgotPassword: {
      ...portal,
      method: 'POST',
      path: '/advertisers/forgot-password',
      body: ForgotPasswordRequestSchema,
      responses: message,
    },
    validateResetToken: {
      ...portal,
      method: 'POST',
      path: '/advertisers/reset-token-validation',
      bearer: 'link',
      responses: message,
    },
    resetPassword: {
      ...portal,
      method: 'POST',
      path: '/advertisers/reset-password',
      bearer: 'link',
      body: ResetPasswordRequestSchema,
      responses: message,
    },
    deactivate: {
      ...allowed('account.close'),
      method: 'POST',
      path: '/advertisers/deactivate',
      responses: message,
    },
    /** The session's current account becomes another of the person's accounts (decision 0121). */
    switchAccount: {
      ...allowed('member'),
      method: 'POST',
      path: '/advertisers/account',
      body: SwitchAccountRequestSchema,
      responses: anAdvertiser,
    },
  },

  /** routes/members.ts: the account's members, invitations and audit trail (owners), and leaving the account
   *  (any member). `:id` is a person's id for members, an invitation's id for invitations. */
  members: {
    list: {
      ...allowed('members.manage'),
      method: 'GET',
      path: '/members',
      responses: { 200: MembersSchema },
    },
    invite: {
      ...allowed('members.manage'),
      method: 'POST',
      path: '/members/invitations',
      body: InviteRequestSchema,
      responses: { 201: InvitationSchema },
    },
    resendInvitation: {
      ...allowed('members.manage'),
      method: 'POST',
      path: '/members/invitations/:id/resend',
      params: IdParamsSchema,
      responses: { 200: InvitationSchema },
    },
    revokeInvitation: {
      ...allowed('members.manage'),
      method: 'DELETE',
      path: '/members/invitations/:id',
      params: IdParamsSchema,
      responses: message,
    },
    changeRole: {
      ...allowed('members.manage'),
      method: 'PATCH',
      path: '/members/:id',
      params: IdParamsSchema,
      body: ChangeRoleRequestSchema,
      responses: { 200: MemberSchema },
    },
    remove: {
      ...allowed('members.manage'),
      method: 'DELETE',
      path: '/members/:id',
      params: IdParamsSchema,
      responses: message,
    },
    leave: {
      ...allowed('member'),
      method: 'POST',
      path: '/members/leave',
      responses: { 200: LeaveAnswerSchema },
    },
    audit: {
      ...allowed('members.manage'),
      method: 'GET',
      path: '/members/audit',
      query: AccountAuditQuerySchema,
      responses: { 200: AccountAuditSchema },
    },
  },

  /** routes/invitations.ts: the invitation mail's link. A new person accepts with a name and a password (and is
   *  signed in); a person who already signs in here accepts after signing in, as that person. */
  invitations: {
    check: {
      ...portal,
      method: 'POST',
      path: '/invitations/check',
      bearer: 'link',
      responses: { 200: InvitationPreviewSchema },
    },
    accept: {
      ...portal,
      method: 'POST',
      path: '/invitations/accept',
      bearer: 'link',
      body: AcceptInvitationRequestSchema,
      responses: { 201: AdvertiserSchema },
    },
    join: {
      ...allowed('member'),
      method: 'POST',
      path: '/invitations/join',
      bearer: 'link',
      responses: anAdvertiser,
    },
  },

  /** The advertiser's own ads and their results (routes/ads.ts, routes/ad-stats.ts). */
  ads: {
    list: {
      ...allowed('ads.read'),
      method: 'GET',
      path: '/ads/advertiser',
      responses: { 200: AdListSchema },
    },
    get: {
      ...allowed('ads.read'),
      method: 'GET',
      path: '/ads/:id',
      params: IdParamsSchema,
      query: AdQuerySchema,
      responses: { 200: AdSchema },
    },
    create: {
      ...allowed('ads.write'),
      method: 'POST',
      path: '/ads',
      body: CreateAdRequestSchema,
      responses: { 201: AdSchema },
    },
    update: {
      ...allowed('ads.write'),
      method: 'PATCH',
      path: '/ads/:id',
      params: IdParamsSchema,
      body: UpdateAdRequestSchema,
      responses: { 200: AdSchema },
    },
    delete: {
      ...allowed('ads.write'),
      method: 'DELETE',
      path: '/ads/:id',
      params: IdParamsSchema,
      responses: message,
    },
    reviewTime: {
      ...allowed('ads.read'),
      method: 'GET',
      path: '/ads/review-time',
      responses: { 200: ReviewTimeSchema },
    },
    periodTotals: {
      ...allowed('results.read'),
      method: 'GET',
      path: '/ads/stats',
      query: StatsQuerySchema,
      responses: { 200: AdPeriodTotalsSchema },
    },
    stats: {
      ...allowed('results.read'),
      method: 'GET',
      path: '/ads/:id/stats',
      params: IdParamsSchema,
      query: StatsQuerySchema,
      responses: { 200: AdStatsSchema },
    },
    statsCsv: {
      ...allowed('results.read'),
      answer: 'file',
      method: 'GET',
      path: '/ads/:id/stats.csv',
      params: IdParamsSchema,
      query: StatsQuerySchema,
      responses: { 200: StatsCsvSchema },
    },
    allStatsCsv: {
      ...allowed('results.read'),
      answer: 'file',
      method: 'GET',
      path: '/ads/stats.csv',
      query: StatsQuerySchema,
      responses: { 200: StatsCsvSchema },
    },
    requestRefund: {
      ...allowed('billing.manage'),
      method: 'POST',
      path: '/ads/:id/refund',
      params: IdParamsSchema,
      responses: { 200: RefundAnswerSchema },
    },
  },

  /** The advertiser's money: billing history and receipts (routes/billing.ts), billing details (routes/account.ts). */
  billing: {
    history: {
      ...allowed('receipts.read'),
      method: 'GET',
      path: '/billing',
      responses: { 200: BillingHistorySchema },
    },
    receipt: {
      ...allowed('receipts.read'),
      method: 'GET',
      path: '/billing/receipts/:number',
      params: ReceiptParamsSchema,
      responses: { 200: ReceiptSchema },
    },
    details: {
      ...allowed('receipts.read'),
      method: 'GET',
      path: '/advertisers/billing-details',
      responses: { 200: BillingDetailsSchema },
    },
    updateDetails: {
      ...allowed('billing.manage'),
      method: 'PATCH',
      path: '/advertisers/billing-details',
      body: UpdateBillingDetailsRequestSchema,
      responses: { 200: BillingDetailsSchema },
    },
  },

  /** routes/uploads.ts */
  uploads: {
    image: {
      ...allowed('ads.write'),
      method: 'POST',
      path: '/s3/',
      body: 'multipart',
      responses: { 200: UploadResponseSchema },
    },
  },

  /** routes/checkout.ts: opening a checkout, and the provider's callback. */
  checkout: {
    open: {
      ...allowed('payments.pay'),
      method: 'POST',
      path: '/stripe/checkout/ad',
      body: CheckoutRequestSchema,
      responses: { 200: CheckoutResponseSchema },
    },
    confirm: {
      ...allowed('payments.pay'),
      method: 'POST',
      path: '/checkout/confirm',
      body: CheckoutConfirmRequestSchema,
      responses: { 200: CheckoutConfirmationSchema },
    },
    webhook: {
      ...open,
      answer: 'browser',
      method: 'POST',
      path: '/stripe/webhook',
      responses: { 200: WebhookAnswerSchema },
    },
  },

  /** The embedded test checkout's page, Pay and Cancel (adapters/payments/test-checkout/): reachable by the
   *  browser without the API key; the session id in the path is the credential. */
  testCheckout: {
    page: {
      ...open,
      answer: 'browser',
      method: 'GET',
      path: '/checkout/test/:sessionId',
      params: TestCheckoutParamsSchema,
      query: TestCheckoutPageQuerySchema,
      responses: {},
    },
    pay: {
      ...open,
      answer: 'browser',
      method: 'POST',
      path: '/checkout/test/:sessionId/pay',
      params: TestCheckoutParamsSchema,
      responses: {},
    },
    cancel: {
      ...open,
      answer: 'browser',
      method: 'POST',
      path: '/checkout/test/:sessionId/cancel',
      params: TestCheckoutParamsSchema,
      responses: {},
    },
  },

  /** routes/enquiries.ts */
  enquiries: {
    send: {
      ...portal,
      method: 'POST',
      path: '/enquiries',
      query: EnquiryQuerySchema,
      body: EnquiryRequestSchema,
      responses: { 201: MessageResponseSchema },
    },
  },

  /** routes/faqs.ts */
  faqs: {
    list: {
      ...portal,
      method: 'GET',
      path: '/ad-faq/category-with-faq',
      query: FaqQuerySchema,
      responses: { 200: FaqCategoryListSchema },
    },
  },

  /** routes/bot-check.ts */
  botCheck: {
    challenge: {
      ...portal,
      method: 'GET',
      path: '/bot-check/challenge',
      responses: { 200: BotCheckChallengeResponseSchema },
    },
  },

  /** routes/files.ts: the uploaded banners. */
  files: {
    get: {
      ...open,
      answer: 'browser',
      method: 'GET',
      path: '/files/:key',
      params: FileParamsSchema,
      responses: {},
    },
  },

  /** routes/serve.ts: the exhibition system's calls. */
  serving: {
    serve: {
      ...open,
      method: 'GET',
      path: '/serve',
      query: ServeQuerySchema,
      responses: { 200: ServedAdSchema, 204: NoContentSchema },
    },
    click: {
      ...open,
      answer: 'browser',
      method: 'GET',
      path: '/click/:id',
      params: IdParamsSchema,
      query: ClickQuerySchema,
      responses: {},
    },
  },

  /** routes/health.ts: for balancers and the start scripts. */
  health: {
    live: {
      ...open,
      method: 'GET',
      path: '/health',
      responses: { 200: HealthSchema },
    },
    ready: {
      ...open,
      method: 'GET',
      path: '/ready',
      responses: { 200: ReadySchema, 503: ApiErrorBodySchema },
    },
  },

  /** routes/operator-ads.ts: the operator CLI's calls (api/src/cli), including adding a review-desk operator. */
  operator: {
    pendingAds: {
      ...operator,
      method: 'GET',
      path: '/operator/ads/pending',
      responses: { 200: PendingAdListSchema },
    },
    approveAd: {
      ...operator,
      method: 'POST',
      path: '/operator/ads/:id/approve',
      params: IdParamsSchema,
      responses: { 200: ReviewAnswerSchema },
    },
    rejectAd: {
      ...operator,
      method: 'POST',
      path: '/operator/ads/:id/reject',
      params: IdParamsSchema,
      body: RejectRequestSchema,
      responses: { 200: ReviewAnswerSchema },
    },
    endAd: {
      ...operator,
      method: 'POST',
      path: '/operator/ads/:id/end',
      params: IdParamsSchema,
      responses: { 200: EndAnswerSchema },
    },
    refundAd: {
      ...operator,
      method: 'POST',
      path: '/operator/ads/:id/refund',
      params: IdParamsSchema,
      responses: { 200: OperatorRefundAnswerSchema },
    },
    addOperator: {
      ...operator,
      method: 'POST',
      path: '/operator/operators',
      body: AddOperatorRequestSchema,
      responses: { 200: AddOperatorAnswerSchema },
    },
    disableOperator: {
      ...operator,
      method: 'POST',
      path: '/operator/operators/disable',
      body: DisableOperatorRequestSchema,
      responses: { 200: DisableOperatorAnswerSchema },
    },
    demo: {
      ...operator,
      method: 'POST',
      path: '/operator/ads/demo',
      body: DemoRequestSchema,
      responses: { 200: DemoAnswerSchema },
    },
  },

  /** routes/operator-auth.ts: the review desk's operator accounts (set password, enrol TOTP, sign in). */
  operatorAuth: {
    checkLink: {
      ...portal,
      method: 'POST',
      path: '/operator-auth/link-check',
      body: OperatorLinkCheckRequestSchema,
      responses: message,
    },
    setPassword: {
      ...portal,
      method: 'POST',
      path: '/operator-auth/password',
      body: SetOperatorPasswordRequestSchema,
      responses: { 200: SetOperatorPasswordAnswerSchema },
    },
    enrol: {
      ...portal,
      method: 'POST',
      path: '/operator-auth/enrol',
      body: EnrolOperatorRequestSchema,
      responses: { 200: OperatorAnswerSchema },
    },
    signIn: {
      ...portal,
      method: 'POST',
      path: '/operator-auth/signin',
      body: OperatorSignInRequestSchema,
      responses: { 200: OperatorAnswerSchema },
    },
    session: {
      ...portal,
      method: 'GET',
      path: '/operator-auth/session',
      responses: { 200: OperatorSessionSchema },
    },
    signOut: {
      ...portal,
      method: 'POST',
      path: '/operator-auth/signout',
      responses: { 204: NoContentSchema },
    },
  },

  /** routes/review.ts: the review desk (operator session): the queue, one ad with its history, and the moves. */
  review: {
    queue: {
      ...operatorSession,
      method: 'GET',
      path: '/review/ads',
      responses: { 200: ReviewQueueSchema },
    },
    ad: {
      ...operatorSession,
      method: 'GET',
      path: '/review/ads/:id',
      params: IdParamsSchema,
      responses: aReviewedAd,
    },
    approve: {
      ...operatorSession,
      method: 'POST',
      path: '/review/ads/:id/approve',
      params: IdParamsSchema,
      responses: aReviewedAd,
    },
    reject: {
      ...operatorSession,
      method: 'POST',
      path: '/review/ads/:id/reject',
      params: IdParamsSchema,
      body: RejectRequestSchema,
      responses: aReviewedAd,
    },
    end: {
      ...operatorSession,
      method: 'POST',
      path: '/review/ads/:id/end',
      params: IdParamsSchema,
      responses: aReviewedAd,
    },
    refund: {
      ...operatorSession,
      method: 'POST',
      path: '/review/ads/:id/refund',
      params: IdParamsSchema,
      responses: aReviewedAd,
    },
    refundHeld: {
      ...operatorSession,
      method: 'POST',
      path: '/review/payments/:id/refund',
      params: IdParamsSchema,
      responses: { 200: HeldRefundAnswerSchema },
    },
    auditLog: {
      ...operatorSession,
      method: 'GET',
      path: '/review/audit-log',
      query: AuditLogQuerySchema,
      responses: { 200: AuditLogSchema },
    },
  },

  /** routes/dev.ts: development only (absent when NODE_ENV=production). */
  dev: {
    outbox: {
      ...open,
      method: 'GET',
      path: '/dev/outbox',
      query: OutboxQuerySchema,
      responses: { 200: OutboxSchema },
    },
    mailPage: {
      ...open,
      answer: 'browser',
      method: 'GET',
      path: '/dev/mail',
      query: OutboxQuerySchema,
      responses: {},
    },
    mailMessagePage: {
      ...open,
      answer: 'browser',
      method: 'GET',
      path: '/dev/mail/:id',
      params: IdParamsSchema,
      responses: {},
    },
  },

  /** The weekly results mail's one-click unsubscribe (routes/mail-links.ts), signed and without a session: GET is
   *  the mail's link, a page with one button; POST is that button and the List-Unsubscribe-Post of RFC 8058. */
  mailLinks: {
    unsubscribePage: {
      ...open,
      answer: 'browser',
      method: 'GET',
      path: '/mail/unsubscribe',
      query: UnsubscribeQuerySchema,
      responses: {},
    },
    unsubscribe: {
      ...open,
      answer: 'browser',
      method: 'POST',
      path: '/mail/unsubscribe',
      query: UnsubscribeQuerySchema,
      responses: {},
    },
  },

  /** The test clock (routes/test-clock.ts): only with TEST_CLOCK=true, which production refuses. */
  testClock: {
    get: {
      ...open,
      method: 'GET',
      path: '/dev/clock',
      responses: { 200: TestClockSchema },
    },
    set: {
      ...open,
      method: 'POST',
      path: '/dev/clock',
      body: SetTestClockRequestSchema,
      responses: { 200: TestClockSchema },
    },
  },

  /** routes/openapi.ts */
  docs: {
    openApi: {
      ...portal,
      answer: 'browser',
      method: 'GET',
      path: '/openapi.json',
      responses: {},
    },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;

export type EndpointTable = typeof ENDPOINTS;
export type EndpointNamespace = keyof EndpointTable;
/** `namespace.name` of every entry, e.g. `ads.update`. */
export type EndpointId = {
  [N in EndpointNamespace]: `${N}.${Extract<keyof EndpointTable[N], string>}`;
}[EndpointNamespace];

/** Every entry of the table, for whoever walks all of them (the API's OpenAPI document, tests). */
export function allEndpoints(): { namespace: string; name: string; endpoint: Endpoint }[] {
  return Object.entries(ENDPOINTS).flatMap(([namespace, entries]) =>
    Object.entries(entries).map(([name, endpoint]: [string, Endpoint]) => ({ namespace, name, endpoint })),
  );
}

// --- Types the client and the API derive from an entry ---------------------------------------------------------

type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;
type Input<S> = S extends v.GenericSchema ? v.InferInput<S> : never;
type SuccessStatus = 200 | 201 | 204;

/** The parsed answer of an entry's success (a union when it has several, as GET /serve: an ad or nothing). */
export type EndpointResponse<E extends Endpoint> = Output<
  E['responses'][Extract<keyof E['responses'], SuccessStatus>]
>;
/** What a handler of the entry may answer, before the response schema strips and checks it (anything, for an
 *  entry that declares no body: a page, a redirect, a file, this API's own description). */
export type EndpointResponseInput<E extends Endpoint> = [
  Extract<keyof E['responses'], SuccessStatus>,
] extends [never]
  ? unknown
  : Input<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>;
export type EndpointParams<E extends Endpoint> = E extends { params: infer P } ? Output<P> : undefined;
export type EndpointQuery<E extends Endpoint> = E extends { query: infer Q } ? Output<Q> : undefined;
export type EndpointBody<E extends Endpoint> = E extends { body: infer B }
  ? B extends 'multipart'
    ? unknown
    : Output<B>
  : undefined;

/** Per call: only what is not part of the call's contract. */
export type CallOptions = { signal?: AbortSignal };

type ParamArgs<E> = E extends { params: infer P } ? [id: Output<P>[keyof Output<P>]] : [];
type BearerArgs<E> = E extends { bearer: 'link' } ? [token: string] : [];
type BodyArgs<E> = E extends { body: 'multipart' }
  ? [body: FormData]
  : E extends { body: infer B }
    ? [body: Input<B>]
    : [];
type QueryArgs<E> = E extends { query: infer Q }
  ? Record<string, never> extends Input<Q>
    ? [query?: Input<Q>]
    : [query: Input<Q>]
  : [];

/** A method's arguments, in this order: the path parameter, the link token, the body, the query, options. */
export type EndpointArgs<E> = [
  ...ParamArgs<E>,
  ...BearerArgs<E>,
  ...BodyArgs<E>,
  ...QueryArgs<E>,
  options?: CallOptions,
];

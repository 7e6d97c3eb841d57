/** The one endpoint table (decision 0019): every call the API serves, with its method, path, schemas, how the
 *  client treats the session and who may call it. The API registers its routes from these entries and builds
 *  GET /api/openapi.json from them; the client (client.ts) turns each entry into a typed method that always parses
 *  the answer with the entry's schema, so no caller writes a path or a schema again. Paths are relative to the
 *  API's base (`/api`), with `:name` parameters. */
import * as v from 'valibot';
import { ApiErrorBodySchema } from './result';
import {
  AdListSchema,
  AdQuerySchema,
  AdSchema,
  CreateAdRequestSchema,
  UpdateAdRequestSchema,
} from './schemas/ad';
import {
  AdvertiserSchema,
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
import { IdParamsSchema, MessageResponseSchema } from './schemas/common';
import { OutboxQuerySchema, OutboxSchema } from './schemas/dev';
import { EnquiryQuerySchema, EnquiryRequestSchema } from './schemas/enquiry';
import { FaqCategoryListSchema, FaqQuerySchema } from './schemas/faq';
import {
  FileParamsSchema,
  TestCheckoutPageQuerySchema,
  TestCheckoutParamsSchema,
  WebhookAnswerSchema,
} from './schemas/files';
import { HealthSchema, ReadySchema } from './schemas/health';
import {
  DemoAnswerSchema,
  DemoRequestSchema,
  EndAnswerSchema,
  PendingAdListSchema,
  RejectRequestSchema,
  ReviewAnswerSchema,
} from './schemas/operator';
import { ClickQuerySchema, NoContentSchema, ServedAdSchema, ServeQuerySchema } from './schemas/serving';
import { AdStatsSchema, StatsCsvSchema, StatsQuerySchema } from './schemas/stats';
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

/** Who may call: anyone, the signed-in advertiser (session cookie), or an operator (bearer OPERATOR_TOKEN). */
export type EndpointAccess = 'anyone' | 'advertiser' | 'operator';

/** The answers an entry declares, by status. The 2xx ones are what the client parses. */
export type EndpointResponses = Readonly<Partial<Record<200 | 201 | 204 | 503, v.GenericSchema>>>;

export type Endpoint = {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** One line for the OpenAPI document. */
  readonly summary: string;
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
};

/** The defaults of a portal call: JSON, the API key, no session. Each entry states what differs. */
const portal = { answer: 'json', access: 'anyone', apiKey: true, session: 'none' } as const;
/** A call of the signed-in advertiser whose failed refresh ends the session. */
const advertiser = { ...portal, access: 'advertiser', session: 'required' } as const;
/** A call without the portal's API key: browsers, exhibition pages, providers, balancers. */
const open = { ...portal, apiKey: false } as const;
const operator = { ...open, access: 'operator', bearer: 'operator' } as const;
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
      summary:
        'Sign up: the same answer for every address; then the confirmation link, or a notice to the owner',
      body: SignUpRequestSchema,
      responses: { 201: MessageResponseSchema },
    },
    checkEmailId: {
      ...portal,
      method: 'POST',
      path: '/advertisers/check-email-id',
      summary: 'Whether the account a confirmation link names is already confirmed',
      body: CheckEmailIdRequestSchema,
      responses: { 200: CheckEmailIdResponseSchema },
    },
    confirmEmail: {
      ...portal,
      method: 'POST',
      path: '/advertisers/email-confirm',
      summary: 'Confirm the sign-up email (bearer: the link token) and sign in',
      bearer: 'link',
      responses: anAdvertiser,
    },
    resendEmail: {
      ...portal,
      method: 'POST',
      path: '/advertisers/resend-email',
      summary: 'Mail a fresh confirmation link',
      body: ResendEmailRequestSchema,
      responses: message,
    },
    signIn: {
      ...portal,
      method: 'POST',
      path: '/advertisers/signin',
      summary: 'Sign in; sets the session cookies',
      body: SignInRequestSchema,
      responses: anAdvertiser,
    },
    refresh: {
      ...portal,
      method: 'POST',
      path: '/advertisers/refresh',
      summary: 'Rotate the session cookies',
      responses: anAdvertiser,
    },
    logout: {
      ...portal,
      method: 'POST',
      path: '/advertisers/logout',
      summary: 'Sign out; clears the session cookies',
      session: 'optional',
      responses: message,
    },
    latest: {
      ...advertiser,
      method: 'GET',
      path: '/advertisers/latest',
      summary: 'The signed-in advertiser',
      // Loading the session on start: no session is an answer, not an expiry to announce.
      session: 'optional',
      responses: anAdvertiser,
    },
    get: {
      ...advertiser,
      method: 'GET',
      path: '/advertisers/:id',
      summary: 'One advertiser: only one’s own id, any other is a 404',
      params: IdParamsSchema,
      responses: anAdvertiser,
    },
    updateProfile: {
      ...advertiser,
      method: 'PATCH',
      path: '/advertisers',
      summary: 'Change the name or the interface language',
      body: UpdateProfileRequestSchema,
      responses: anAdvertiser,
    },
    changeEmail: {
      ...advertiser,
      method: 'POST',
      path: '/advertisers/change-email',
      summary: 'Mail a confirmation link to a new address',
      body: ChangeEmailRequestSchema,
      responses: message,
    },
    confirmNewEmail: {
      ...portal,
      method: 'POST',
      path: '/advertisers/new-email-confirm',
      summary: 'Confirm a new email (bearer: the link token) and sign in',
      bearer: 'link',
      responses: anAdvertiser,
    },
    resendNewEmail: {
      ...portal,
      method: 'POST',
      path: '/advertisers/resend-new-email',
      summary: 'Mail a fresh new-email confirmation link',
      body: ResendEmailRequestSchema,
      responses: message,
    },
    changePassword: {
      ...advertiser,
      method: 'POST',
      path: '/advertisers/change-password',
      summary: 'Change the password; other sessions are signed out',
      body: ChangePasswordRequestSchema,
      responses: message,
    },
    forgotPassword: {
      ...portal,
      method: 'POST',
      path: '/advertisers/forgot-password',
      summary: 'Mail a reset link; the same answer whether or not the email exists',
      body: ForgotPasswordRequestSchema,
      responses: message,
    },
    validateResetToken: {
      ...portal,
      method: 'POST',
      path: '/advertisers/reset-token-validation',
      summary: 'Check a reset link (bearer) without using it',
      bearer: 'link',
      responses: message,
    },
    resetPassword: {
      ...portal,
      method: 'POST',
      path: '/advertisers/reset-password',
      summary: 'Set a new password (bearer: the link token); signs out everywhere',
      bearer: 'link',
      body: ResetPasswordRequestSchema,
      responses: message,
    },
    deactivate: {
      ...advertiser,
      method: 'POST',
      path: '/advertisers/deactivate',
      summary: 'Close the account and delete all its ads',
      responses: message,
    },
  },

  /** The advertiser's own ads and their results (routes/ads.ts, routes/ad-stats.ts). */
  ads: {
    list: {
      ...advertiser,
      method: 'GET',
      path: '/ads/advertiser',
      summary: 'The signed-in advertiser’s ads, newest first',
      responses: { 200: AdListSchema },
    },
    get: {
      ...advertiser,
      method: 'GET',
      path: '/ads/:id',
      summary: 'One of one’s own ads; with ?status= a 404 unless it has that status',
      params: IdParamsSchema,
      query: AdQuerySchema,
      responses: { 200: AdSchema },
    },
    create: {
      ...advertiser,
      method: 'POST',
      path: '/ads',
      summary: 'Apply for an ad (stored UNPAID until its checkout is paid)',
      body: CreateAdRequestSchema,
      responses: { 201: AdSchema },
    },
    update: {
      ...advertiser,
      method: 'PATCH',
      path: '/ads/:id',
      summary: 'Pause, resume or resubmit one’s own ad (the whole ad with its new status)',
      params: IdParamsSchema,
      body: UpdateAdRequestSchema,
      responses: { 200: AdSchema },
    },
    delete: {
      ...advertiser,
      method: 'DELETE',
      path: '/ads/:id',
      summary: 'Delete one’s own ad (any status but ENDED; no refund)',
      params: IdParamsSchema,
      responses: message,
    },
    stats: {
      ...advertiser,
      method: 'GET',
      path: '/ads/:id/stats',
      summary: 'One’s own ad’s impressions and clicks per day and placement (?range=7d|30d|run)',
      params: IdParamsSchema,
      query: StatsQuerySchema,
      responses: { 200: AdStatsSchema },
    },
    statsCsv: {
      ...advertiser,
      answer: 'file',
      method: 'GET',
      path: '/ads/:id/stats.csv',
      summary: 'One’s own ad’s days as a CSV download (?range=7d|30d|run)',
      params: IdParamsSchema,
      query: StatsQuerySchema,
      responses: { 200: StatsCsvSchema },
    },
    allStatsCsv: {
      ...advertiser,
      answer: 'file',
      method: 'GET',
      path: '/ads/stats.csv',
      summary: 'The days of all one’s ads as one CSV download (?range=7d|30d|run)',
      query: StatsQuerySchema,
      responses: { 200: StatsCsvSchema },
    },
    requestRefund: {
      ...advertiser,
      method: 'POST',
      path: '/ads/:id/refund',
      summary:
        'Refund one’s own REJECTED ad that was never live (once: a repeated request answers the same refund); the ad ends REFUNDED',
      params: IdParamsSchema,
      responses: { 200: RefundAnswerSchema },
    },
  },

  /** The advertiser's money: billing history and receipts (routes/billing.ts), billing details (routes/account.ts). */
  billing: {
    history: {
      ...advertiser,
      method: 'GET',
      path: '/billing',
      summary: 'One’s payments and refunds, newest first, with totals',
      responses: { 200: BillingHistorySchema },
    },
    receipt: {
      ...advertiser,
      method: 'GET',
      path: '/billing/receipts/:number',
      summary: 'One of one’s receipts by its number (another advertiser’s is a 404)',
      params: ReceiptParamsSchema,
      responses: { 200: ReceiptSchema },
    },
    details: {
      ...advertiser,
      method: 'GET',
      path: '/advertisers/billing-details',
      summary: 'The account’s billing details: country, Canadian region, company name, tax number',
      responses: { 200: BillingDetailsSchema },
    },
    updateDetails: {
      ...advertiser,
      method: 'PATCH',
      path: '/advertisers/billing-details',
      summary:
        'Change the billing details; payments completed from now on use them, issued receipts keep theirs',
      body: UpdateBillingDetailsRequestSchema,
      responses: { 200: BillingDetailsSchema },
    },
  },

  /** routes/uploads.ts */
  uploads: {
    image: {
      ...advertiser,
      method: 'POST',
      path: '/s3/',
      summary: 'Upload a banner (multipart: file, key, fileType); answers its public address',
      body: 'multipart',
      responses: { 200: UploadResponseSchema },
    },
  },

  /** routes/checkout.ts: opening a checkout, and the provider's callback. */
  checkout: {
    open: {
      ...advertiser,
      method: 'POST',
      path: '/stripe/checkout/ad',
      summary:
        'Open a checkout for one’s own UNPAID ad (with a new start date when the stored one is no longer allowed); answers the address to send the browser to',
      body: CheckoutRequestSchema,
      responses: { 200: CheckoutResponseSchema },
    },
    confirm: {
      ...advertiser,
      method: 'POST',
      path: '/checkout/confirm',
      summary:
        'The payment return confirms one’s own checkout by its session id, beside the webhook (idempotent with it); answers its state',
      body: CheckoutConfirmRequestSchema,
      responses: { 200: CheckoutConfirmationSchema },
    },
    webhook: {
      ...open,
      answer: 'browser',
      method: 'POST',
      path: '/stripe/webhook',
      summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET)',
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
      summary: 'The test checkout page (HTML)',
      params: TestCheckoutParamsSchema,
      query: TestCheckoutPageQuerySchema,
      responses: {},
    },
    pay: {
      ...open,
      answer: 'browser',
      method: 'POST',
      path: '/checkout/test/:sessionId/pay',
      summary: 'Pay a test checkout; redirects to the dashboard',
      params: TestCheckoutParamsSchema,
      responses: {},
    },
    cancel: {
      ...open,
      answer: 'browser',
      method: 'POST',
      path: '/checkout/test/:sessionId/cancel',
      summary: 'Leave a test checkout unpaid; redirects to the dashboard',
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
      summary: 'Send a contact-form enquiry to the operator',
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
      summary: 'FAQ categories with their questions in one language',
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
      summary: 'What the browser needs to make a bot-check token for sign-up or contact',
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
      summary: 'An uploaded banner',
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
      summary: 'The next running ad for a placement, with a signed impression id (204 when none)',
      query: ServeQuerySchema,
      responses: { 200: ServedAdSchema, 204: NoContentSchema },
    },
    click: {
      ...open,
      answer: 'browser',
      method: 'GET',
      path: '/click/:id',
      summary: 'Redirect to a served ad’s link, counting the click once per valid impression id',
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
      summary: 'Liveness: the process answers (no database query)',
      responses: { 200: HealthSchema },
    },
    ready: {
      ...open,
      method: 'GET',
      path: '/ready',
      summary: 'Readiness: not shutting down, the database answers and has every migration (else 503)',
      responses: { 200: ReadySchema, 503: ApiErrorBodySchema },
    },
  },

  /** routes/operator-ads.ts: the operator CLI's calls (api/src/cli). */
  operator: {
    pendingAds: {
      ...operator,
      method: 'GET',
      path: '/operator/ads/pending',
      summary: 'Ads waiting for review (operator)',
      responses: { 200: PendingAdListSchema },
    },
    approveAd: {
      ...operator,
      method: 'POST',
      path: '/operator/ads/:id/approve',
      summary: 'Approve a PENDING ad and mail its advertiser (operator)',
      params: IdParamsSchema,
      responses: { 200: ReviewAnswerSchema },
    },
    rejectAd: {
      ...operator,
      method: 'POST',
      path: '/operator/ads/:id/reject',
      summary: 'Reject a PENDING ad with a reason and mail its advertiser (operator)',
      params: IdParamsSchema,
      body: RejectRequestSchema,
      responses: { 200: ReviewAnswerSchema },
    },
    endAd: {
      ...operator,
      method: 'POST',
      path: '/operator/ads/:id/end',
      summary: 'End an ACTIVE or PAUSED ad now (operator)',
      params: IdParamsSchema,
      responses: { 200: EndAnswerSchema },
    },
    refundAd: {
      ...operator,
      method: 'POST',
      path: '/operator/ads/:id/refund',
      summary: 'Refund a REJECTED ad that was never live and mail its advertiser, once (operator)',
      params: IdParamsSchema,
      responses: { 200: OperatorRefundAnswerSchema },
    },
    demo: {
      ...operator,
      method: 'POST',
      path: '/operator/ads/demo',
      summary:
        'Create or reset a demo advertiser with an ad in every status and 30 days of statistics (development only)',
      body: DemoRequestSchema,
      responses: { 200: DemoAnswerSchema },
    },
  },

  /** routes/dev.ts: development only (absent when NODE_ENV=production). */
  dev: {
    outbox: {
      ...open,
      method: 'GET',
      path: '/dev/outbox',
      summary: 'Development: sent mail, newest first',
      query: OutboxQuerySchema,
      responses: { 200: OutboxSchema },
    },
    mailPage: {
      ...open,
      answer: 'browser',
      method: 'GET',
      path: '/dev/mail',
      summary: 'Development: sent mail as a page',
      query: OutboxQuerySchema,
      responses: {},
    },
    mailMessagePage: {
      ...open,
      answer: 'browser',
      method: 'GET',
      path: '/dev/mail/:id',
      summary: 'Development: one sent mail',
      params: IdParamsSchema,
      responses: {},
    },
  },

  /** routes/openapi.ts */
  docs: {
    openApi: {
      ...portal,
      answer: 'browser',
      method: 'GET',
      path: '/openapi.json',
      summary: 'This document (OpenAPI 3.1)',
      responses: {},
    },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;

export type EndpointTable = typeof ENDPOINTS;
export type EndpointNamespace = keyof EndpointTable;

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

/** The shared-contracts/api entry (decision 0054): the typed API client, the endpoint table and the wire schemas
 *  it parses answers with, and the rules its requests are checked by: the form schemas, the contract texts their
 *  issues and the API's acknowledgements are written in (MESSAGES, `localize`), the FAQ's HTML allow-list (decision
 *  0062), and the ads and billing rules the schemas are written with (decision 0063). The API's own answers to
 *  refused calls are in `shared-contracts/answers`, which browsers never load (decision 0071).
 *  A page that calls the API loads it with its own chunk; the shell's start does not, so the schemas of every answer
 *  and the texts of every form stay off the first paint. Their types stay exported from the root entry (types cost no
 *  bytes). Its modules import the root's by the package name, so they consume the one shared root. */
export { createApiClient, API_KEY_HEADER } from './client';

export { ENDPOINTS, allEndpoints } from './endpoints';

export { ReviewTimeSchema } from './schemas/review-time';
export {
  REVIEW_TIME_DECISIONS,
  REVIEW_TIME_MIN_DECISIONS,
  REVIEW_LONG_WAIT_HOURS,
  median,
} from '../review-time';

export {
  COMPANY_NAME_MAX_LENGTH,
  TAX_NUMBER_MAX_LENGTH,
  CurrencySchema,
  TaxLineSchema,
  ReceiptNumberSchema,
  ReceiptParamsSchema,
  SellerSchema,
  BuyerSchema,
  RefundSchema,
  ReceiptSchema,
  BillingEntrySchema,
  BillingHistorySchema,
  RefundAnswerSchema,
  OperatorRefundAnswerSchema,
  BillingDetailsSchema,
  UpdateBillingDetailsRequestSchema,
} from './schemas/billing';

export {
  AdSchema,
  AdListSchema,
  AdQuerySchema,
  AdStatusSchema,
  PlanSchema,
  DurationSchema,
  ImageUrlSchema,
  isImageUrl,
  CreateAdRequestSchema,
  UpdateAdRequestSchema,
} from './schemas/ad';

export {
  AdPeriodTotalsSchema,
  AdStatsSchema,
  StatsCsvSchema,
  DEFAULT_STATS_RANGE,
  statsCsvColumns,
  STATS_RANGES,
  StatsDaySchema,
  StatsQuerySchema,
  StatsRangeSchema,
} from './schemas/stats';

export {
  AccountTimeZoneSchema,
  SignUpTimeZoneSchema,
  TimeZoneSchema,
  TIME_ZONE_MAX_LENGTH,
  UpdateTimeZoneRequestSchema,
  knownTimeZone,
} from './schemas/time-zone';

export { ServeQuerySchema, ClickQuerySchema, ServedAdSchema, NoContentSchema } from './schemas/serving';

export { DATABASE_ENGINES, HealthSchema, ReadySchema } from './schemas/health';

export {
  REJECTION_REASON_MAX_LENGTH,
  PendingAdSchema,
  PendingAdListSchema,
  ReviewAnswerSchema,
  EndAnswerSchema,
  RejectRequestSchema,
  AddOperatorRequestSchema,
  AddOperatorAnswerSchema,
  OPERATOR_CLI_USER_HEADER,
  DisableOperatorRequestSchema,
  DisableOperatorAnswerSchema,
  DemoRequestSchema,
  DemoAnswerSchema,
} from './schemas/operator';

export {
  TOTP_DIGITS,
  TotpCodeSchema,
  TotpCodeFormSchema,
  OperatorLinkTokenSchema,
  OperatorSchema,
  OperatorAnswerSchema,
  OperatorSessionSchema,
  OperatorLinkCheckRequestSchema,
  SetOperatorPasswordRequestSchema,
  OperatorEnrolmentSchema,
  SetOperatorPasswordAnswerSchema,
  EnrolOperatorRequestSchema,
  OperatorSignInRequestSchema,
} from './schemas/operator-auth';

export {
  LINK_WARNINGS,
  REVIEW_PAYMENT_STATUSES,
  REVIEW_ACTIONS,
  CLI_ACTOR,
  OPERATOR_EVENTS,
  AUDIT_LOG_ACTIONS,
  AUDIT_LOG_PAGE,
  cliActor,
  AuditActorSchema,
  AuditLogEntrySchema,
  AuditLogQuerySchema,
  AuditLogSchema,
  ReviewAdvertiserSchema,
  AppliedBySchema,
  ReviewPaymentSchema,
  ReviewItemSchema,
  ReviewQueueSchema,
  ReviewAdSchema,
  AuditEntrySchema,
  ReviewAdAnswerSchema,
  HELD_REASONS,
  HeldPaymentSchema,
  HeldRefundAnswerSchema,
} from './schemas/review';

export {
  INVITATION_DAYS,
  INVITATION_PAGE,
  MemberSchema,
  InvitationSchema,
  MembersSchema,
  InviteRequestSchema,
  ChangeRoleRequestSchema,
  LeaveAnswerSchema,
  SwitchAccountRequestSchema,
  InvitationPreviewSchema,
  AcceptInvitationRequestSchema,
  ACCOUNT_AUDIT_ACTIONS,
  ACCOUNT_AUDIT_PAGE,
  AccountAuditQuerySchema,
  AccountAuditActorSchema,
  AccountAuditSubjectSchema,
  AccountAuditEntrySchema,
  AccountAuditSchema,
} from './schemas/members';

export { OutboxQuerySchema, OutboxMailSchema, OutboxSchema } from './schemas/dev';

export {
  FileParamsSchema,
  TestCheckoutParamsSchema,
  TestCheckoutPageQuerySchema,
  WebhookAnswerSchema,
} from './schemas/files';

export { UploadFieldsSchema, UploadResponseSchema } from './schemas/upload';

export { CheckoutRequestSchema, CheckoutResponseSchema } from './schemas/checkout';

export {
  CHECKOUT_CONFIRMATION_STATES,
  CheckoutConfirmationSchema,
  CheckoutConfirmRequestSchema,
} from './schemas/checkout-confirm';

export { EnquiryRequestSchema, EnquiryQuerySchema } from './schemas/enquiry';

export { FaqQuerySchema, FaqSchema, FaqCategorySchema, FaqCategoryListSchema } from './schemas/faq';

export {
  BOT_CHECK_ACTIONS,
  BOT_CHECK_ALGORITHMS,
  BOT_CHECK_PROVIDERS,
  BotCheckChallengeSchema,
  BotCheckChallengeResponseSchema,
  BotCheckPayloadSchema,
  parseBotCheckToken,
} from './schemas/bot-check';

// --- the rules and texts requests are checked and answered with (decision 0062) ---
export { MESSAGES, isMessageId, localize } from '../messages';
export {
  messageRef,
  parseMessageRef,
  localizeMessageRef,
  localizeIssues,
  validate,
  ROOT_ISSUE_PATH,
} from '../validation/issues';
export {
  PasswordSchema,
  passwordSchema,
  passwordChecklist,
  PASSWORD_CHECKLIST_ITEMS,
} from '../validation/password';
export {
  emailSchema,
  requiredTextSchema,
  linkUrlSchema,
  normalizeLinkUrl,
  hasControlCharacter,
  hasLoneSurrogate,
  isWebUrl,
} from '../validation/fields';
export {
  bannerKindOf,
  ALLOWED_IMAGE_KINDS,
  IMAGE_MIME_TYPES,
  IMAGE_DETECTION_BYTES,
} from '../validation/image-type';
export { SignUpSchema, RECAPTCHA_TOKEN_PLACEHOLDER } from '../validation/sign-up';
export { SignInSchema } from '../validation/sign-in';
export { ForgotPasswordSchema } from '../validation/forgot-password';
export { ResetPasswordSchema } from '../validation/reset-password';
export { ChangePasswordSchema } from '../validation/change-password';
export { ChangeEmailSchema } from '../validation/change-email';
export { ChangeNameSchema } from '../validation/change-name';
export { ContactFormSchema, ContactSchema } from '../validation/contact';
export {
  ImageFileSchema,
  PlanChoiceSchema,
  DurationChoiceSchema,
  startDateSchema,
  isAllowedStartDate,
} from '../validation/ad-fields';
export { AdApplicationFormSchema, createAdApplicationFormSchema } from '../validation/ad-application';
export { AdResubmissionFormSchema, createAdResubmissionFormSchema } from '../validation/ad-resubmission';
export { CampaignNameSchema } from '../validation/campaign-name';
export {
  UTM_SOURCE,
  UTM_MEDIUM,
  CAMPAIGN_TAG_PARAMS,
  CAMPAIGN_NAME_MAX_LENGTH,
  campaignNameFromTitle,
  isCampaignNameText,
  taggedLinkUrl,
} from '../campaign-tags';
export {
  IsoTimestampSchema,
  IdSchema,
  IdTextSchema,
  IdParamsSchema,
  MAX_ID,
  MessageResponseSchema,
} from './schemas/common';
export {
  SignUpRequestSchema,
  SignInRequestSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ResendEmailRequestSchema,
  CheckEmailIdRequestSchema,
  CheckEmailIdResponseSchema,
  UpdateProfileRequestSchema,
} from './schemas/advertiser';
export { FAQ_HTML_ALLOW_LIST, faqHtmlSanitizerOptions } from '../faq-html';

// The ads and billing rules the schemas above are written with, and the pages that show ads and receipts use
// (decision 0063): the ad status machine, the country codes, Canadian sales tax and a receipt's tax lines and number.
export {
  AD_STATUSES,
  INITIAL_AD_STATUS,
  AD_STATUS_LABELS,
  AD_STATUS_ACTORS,
  AD_STATUS_TRANSITIONS,
  isAdStatus,
  canTransition,
  actionsFor,
  canToggleStatus,
  toggledStatus,
} from '../ad-status';
export {
  RUN_AGAIN_STATUSES,
  RUN_AGAIN_LATEST_MONTHS,
  canRunAgain,
  runAgainStartDate,
  runAgainWindow,
  isAllowedRunAgainStart,
} from '../run-again';
export {
  COUNTRY_CODES,
  CANADA,
  DEFAULT_COUNTRY,
  REGION_CODES,
  isCountryCode,
  isCanadianRegion,
} from '../country-codes';
export {
  SALES_TAX_NAMES,
  SALES_TAX_PART_NAMES,
  salesTaxFor,
  salesTaxCents,
  checkoutAmounts,
  formatTaxRate,
} from '../tax';
export {
  TAX_LINE_NAMES,
  RECEIPT_NUMBER_PATTERN,
  taxLineLabel,
  taxLinesFor,
  orderAmounts,
  formatReceiptNumber,
} from '../receipts';

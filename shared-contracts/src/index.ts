/** The root production entry of shared-contracts: named re-exports only. Each section is kept by the owner of
 *  its files; add a line when you add a module. The API layer's values (the typed client, the endpoint table, the
 *  wire schemas), the rules its requests are checked by (the contract texts, the form schemas) and the ads and
 *  billing rules its schemas use (the ad status machine, country codes, Canadian tax, receipts) are the
 *  `shared-contracts/api` entry (src/api/index.ts, decisions 0054, 0062, 0063); their types are here. */

// --- core: routes, storage, the client's types ---
export {
  ROUTES,
  ROUTE_MANIFEST,
  ROUTE_LIST,
  ROUTE_ACCESS,
  ROUTE_LAYOUTS,
  RouteEntrySchema,
  REMOTE_NAMES,
  LEGACY_SIGN_IN_PATH,
  PUBLIC_SITE_LINKS,
  hrefs,
  fillPath,
  normalisePath,
  matchesPattern,
  createRouteTable,
  patternsOverlap,
  findRouteOverlaps,
  REMOTE_NAME_PATTERN,
  RemoteNameSchema,
  ROUTE_PATH_PATTERN,
  RoutePathSchema,
  routeEntriesOf,
  safeRedirectPath,
  REDIRECT_PARAM,
  signInHref,
  pathAfterSignIn,
} from './routes';
export type {
  RoutePath,
  RouteId,
  RouteIdOf,
  RouteEntry,
  ManifestRoute,
  RouteAccess,
  RouteLayout,
  RouteTable,
  RouteRule,
  RemoteName,
} from './routes';
export {
  CONTRACTS_VERSION,
  CONTRACTS_VERSION_PATTERN,
  contractsMajor,
  isCompatibleContracts,
} from './contracts-version';
export {
  ContractsVersionSchema,
  DeployedRouteSchema,
  RemotesEntrySchema,
  RemotesFileSchema,
  describeIssues,
  isHttpManifestUrl,
} from './deploy-manifest';
export type { DeployedRoute, RemotesEntry, RemotesFile } from './deploy-manifest';
export type { DeployEntry } from './deploy-entry';
export { STORAGE_PREFIX, STORAGE_KEYS } from './storage-keys';
export { browserLanguageSources, detectLanguage, isLanguage } from './detect-language';
export type { LanguageSources } from './detect-language';
export type {
  ApiClient,
  ApiClientConfig,
  DownloadedFile,
  EndpointCall,
  SessionMode,
  TypedApi,
} from './api/client';
export type {
  CallOptions,
  Endpoint,
  EndpointAccess,
  EndpointAnswer,
  EndpointArgs,
  EndpointPermission,
  EndpointRefusal,
  EndpointBody,
  EndpointNamespace,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  EndpointResponseInput,
  EndpointResponses,
  EndpointTable,
  HttpMethod,
} from './api/endpoints';
export { LANGUAGES, LanguageSchema, LocalizedTextSchema } from './language';
export type { Language, LocalizedText } from './language';
export { creativeFor, creativesOf, otherLanguage, REJECTED_CREATIVES } from './creatives';
export type { Creative, RejectedCreatives } from './creatives';
export { API_ERROR_CODES, UNKNOWN_ERROR_TEXT } from './error-codes';
export type { ApiErrorCode } from './error-codes';
export { ApiErrorBodySchema, apiErrorBody } from './api/result';
export type { ApiErrorBody, ApiError, ApiResult } from './api/result';

// --- domain: limits, plans, ad status; the types of the texts and form schemas (owner: contracts-validation) ---
// The texts' and the form schemas' values are on the `shared-contracts/api` entry (decision 0062), and so are the
// ad status machine's (decision 0063).
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  NAME_MAX_LENGTH,
  AD_TITLE_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_ROWS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MEGABYTES,
  IMAGE_TYPES,
  IMAGE_ACCEPT,
  RECOMMENDED_IMAGE_WIDTH,
  RECOMMENDED_IMAGE_HEIGHT,
  AD_PREVIEW_WIDTH,
  AD_PREVIEW_HEIGHT,
  MIN_DURATION_MONTHS,
  MAX_DURATION_MONTHS,
  DEFAULT_DURATION_MONTHS,
  START_DATE_OFFSET_DAYS,
  START_DATE_MAX_OFFSET_MONTHS,
  DATE_PICKER_YEAR_COUNT,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  TOAST_LIMIT,
  PAYMENT_SUCCESS_TOAST_DELAY_MS,
  CLICK_THROUGH_RATE_DECIMALS,
  COOKIE_CONSENT_EXPIRY_DAYS,
  COOKIE_CONSENT_SAME_SITE,
  COOKIE_CATEGORIES,
  DEFAULT_LANGUAGE,
  POLICY_VERSION_DATE,
} from './limits';
export type { ImageType, CookieCategory } from './limits';
export {
  PLANS,
  DEFAULT_PLAN,
  PLACEMENTS,
  PLAN_CATALOGUE,
  DURATIONS,
  DURATION_OPTIONS,
  isPlan,
  isDuration,
  planCoversPlacement,
  subtotalCents,
} from './plans';
export type { Plan, Placement, PlanDetails, Duration, DurationOption } from './plans';
export type { AdStatus, AdStatusActor, AdStatusTransition, AdActions } from './ad-status';
export type { MessageId, MessageValues } from './messages';
export type { ValidationResult } from './validation/issues';
export type { PasswordChecklist } from './validation/password';
export type { AllowedImageKind } from './validation/image-type';
export type { SignUp, SignUpInput } from './validation/sign-up';
export type { SignIn, SignInInput } from './validation/sign-in';
export type { ForgotPassword, ForgotPasswordInput } from './validation/forgot-password';
export type { ResetPassword, ResetPasswordInput } from './validation/reset-password';
export type { ChangePassword, ChangePasswordInput } from './validation/change-password';
export type { ChangeEmail, ChangeEmailInput } from './validation/change-email';
export type { ChangeName, ChangeNameInput } from './validation/change-name';
export type { ContactForm, ContactFormInput, Contact, ContactInput } from './validation/contact';
export type {
  AdApplicationForm,
  AdApplicationFormInput,
  AdApplicationFormOptions,
} from './validation/ad-application';
export type { AdResubmissionForm, AdResubmissionFormInput } from './validation/ad-resubmission';

// --- country codes, Canadian tax and formatting (owner: contracts-data) ---
// The countries' and regions' names are the `shared-contracts/countries` entry (decision 0045); the country codes'
// and Canadian tax's values are the `shared-contracts/api` entry (decision 0063).
export type { CountryCode, RegionCode } from './country-codes';
export type { SalesTaxName, SalesTaxPart, SalesTax, CheckoutAmounts } from './tax';
export {
  formatDuration,
  formatDate,
  formatCount,
  clickThroughRate,
  formatPrice,
  isoCalendarDate,
} from './format';
export type { CalendarDate } from './format';

// --- money: currency, formatting, tax lines, receipts and refunds (owner: issue 10, receipts and billing) ---
// The tax lines' and receipt numbers' values (receipts.ts) are the `shared-contracts/api` entry (decision 0063).
export { CURRENCY, CURRENCY_SYMBOL, PROVIDER_CURRENCY, formatMoney } from './money';
export type { Currency, MoneyFormatOptions } from './money';
export type { OrderAmounts, TaxLine, TaxLineName } from './receipts';
export type {
  TaxLineResponse,
  ReceiptParams,
  Seller,
  Buyer,
  Refund,
  Receipt,
  PaymentMethod,
  BillingEntry,
  BillingHistory,
  RefundAnswer,
  OperatorRefundAnswer,
  BillingDetails,
  UpdateBillingDetailsRequest,
  UpdateBillingDetails,
} from './api/schemas/billing';

// --- wire schemas, src/api/schemas (owner: contracts-validation) ---
export type { IdParams, MessageResponse } from './api/schemas/common';
export {
  AdvertiserSchema,
  AdvertiserResponseSchema,
  AccountSummarySchema,
  RoleSchema,
} from './api/schemas/advertiser-record';
export type { Advertiser, AccountSummary } from './api/schemas/advertiser-record';
// Roles and what they allow (decision 0121): a pure rule the API and the pages share.
export {
  ROLES,
  ROLE_NAMES,
  ROLE_ABILITIES,
  PERMISSIONS,
  can,
  canPayFor,
  permissionsOf,
  receivesMoneyMails,
  isRole,
} from './roles';
export type { Role, Permission } from './roles';
export type {
  Member,
  Members,
  Invitation,
  InviteRequest,
  ChangeRoleRequest,
  LeaveAnswer,
  SwitchAccountRequest,
  InvitationPreview,
  AcceptInvitationRequest,
  AccountAuditAction,
  AccountAuditQuery,
  AccountAuditEntry,
  AccountAudit,
} from './api/schemas/members';
export type {
  SignUpRequest,
  SignInRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ResendEmailRequest,
  CheckEmailIdRequest,
  CheckEmailIdResponse,
  UpdateProfileRequest,
} from './api/schemas/advertiser';
export type {
  Ad,
  AdList,
  AdQuery,
  CreateAdRequest,
  CreateAd,
  UpdateAdRequest,
  UpdateAd,
} from './api/schemas/ad';
export type { ReviewTime } from './api/schemas/review-time';
export {
  REVIEW_LONG_WAIT_HOURS,
  formatWaitSpan,
  isLongReviewWait,
  reviewWaitMs,
  waitSpan,
} from './review-time';
export type { WaitSpan } from './review-time';
export type { AdPeriodTotals, AdStats, StatsDay, StatsQuery, StatsRange } from './api/schemas/stats';
export type { ServeQuery, ClickQuery, ServedAdResponse } from './api/schemas/serving';
export type { AccountTimeZone } from './api/schemas/time-zone';
export type { Health, Ready } from './api/schemas/health';
export type {
  PendingAdList,
  ReviewAnswer,
  EndAnswer,
  RejectRequest,
  AddOperatorRequest,
  AddOperatorAnswer,
  DisableOperatorRequest,
  DisableOperatorAnswer,
  DemoRequest,
  DemoAnswer,
} from './api/schemas/operator';
export type {
  Operator,
  OperatorAnswer,
  OperatorSession,
  SetOperatorPasswordRequest,
  OperatorLinkCheckRequest,
  OperatorEnrolment,
  SetOperatorPasswordAnswer,
  EnrolOperatorRequest,
  OperatorSignInRequest,
} from './api/schemas/operator-auth';
export type {
  LinkWarning,
  ReviewAction,
  ReviewAdvertiser,
  AppliedBy,
  ReviewPayment,
  ReviewItem,
  ReviewQueue,
  ReviewAd,
  AuditEntry,
  ReviewAdAnswer,
  HeldReason,
  HeldPayment,
  HeldRefundAnswer,
  OperatorEvent,
  AuditLogAction,
  AuditActor,
  AuditLogEntry,
  AuditLogQuery,
  AuditLog,
} from './api/schemas/review';
export type { OutboxQuery, OutboxMailResponse } from './api/schemas/dev';
export type { UploadFields, UploadResponse } from './api/schemas/upload';
export type { CheckoutRequest, CheckoutResponse } from './api/schemas/checkout';
export type { CheckoutConfirmation, CheckoutConfirmRequest } from './api/schemas/checkout-confirm';
export type { EnquiryRequest, EnquiryQuery } from './api/schemas/enquiry';
export type { FaqQuery, Faq, FaqCategory, FaqCategoryList } from './api/schemas/faq';
export type {
  BotCheckAction,
  BotCheckChallenge,
  BotCheckChallengeResponse,
  BotCheckPayload,
  BotCheckProvider,
} from './api/schemas/bot-check';

/** The `shared-contracts/rules` entry (decision 0062): the contract texts (MESSAGES, `localize`), the form rules
 *  and the request schemas built from them, and the FAQ's HTML allow-list. Named re-exports only; the types stay
 *  on the root entry. A shared singleton of its own, loaded with the first page that validates a form, shows a
 *  contract text or reads the FAQ, so the shell's start and the home page never carry the texts of every form in
 *  both languages. Its modules import what they need of the root entry by the package name, so they consume the
 *  one shared copy. */

export { MESSAGES, API_ERROR_MESSAGE_IDS, isMessageId, localize } from './messages';
export {
  messageRef,
  parseMessageRef,
  localizeMessageRef,
  localizeIssues,
  validate,
  ROOT_ISSUE_PATH,
} from './validation/issues';
export {
  PasswordSchema,
  passwordSchema,
  passwordChecklist,
  PASSWORD_CHECKLIST_ITEMS,
} from './validation/password';
export {
  emailSchema,
  requiredTextSchema,
  linkUrlSchema,
  normalizeLinkUrl,
  hasControlCharacter,
  isWebUrl,
} from './validation/fields';
export {
  sniffImageType,
  isAllowedImageKind,
  SNIFFED_IMAGE_TYPES,
  ALLOWED_IMAGE_KINDS,
  IMAGE_MIME_TYPES,
  IMAGE_SNIFF_BYTES,
} from './validation/image-type';
export { SignUpSchema, RECAPTCHA_TOKEN_PLACEHOLDER } from './validation/sign-up';
export { SignInSchema } from './validation/sign-in';
export { ForgotPasswordSchema } from './validation/forgot-password';
export { ResetPasswordSchema } from './validation/reset-password';
export { ChangePasswordSchema } from './validation/change-password';
export { ChangeEmailSchema } from './validation/change-email';
export { ChangeNameSchema } from './validation/change-name';
export { ContactFormSchema, ContactSchema } from './validation/contact';
export {
  ImageFileSchema,
  PlanChoiceSchema,
  DurationChoiceSchema,
  startDateSchema,
  isAllowedStartDate,
} from './validation/ad-fields';
export { AdApplicationFormSchema, createAdApplicationFormSchema } from './validation/ad-application';
export { AdResubmissionFormSchema } from './validation/ad-resubmission';
export {
  IsoTimestampSchema,
  IdSchema,
  IdTextSchema,
  IdParamsSchema,
  MAX_ID,
  MessageResponseSchema,
} from './api/schemas/common';
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
} from './api/schemas/advertiser';
export { FAQ_HTML_ALLOW_LIST, faqHtmlSanitizerOptions } from './faq-html';

/** The one rule for what a failed API call tells the person (product.md, Messages), used by useApiMutation's error
 *  toast: a refusal the server explains (any 400, or a code whose text says what to do, such as wrong credentials or
 *  too many attempts) shows the server's own words in the interface language; anything else the generic unknown-error
 *  text, since its words would mean nothing to the person. */
import { type ApiError, type ApiErrorCode, type Language } from 'shared-contracts';
import { localize } from 'shared-contracts/api';
import { textIn } from 'shared-ui';

/** Refusals whose server text tells the person what to do, whatever status the server chose for them. */
const EXPLAINED_CODES: readonly ApiErrorCode[] = [
  'VALIDATION',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'BOT_CHECK_FAILED',
];

export function isExplainedRefusal(error: ApiError): boolean {
  return error.status === 400 || EXPLAINED_CODES.includes(error.code);
}

export function apiErrorText(error: ApiError, language: Language): string {
  return isExplainedRefusal(error)
    ? textIn(error.message, language)
    : textIn(localize('toast-message.failure.unknown'), language);
}

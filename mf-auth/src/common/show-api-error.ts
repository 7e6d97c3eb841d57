/** The error rule of sign-up and sign-in (SPEC §8): a refused request (HTTP 400, or a refusal the server
 *  explains, such as wrong credentials) shows the server's own message in the interface language; anything
 *  else shows the generic unknown-error toast, since its text would mean nothing to the person. */
import {
  translate,
  type ApiError,
  type ApiErrorCode,
  type Language,
  type ToastService,
} from 'shared-contracts';

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

export function showApiError(error: ApiError, toast: ToastService, language: Language): void {
  toast.error(
    isExplainedRefusal(error)
      ? error.message[language]
      : translate('toast-message.failure.unknown', language),
  );
}

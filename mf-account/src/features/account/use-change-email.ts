/** Asks for a new account email (SPEC §7): POST /advertisers/change-email. The address changes only once the
 *  link mailed to it is opened, so success says where the link went. A 400 (address taken, invalid) shows the
 *  server's own words in the interface language; anything else the generic toast (SPEC §8). */
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  ChangeEmailSchema,
  translate,
  useShellServices,
  validate,
  type ChangeEmailInput,
  type ChangeEmailRequest,
} from 'shared-contracts';

export function useChangeEmail() {
  const { api, toast, language } = useShellServices();
  const { t } = useLingui();

  /** Resolves true when the verification link was sent, so the dialog can close. */
  return useCallback(
    async (input: ChangeEmailInput): Promise<boolean> => {
      const parsed = validate(ChangeEmailSchema, input);
      if (!parsed.ok) return false;
      const body: ChangeEmailRequest = { newEmail: parsed.value.newEmail };
      // No response schema: only success matters here, and SPEC §7 leaves the body "not shown".
      const result = await api.request('/advertisers/change-email', {
        method: 'POST',
        body,
        session: 'required',
      });
      if (!result.ok) {
        const message =
          result.error.status === 400
            ? result.error.message[language.current]
            : translate('toast-message.failure.unknown', language.current);
        toast.error(message);
        return false;
      }
      const newEmail = body.newEmail;
      toast.success(
        t({
          id: 'account.toast.email-link-sent',
          message: `A verification link has been sent to ${newEmail}. Your email changes once you open it.`,
        }),
      );
      return true;
    },
    [api, toast, language, t],
  );
}

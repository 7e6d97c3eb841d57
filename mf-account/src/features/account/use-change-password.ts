/** Changes the password (SPEC §5, §7, §8): POST /advertisers/change-password with the current and new password,
 *  the trimmed new value copied into confirmPassword by ChangePasswordSchema. A wrong current password gets its
 *  own toast, a pause after repeated wrong ones the server's words; every other failure the generic one. */
import { useCallback } from 'react';
import {
  ChangePasswordSchema,
  translate,
  useShellServices,
  validate,
  type ChangePasswordInput,
  type ChangePasswordRequest,
} from 'shared-contracts';

export function useChangePassword() {
  const { api, toast, language } = useShellServices();

  /** Resolves true when the password was changed, so the dialog can close. */
  return useCallback(
    async (input: ChangePasswordInput): Promise<boolean> => {
      const parsed = validate(ChangePasswordSchema, input);
      if (!parsed.ok) return false;
      const body: ChangePasswordRequest = parsed.value;
      // No response schema: only success matters here, and SPEC §7 leaves the body "not shown".
      const result = await api.request('/advertisers/change-password', {
        method: 'POST',
        body,
        session: 'required',
      });
      if (!result.ok) {
        const wrongPassword = result.error.code === 'PASSWORD_INCORRECT';
        // After repeated wrong passwords the API pauses changes (429) and says for how long in both languages.
        const paused = result.error.status === 429;
        toast.error(
          wrongPassword
            ? translate('toast-message.failure.wrong', language.current, { x: 'subject.current-password' })
            : paused
              ? result.error.message[language.current]
              : translate('toast-message.failure.unknown', language.current),
        );
        return false;
      }
      toast.success(translate('toast-message.success.changed', language.current, { x: 'subject.password' }));
      return true;
    },
    [api, toast, language],
  );
}

/** Changes the password (product.md, Forms and their limits, Messages; the endpoint table): POST
 *  /advertisers/change-password with the current and new password, the trimmed new value copied into confirmPassword by
 *  ChangePasswordSchema. A wrong current password gets its own toast; anything else useApiMutation's rule (a pause
 *  after repeated wrong ones is a 429 RATE_LIMITED, so it shows the server's words). */
import { useCallback } from 'react';
import { type ChangePasswordInput, type ChangePasswordRequest } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ChangePasswordSchema, validate } from 'shared-contracts/api';
import { useContractText } from 'shared-ui/calls';
import { useApiMutation } from 'shared-ui/calls';

export function useChangePassword() {
  const { api } = useShellServices();
  const text = useContractText();
  const { run } = useApiMutation((body: ChangePasswordRequest) => api.advertisers.changePassword(body), {
    successToast: text('toast-message.success.changed', { x: 'subject.password' }),
    errorToast: (error) =>
      error.code === 'PASSWORD_INCORRECT'
        ? text('toast-message.failure.wrong', { x: 'subject.current-password' })
        : undefined,
  });

  /** Resolves true when the password was changed, so the dialog can close. */
  return useCallback(
    async (input: ChangePasswordInput): Promise<boolean> => {
      const parsed = validate(ChangePasswordSchema, input);
      if (!parsed.ok) return false;
      return (await run(parsed.value)).ok;
    },
    [run],
  );
}

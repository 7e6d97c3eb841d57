/** Asks for a new account email (the endpoint table): POST /advertisers/change-email. The address changes only once the
 *  link mailed to it is opened, so success says where the link went. A refusal (address taken, invalid) shows the
 *  server's own words, anything else the generic toast: useApiMutation's rule (product.md, Messages). */
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type ChangeEmailInput, type ChangeEmailRequest } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ChangeEmailSchema, validate } from 'shared-contracts/api';
import { useApiMutation } from 'shared-ui/calls';

export function useChangeEmail() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const { run } = useApiMutation((body: ChangeEmailRequest) => api.advertisers.changeEmail(body), {
    successToast: (_, { newEmail }) =>
      t({
        id: 'account.toast.email-link-sent',
        message: `A verification link has been sent to ${newEmail}. Your email changes once you open it.`,
      }),
  });

  /** Resolves true when the verification link was sent, so the dialog can close. */
  return useCallback(
    async (input: ChangeEmailInput): Promise<boolean> => {
      const parsed = validate(ChangeEmailSchema, input);
      if (!parsed.ok) return false;
      return (await run({ newEmail: parsed.value.newEmail })).ok;
    },
    [run],
  );
}

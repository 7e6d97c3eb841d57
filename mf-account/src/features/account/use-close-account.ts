/** Closes the account (product.md, Sessions and links): POST /advertisers/deactivate, which deletes every ad at once,
 *  then the sign-out to the home page with a toast saying the account is closed (not only "Sign out successful"). A
 *  failure keeps the user signed in with useApiMutation's error toast. */
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useShellServices } from 'shell-runtime';
import { useApiMutation } from 'shared-ui/calls';

export function useCloseAccount() {
  const { api, session } = useShellServices();
  const { t } = useLingui();
  const { run } = useApiMutation(() => api.advertisers.deactivate(), {
    onSuccess: () => session.signOut({ redirectTo: '/' }),
    successToast: t({
      id: 'account.closed',
      message:
        'Your account has been closed and you have been signed out. Thank you for advertising with us.',
    }),
  });

  /** Resolves true when the account was closed and sign-out has run. */
  return useCallback(async (): Promise<boolean> => (await run()).ok, [run]);
}

/** Closes the account (SPEC §4 "Session"): POST /advertisers/deactivate, which deletes every ad at once, then the
 *  sign-out to the home page with a toast saying the account is closed (not only "Sign out successful"). A failure
 *  keeps the user signed in with the generic toast. */
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { translate, useShellServices } from 'shared-contracts';

export function useCloseAccount() {
  const { api, session, toast, language } = useShellServices();
  const { t } = useLingui();

  /** Resolves true when the account was closed and sign-out has run. */
  return useCallback(async (): Promise<boolean> => {
    // No response schema: only success matters here, and SPEC §7 leaves the body "not shown".
    const result = await api.request('/advertisers/deactivate', {
      method: 'POST',
      session: 'required',
    });
    if (!result.ok) {
      toast.error(translate('toast-message.failure.unknown', language.current));
      return false;
    }
    await session.signOut({ redirectTo: '/' });
    toast.success(
      t({
        id: 'account.closed',
        message:
          'Your account has been closed and you have been signed out. Thank you for advertising with us.',
      }),
    );
    return true;
  }, [api, session, toast, language, t]);
}

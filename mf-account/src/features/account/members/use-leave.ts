/** Leaves the session's account (decision 0121): POST /members/leave. The answer says where the session is now:
 *  another of the person's accounts, which becomes the session's record (the account page's cached reads belonged
 *  to the account left, so they are dropped) before the portal opens its ads; or none, when the session has ended,
 *  and the person leaves for the home page as sign-out does. The last owner's refusal is the server's words. */
import { useCallback } from 'react';
import { useShellServices } from 'shell-runtime';
import { textIn } from 'shared-ui';
import { useApiMutation } from 'shared-ui/calls';
import { useSWRConfig } from 'shared-ui/data';
import { useMembersRefusal } from './use-members';

export function useLeaveAccount() {
  const { api, session, navigation, language } = useShellServices();
  const { mutate } = useSWRConfig();
  const refusal = useMembersRefusal();
  const { run, isSending } = useApiMutation(() => api.members.leave(), {
    onSuccess: async ({ advertiser }) => {
      if (advertiser) {
        session.setAdvertiser(advertiser);
        await mutate(() => true, undefined, { revalidate: false });
        navigation.navigate('/dashboard');
      } else {
        await session.signOut({ redirectTo: '/' });
      }
    },
    successToast: (answer) => textIn(answer.message, language.current),
    errorToast: refusal,
  });

  /** `leave` resolves true when the account was left. */
  const leave = useCallback(async (): Promise<boolean> => (await run()).ok, [run]);
  return { leave, isSending };
}

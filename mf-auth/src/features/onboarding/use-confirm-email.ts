/** Confirming the sign-up email (the endpoint table): api.advertisers.confirmEmail with the link's token as the bearer;
 *  the answer is the advertiser (parsed), now confirmed and signed in. No toast: the page shows each outcome. */
import { useShellServices } from 'shell-runtime';
import { useApiMutation } from 'shared-ui/calls';

export function useConfirmEmail() {
  const { api } = useShellServices();
  return useApiMutation((token: string) => api.advertisers.confirmEmail(token), { errorToast: false });
}

/** Confirming a changed email (the endpoint table): api.advertisers.confirmNewEmail with the change-email link's token
 *  as the bearer; the answer is the advertiser (parsed) with the new address. No toast: the page shows each outcome. */
import { useShellServices } from 'shell-runtime';
import { useApiMutation } from 'shared-ui/calls';

export function useConfirmNewEmail() {
  const { api } = useShellServices();
  return useApiMutation((token: string) => api.advertisers.confirmNewEmail(token), { errorToast: false });
}

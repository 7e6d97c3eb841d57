/** Mailing a fresh confirmation link for a changed email (the endpoint table): api.advertisers.resendNewEmail for the
 *  advertiser named by the link (userId as a number, accountId). Success says the link was sent; any failure asks
 *  to try again (product.md, Messages). */
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { useApiMutation } from 'shared-ui/calls';
import type { AccountLink } from '../../common/account-link';

export function useResendNewEmail() {
  const { api } = useShellServices();
  const text = useContractText();
  return useApiMutation((link: AccountLink) => api.advertisers.resendNewEmail(link), {
    successToast: text('toast-message.success.verification-link-sent'),
    errorToast: () => text('toast-message.failure.try-again'),
  });
}

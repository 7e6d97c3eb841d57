/** Asking for a reset mail (the endpoint table): api.advertisers.forgotPassword with the email. The answer (parsed)
 *  carries nothing the page shows. Any failure, a refusal too, gets the long unknown-error toast (product.md,
 *  Messages). */
import { type ForgotPassword } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { useApiMutation } from 'shared-ui/calls';

export function useForgotPassword() {
  const { api } = useShellServices();
  const text = useContractText();
  return useApiMutation((body: ForgotPassword) => api.advertisers.forgotPassword(body), {
    errorToast: () => text('toast-message.failure.unknown'),
  });
}

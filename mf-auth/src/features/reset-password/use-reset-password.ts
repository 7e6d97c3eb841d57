/** Setting a new password (the endpoint table): api.advertisers.resetPassword with the password typed twice, authorised
 *  by the link's token. Success toasts that the password was reset; a link that died meanwhile is shown by the page (no
 *  toast), any other failure gets the unknown-error toast (product.md, Messages). The page decides where to go next. */
import { type ApiError, type ResetPassword } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { useApiMutation } from 'shared-ui/calls';

export type ResetPasswordRequest = { token: string; body: ResetPassword };

/** The link is expired, used or unknown: the way on is a new link. */
export function isDeadLink({ status, code }: ApiError): boolean {
  return status === 401 || code === 'TOKEN_EXPIRED' || code === 'TOKEN_USED' || code === 'TOKEN_INVALID';
}

export function useResetPassword() {
  const { api } = useShellServices();
  const text = useContractText();
  return useApiMutation(
    ({ token, body }: ResetPasswordRequest) => api.advertisers.resetPassword(token, body),
    {
      successToast: text('toast-message.success.reset', { x: 'subject.password' }),
      errorToast: (error) => (isDeadLink(error) ? null : text('toast-message.failure.unknown')),
    },
  );
}

/** Mailing a fresh sign-up confirmation link (the endpoint table): api.advertisers.resendEmail for the advertiser named
 *  by an expired link (userId as a number, accountId). An email confirmed meanwhile is an answer, ALREADY_CONFIRMED;
 *  any failure asks to try again (product.md, Messages). */
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { useApiMutation } from 'shared-ui/calls';
import type { AccountLink } from '../../common/account-link';
import { refusalAsAnswer } from '../../common/refusal-as-answer';

export const ALREADY_CONFIRMED = 'already-confirmed';

export function useResendEmail(onAnswer: (answer: 'sent' | typeof ALREADY_CONFIRMED) => void) {
  const { api } = useShellServices();
  const text = useContractText();
  return useApiMutation(
    (link: AccountLink) =>
      refusalAsAnswer(api.advertisers.resendEmail(link), 'ALREADY_CONFIRMED', ALREADY_CONFIRMED),
    {
      onSuccess: (answer) => onAnswer(answer === ALREADY_CONFIRMED ? ALREADY_CONFIRMED : 'sent'),
      errorToast: () => text('toast-message.failure.try-again'),
    },
  );
}

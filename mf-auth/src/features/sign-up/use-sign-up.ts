/** Signing up (the endpoint table): api.advertisers.signUp with the email, password, interface language and bot-check
 *  token. The answer (parsed) carries nothing the page needs: success means a confirmation mail is on its way. An email
 *  registered but not confirmed yet gets a success toast that the link was sent again; any other refusal
 *  useApiMutation's error toast (product.md, Messages). */
import { type SignUp } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { useApiMutation } from 'shared-ui/calls';
import { LINK_RESENT, refusalAsAnswer } from '../../common/refusal-as-answer';

export function useSignUp(onSignedUp: (email: string) => void) {
  const { api, toast } = useShellServices();
  const text = useContractText();
  return useApiMutation(
    (body: SignUp) => refusalAsAnswer(api.advertisers.signUp(body), 'EMAIL_NOT_CONFIRMED', LINK_RESENT),
    {
      onSuccess: (answer, body) => {
        if (answer === LINK_RESENT) toast.success(text('toast-message.success.verification-email-resent'));
        else onSignedUp(body.email);
      },
    },
  );
}

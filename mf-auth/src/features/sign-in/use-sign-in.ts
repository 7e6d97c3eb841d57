/** Signing in (the endpoint table): api.advertisers.signIn with the parsed email and password; the answer is the
 *  advertiser record, parsed by the endpoint's schema. An email not confirmed yet gets a success toast that the link
 *  was sent again; any other refusal useApiMutation's error toast (product.md, Messages). */
import { type Advertiser, type SignIn } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { useApiMutation } from 'shared-ui/calls';
import { LINK_RESENT, refusalAsAnswer } from '../../common/refusal-as-answer';

export function useSignIn(onSignedIn: (advertiser: Advertiser) => void) {
  const { api, toast } = useShellServices();
  const text = useContractText();
  return useApiMutation(
    (body: SignIn) => refusalAsAnswer(api.advertisers.signIn(body), 'EMAIL_NOT_CONFIRMED', LINK_RESENT),
    {
      onSuccess: (answer) => {
        if (answer === LINK_RESENT) toast.success(text('toast-message.success.verification-email-resent'));
        else onSignedIn(answer);
      },
    },
  );
}

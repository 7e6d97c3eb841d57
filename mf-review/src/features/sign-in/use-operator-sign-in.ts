/** Signing an operator in (POST /operator-auth/signin with email, password and code). A refusal is one message for
 *  every cause (the API's, in the interface language), shown in the form rather than as a toast, so the operator
 *  reads it where they type; success stores the operator session. */
import { type OperatorSignInRequest } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useApiMutation } from 'shared-ui/calls';
import { useSetOperatorSession } from '../operator-session/use-operator-session';

export function useOperatorSignIn() {
  const { api } = useShellServices();
  const setSession = useSetOperatorSession();
  return useApiMutation((body: OperatorSignInRequest) => api.operatorAuth.signIn(body), {
    onSuccess: async (answer) => {
      await setSession({ operator: answer.operator });
    },
    errorToast: false,
  });
}

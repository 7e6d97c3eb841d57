/** Signing the operator out of the desk: POST /operator-auth/signout, then the session is empty, so the page's
 *  gate opens the desk's sign-in naming the page (signing in again returns there), with the portal's sign-out
 *  toast. The advertiser session, if any, is untouched. */
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { useApiMutation } from 'shared-ui/calls';
import { useSetOperatorSession } from './use-operator-session';

export function useOperatorSignOut() {
  const { api } = useShellServices();
  const text = useContractText();
  const setSession = useSetOperatorSession();
  return useApiMutation(() => api.operatorAuth.signOut(), {
    onSuccess: async () => {
      await setSession({ operator: null });
    },
    successToast: text('toast-message.success.signout'),
  });
}

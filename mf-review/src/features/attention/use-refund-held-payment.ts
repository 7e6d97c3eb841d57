/** The operator's refund of a held payment (POST /review/payments/:id/refund), through the one mutation helper:
 *  busy while sending, a toast naming the ad after success, the portal's error toast after a refusal. Either way
 *  the caller's onSettled reloads the queue; a 404 asks for the session again (it may have expired). */
import { useLingui } from '@lingui/react/macro';
import { type ApiResult, type HeldRefundAnswer } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useApiMutation } from 'shared-ui/calls';
import { useRecheckSessionOnNotFound } from '../operator-session/use-operator-session';

export type HeldRefundInput = { id: number; name: string };

export function useRefundHeldPayment(
  onSettled: (result: ApiResult<HeldRefundAnswer>) => void | Promise<void>,
) {
  const { t } = useLingui();
  const { api } = useShellServices();
  const recheck = useRecheckSessionOnNotFound();
  const mutation = useApiMutation(({ id }: HeldRefundInput) => api.review.refundHeld(id), {
    successToast: (_answer, { name }) =>
      t({ id: 'review.attention.refunded', message: `The payment for “${name}” was refunded in full.` }),
  });
  return {
    isSending: mutation.isSending,
    run: async (input: HeldRefundInput) => {
      const result = await mutation.run(input);
      if (!result.ok) recheck(result.error);
      await onSettled(result);
      return result;
    },
  };
}

/** Deleting an ad from its details page (product.md, Pages): after the confirmation, DELETE it, then go to the
 *  dashboard with the deleted toast. A failure gets the mutation helper's error toast and the user stays on the ad. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES, type Ad } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { useApiMutation } from 'shared-ui/calls';

export function useRemoveAd() {
  const { api } = useShellServices();
  const text = useContractText();
  const navigate = useNavigate();
  const { run, isSending } = useApiMutation(
    // Only success matters: the body (a confirmation message, or none) is not shown.
    (ad: Ad) => api.ads.delete(ad.id),
    {
      onSuccess: () => navigate(ROUTES.dashboard),
      successToast: () => text('toast-message.success.deleted', { x: 'subject.ad' }),
    },
  );

  const remove = useCallback(async (ad: Ad): Promise<boolean> => (await run(ad)).ok, [run]);

  return { remove, pending: isSending };
}

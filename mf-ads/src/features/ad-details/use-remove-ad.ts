/** Deleting an ad from its details page (SPEC §2): after the confirmation, DELETE it, then go to the dashboard
 *  with the deleted toast. A failure gets the generic toast and the user stays on the ad. */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES, translate, useShellServices, type Ad } from 'shared-contracts';
import { useDeleteAd } from '../../api/delete-ad';

export function useRemoveAd() {
  const { toast, language } = useShellServices();
  const navigate = useNavigate();
  const deleteAd = useDeleteAd();
  const [pending, setPending] = useState(false);

  const remove = useCallback(
    async (ad: Ad): Promise<boolean> => {
      setPending(true);
      const result = await deleteAd(ad.id);
      setPending(false);
      if (!result.ok) {
        toast.error(translate('toast-message.failure.unknown', language.current));
        return false;
      }
      toast.success(translate('toast-message.success.deleted', language.current, { x: 'subject.ad' }));
      navigate(ROUTES.dashboard);
      return true;
    },
    [toast, language, navigate, deleteAd],
  );

  return { remove, pending };
}

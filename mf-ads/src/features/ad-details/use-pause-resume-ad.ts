/** Pause ad / Resume ad on the details page (SPEC §4 ACTIVE ⇄ PAUSED): PATCH the whole ad with the new status,
 *  reload it and confirm with the status-updated toast; a failure gets the generic toast. */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { toggledStatus, translate, useShellServices, type Ad } from 'shared-contracts';
import { adKey } from '../../api/get-ad';
import { useUpdateAd } from '../../api/update-ad';

export function usePauseResumeAd() {
  const { toast, language } = useShellServices();
  const { mutate } = useSWRConfig();
  const updateAd = useUpdateAd();
  const [pending, setPending] = useState(false);

  const toggle = useCallback(
    async (ad: Ad) => {
      const status = toggledStatus(ad.status);
      if (status === null) return;
      setPending(true);
      const result = await updateAd(ad.id, { ...ad, status });
      if (result.ok) {
        await mutate(adKey(ad.id));
        toast.success(translate('toast-message.success.status-updated', language.current));
      } else {
        toast.error(translate('toast-message.failure.unknown', language.current));
      }
      setPending(false);
    },
    [toast, language, mutate, updateAd],
  );

  return { toggle, pending };
}

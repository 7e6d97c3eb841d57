/** Pause ad / Resume ad on the details page (product.md, Ad statuses: ACTIVE ⇄ PAUSED): PATCH the whole ad with the new
 *  status, reload it and confirm with the status-updated toast; a failure gets the mutation helper's error toast. */
import { useCallback } from 'react';
import { type Ad, type AdStatus } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { toggledStatus } from 'shared-contracts/api';
import { useSWRConfig } from 'shared-ui/data';
import { useContractText, useApiMutation } from 'shared-ui/calls';
import { adKey } from '../../common/use-ad';

export function usePauseResumeAd() {
  const { api } = useShellServices();
  const text = useContractText();
  const { mutate } = useSWRConfig();
  const { run, isSending } = useApiMutation(
    ({ ad, status }: { ad: Ad; status: AdStatus }) => api.ads.update(ad.id, { ...ad, status }),
    {
      onSuccess: async (_, { ad }) => {
        await mutate(adKey(ad.id));
      },
      successToast: () => text('toast-message.success.status-updated'),
    },
  );

  const toggle = useCallback(
    async (ad: Ad) => {
      const status = toggledStatus(ad.status);
      if (status !== null) await run({ ad, status });
    },
    [run],
  );

  return { toggle, pending: isSending };
}

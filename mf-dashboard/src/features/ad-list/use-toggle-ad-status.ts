/** Pauses or resumes an ad from the dashboard switch (product.md, Ad statuses): PATCH /ads/{id} with the whole ad and
 *  the new status, then reload the list, the period's totals and the ad's details, and confirm with a toast. A failure
 *  gets the mutation helper's error toast. */
import { useCallback, useState } from 'react';
import { type Ad, type AdStatus } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS, toggledStatus } from 'shared-contracts/api';
import { useSWRConfig } from 'shared-ui/data';
import { useContractText, useApiMutation } from 'shared-ui/calls';
import { ADS_KEY } from './use-ads';
import { PERIOD_TOTALS_KEY } from './use-period-totals';

export function useToggleAdStatus() {
  const { api } = useShellServices();
  const text = useContractText();
  const { mutate } = useSWRConfig();
  // Several switches may be sending at once; each stays busy until its own answer arrives.
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());
  const { run } = useApiMutation(
    ({ ad, status }: { ad: Ad; status: AdStatus }) => api.ads.update(ad.id, { ...ad, status }),
    {
      onSuccess: async (_updated, { ad }) => {
        await Promise.all([
          mutate(ADS_KEY),
          mutate((key) => Array.isArray(key) && key[0] === PERIOD_TOTALS_KEY),
          // The ad's details page (mf-ads) reads it by [path, id, status filter]; a visit within SWR's deduping
          // interval would otherwise show the status from before the switch.
          mutate((key) => Array.isArray(key) && key[0] === ENDPOINTS.ads.get.path && key[1] === ad.id),
        ]);
      },
      successToast: () => text('toast-message.success.status-updated'),
    },
  );

  const toggle = useCallback(
    async (ad: Ad) => {
      const status = toggledStatus(ad.status);
      if (status === null) return;
      setPendingIds((ids) => new Set(ids).add(ad.id));
      await run({ ad, status });
      setPendingIds((ids) => {
        const next = new Set(ids);
        next.delete(ad.id);
        return next;
      });
    },
    [run],
  );

  return { toggle, pendingIds };
}

/** Pauses or resumes an ad from the dashboard switch (SPEC §4): PATCH /ads/{id} with the whole ad and the new
 *  status, then reload the list and confirm with a toast. Any failure gets the generic unknown-error toast. */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AdSchema, toggledStatus, translate, useShellServices, type Ad } from 'shared-contracts';
import { ADS_KEY } from './use-ads';

export function useToggleAdStatus() {
  const { api, toast, language } = useShellServices();
  const { mutate } = useSWRConfig();
  // Several switches may be sending at once; each stays busy until its own answer arrives.
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback(
    async (ad: Ad) => {
      const status = toggledStatus(ad.status);
      if (status === null) return;
      setPendingIds((ids) => new Set(ids).add(ad.id));
      const result = await api.request(`/ads/${ad.id}`, {
        method: 'PATCH',
        body: { ...ad, status },
        schema: AdSchema,
        session: 'required',
      });
      if (result.ok) {
        await mutate(ADS_KEY);
        toast.success(translate('toast-message.success.status-updated', language.current));
      } else {
        toast.error(translate('toast-message.failure.unknown', language.current));
      }
      setPendingIds((ids) => {
        const next = new Set(ids);
        next.delete(ad.id);
        return next;
      });
    },
    [api, toast, language, mutate],
  );

  return { toggle, pendingIds };
}

/** DELETE /ads/{id} (SPEC §7): removes an ad, with no refund (SPEC §1). */
import { useCallback } from 'react';
import { useShellServices, type ApiResult } from 'shared-contracts';

export function useDeleteAd(): (id: number) => Promise<ApiResult<unknown>> {
  const { api } = useShellServices();
  return useCallback(
    // Only success matters: the body (a confirmation message, or none) is not shown.
    (id) => api.request(`/ads/${id}`, { method: 'DELETE', session: 'required' }),
    [api],
  );
}

/** PATCH /ads/{id} (SPEC §7): sends the whole ad with its new status, for pause, resume and resubmission. */
import { useCallback } from 'react';
import { AdSchema, useShellServices, type Ad, type ApiResult, type UpdateAdRequest } from 'shared-contracts';

export function useUpdateAd(): (id: number, request: UpdateAdRequest) => Promise<ApiResult<Ad>> {
  const { api } = useShellServices();
  return useCallback(
    (id, request) =>
      api.request(`/ads/${id}`, { method: 'PATCH', body: request, schema: AdSchema, session: 'required' }),
    [api],
  );
}

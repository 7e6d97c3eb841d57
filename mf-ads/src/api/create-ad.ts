/** POST /ads (SPEC §7): stores a new application, UNPAID until the checkout completes, and returns it with its id. */
import { useCallback } from 'react';
import { AdSchema, useShellServices, type Ad, type ApiResult, type CreateAdRequest } from 'shared-contracts';

export function useCreateAd(): (request: CreateAdRequest) => Promise<ApiResult<Ad>> {
  const { api } = useShellServices();
  return useCallback(
    (request) =>
      api.request('/ads', { method: 'POST', body: request, schema: AdSchema, session: 'required' }),
    [api],
  );
}

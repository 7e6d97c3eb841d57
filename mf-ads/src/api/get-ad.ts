/** GET /ads/{id}, optionally ?status= (SPEC §7: resubmission asks for REJECTED, so any other status answers
 *  404). Cached by SWR per id and filter; it waits until a user is signed in (SPEC §6) and never retries, since
 *  the pages send any failure to /404. */
import useSWR from 'swr';
import { AdSchema, useShellServices, type Ad, type AdStatus, type ApiError } from 'shared-contracts';

export function adKey(id: number, status?: AdStatus): readonly [string, AdStatus | null] {
  return [`/ads/${id}`, status ?? null];
}

export function useAd(id: number | null, options: { status?: AdStatus } = {}) {
  const { api, session } = useShellServices();
  const { advertiser } = session.useSession();
  const key = advertiser && id !== null ? adKey(id, options.status) : null;
  return useSWR<Ad, ApiError, readonly [string, AdStatus | null] | null>(
    key,
    async ([path, status]: readonly [string, AdStatus | null]) => {
      const result = await api.request(path, {
        query: { status: status ?? undefined },
        schema: AdSchema,
        session: 'required',
      });
      // SWR keeps what the fetcher throws as `error`; the ApiError value is what the page needs.
      if (!result.ok) throw result.error;
      return result.data;
    },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

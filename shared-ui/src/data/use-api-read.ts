/** The one way a remote reads from the API (decision 0021): SWR caches the answer under `key`, and the ApiResult
 *  of `call` is unwrapped here, so `data` is the parsed answer and `error` the ApiError (SWR keeps what the fetcher
 *  throws). A null key waits (no user signed in yet, no id). SWR's own options pass through unchanged. */
import useSWR, { mutate, type Key, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError, ApiResult } from 'shared-contracts';
import { holdCachedReads } from 'shell-runtime';

/** Empties the page's cache of reads (SWR's own, the one every page of the portal reads through) and reads again
 *  what is on screen. SWR's key filter sets every cached answer to undefined at once, and revalidating drops its
 *  marks of requests in flight, so an answer about the previous account that arrives later is not kept and a page
 *  opened within the deduping interval does not take it either. */
function dropReads(): void {
  void mutate(() => true, undefined, { revalidate: true });
}

// The session store drops the reads when the account changes (shell-runtime, decision 0128).
holdCachedReads(dropReads);

export function useApiRead<TData, TKey extends Key>(
  key: TKey | null,
  call: (key: TKey) => Promise<ApiResult<TData>>,
  options?: SWRConfiguration<TData, ApiError>,
): SWRResponse<TData, ApiError> {
  // SWR calls the fetcher with the key itself (never with null: a null key does not fetch).
  return useSWR<TData, ApiError>(
    key,
    async (current: TKey) => {
      const result = await call(current);
      if (!result.ok) throw result.error;
      return result.data;
    },
    options,
  );
}

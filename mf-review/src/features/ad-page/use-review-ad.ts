/** One ad as the desk sees it, with its audit history (GET /review/ads/:id), read through SWR per id. A 404 is
 *  either an ad that does not exist or a session that is gone: the session is asked again, and the page says the
 *  ad was not found if the operator is still signed in. */
import { useEffect } from 'react';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';
import { useRecheckSessionOnNotFound } from '../operator-session/use-operator-session';

type ReviewAdKey = readonly [string, number];

export function reviewAdKey(id: number): ReviewAdKey {
  return [ENDPOINTS.review.ad.path, id];
}

export function useReviewAd(id: number | null) {
  const { api } = useShellServices();
  const recheck = useRecheckSessionOnNotFound();
  const read = useApiRead(
    id === null ? null : reviewAdKey(id),
    ([, adId]: ReviewAdKey) => api.review.ad(adId),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
  useEffect(() => recheck(read.error), [read.error, recheck]);
  return read;
}

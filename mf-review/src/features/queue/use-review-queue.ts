/** The ads waiting for review, oldest submission first (GET /review/ads), read through SWR. A 404 means the
 *  operator session is gone (the operator routes answer so without one), so the session is asked again and the
 *  gate takes over. */
import { useEffect } from 'react';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';
import { useRecheckSessionOnNotFound } from '../operator-session/use-operator-session';

export const REVIEW_QUEUE_KEY = ENDPOINTS.review.queue.path;

export function useReviewQueue() {
  const { api } = useShellServices();
  const recheck = useRecheckSessionOnNotFound();
  const read = useApiRead(REVIEW_QUEUE_KEY, () => api.review.queue(), { shouldRetryOnError: false });
  useEffect(() => recheck(read.error), [read.error, recheck]);
  return read;
}

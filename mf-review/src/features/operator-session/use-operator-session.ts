/** The review desk's own session (decision 0038): GET /operator-auth/session through SWR, under one key that the
 *  sign-in, enrolment and sign-out hooks update. Separate from the shell's advertiser session, which the desk
 *  never reads: an operator and an advertiser are different people with different cookies. */
import { useCallback } from 'react';
import { type ApiError, type OperatorSession } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead, useSWRConfig } from 'shared-ui/data';

export const OPERATOR_SESSION_KEY = ENDPOINTS.operatorAuth.session.path;

export function useOperatorSession() {
  const { api } = useShellServices();
  return useApiRead(OPERATOR_SESSION_KEY, () => api.operatorAuth.session(), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** Stores what the server now says of the session (after sign-in, enrolment or sign-out) without asking again. */
export function useSetOperatorSession(): (session: OperatorSession) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((session) => mutate(OPERATOR_SESSION_KEY, session, { revalidate: false }), [mutate]);
}

/** A desk call answered 404 (the operator routes' answer without a valid session, e.g. after it expired): ask
 *  for the session again, and the gate sends the operator to sign in if it is gone. */
export function useRecheckSessionOnNotFound(): (error: ApiError | undefined) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (error) => {
      if (error?.status === 404) void mutate(OPERATOR_SESSION_KEY);
    },
    [mutate],
  );
}

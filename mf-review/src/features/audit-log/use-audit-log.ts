/** The audit log as the desk reads it (GET /review/audit-log), optionally one operator's entries, through SWR per
 *  filter. A 404 means the operator session is gone (the desk's routes answer so without one): the session is
 *  asked again and the gate takes over. */
import { useEffect } from 'react';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';
import { useRecheckSessionOnNotFound } from '../operator-session/use-operator-session';

type AuditLogKey = readonly [string, number | null];

export function useAuditLog(operatorId: number | null) {
  const { api } = useShellServices();
  const recheck = useRecheckSessionOnNotFound();
  const read = useApiRead(
    [ENDPOINTS.review.auditLog.path, operatorId] as AuditLogKey,
    ([, id]: AuditLogKey) => api.review.auditLog(id === null ? {} : { operatorId: String(id) }),
    // Keeps the previous filter's rows on screen while the next one loads, so the table does not flash empty.
    { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true },
  );
  useEffect(() => recheck(read.error), [read.error, recheck]);
  return read;
}

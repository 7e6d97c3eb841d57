/** The account's audit trail (decision 0121), newest first: the first page read with GET /members/audit under the
 *  entry's path, and older pages with `before` = the previous page's `next`, one click at a time. */
import { useState } from 'react';
import { type AccountAuditEntry, type ApiError } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';

export const AUDIT_KEY = ENDPOINTS.members.audit.path;

export function useAudit() {
  const { api } = useShellServices();
  const first = useApiRead(AUDIT_KEY, () => api.members.audit(), { shouldRetryOnError: false });
  const [older, setOlder] = useState<{ after: number; entries: AccountAuditEntry[]; next: number | null }>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<ApiError | null>(null);

  // Pages loaded after a first page that is no longer the current one (a reload) are dropped.
  const firstId = first.data?.entries[0]?.id ?? 0;
  const current = older && older.after === firstId ? older : undefined;
  const entries = [...(first.data?.entries ?? []), ...(current?.entries ?? [])];
  const next = current ? current.next : (first.data?.next ?? null);

  async function showOlder() {
    if (next === null || loadingOlder) return;
    setLoadingOlder(true);
    setOlderError(null);
    const result = await api.members.audit({ before: String(next) });
    setLoadingOlder(false);
    if (!result.ok) {
      setOlderError(result.error);
      return;
    }
    setOlder({
      after: firstId,
      entries: [...(current?.entries ?? []), ...result.data.entries],
      next: result.data.next,
    });
  }

  return {
    entries,
    next,
    isLoading: first.isLoading,
    error: first.data ? undefined : first.error,
    retry: () => void first.mutate(),
    showOlder,
    loadingOlder,
    olderFailed: olderError !== null,
  };
}

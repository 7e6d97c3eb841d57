/** The advertiser's billing history (GET /billing) and one receipt (GET /billing/receipts/:number), read through
 *  SWR under the entries' paths so a refund elsewhere can reload them. */
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';

export const BILLING_KEY = ENDPOINTS.billing.history.path;

export function useBillingHistory() {
  const { api } = useShellServices();
  return useApiRead(BILLING_KEY, () => api.billing.history(), { shouldRetryOnError: false });
}

export function useReceipt(receiptNumber: string | undefined) {
  const { api } = useShellServices();
  return useApiRead(
    receiptNumber ? ([ENDPOINTS.billing.receipt.path, receiptNumber] as const) : null,
    ([, number]) => api.billing.receipt(number),
    { shouldRetryOnError: false },
  );
}

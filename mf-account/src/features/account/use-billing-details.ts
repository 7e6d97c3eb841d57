/** The account's billing details (country, Canadian region, company name, tax number): read with GET
 *  /advertisers/billing-details under the entry's path, changed with PATCH through the one mutation helper. The
 *  answer becomes the cached value; payments completed from now on use it, issued receipts keep theirs. */
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type UpdateBillingDetailsRequest } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { validate, ENDPOINTS, UpdateBillingDetailsRequestSchema } from 'shared-contracts/api';
import { useApiRead, useSWRConfig } from 'shared-ui/data';
import { useApiMutation } from 'shared-ui/calls';

export const BILLING_DETAILS_KEY = ENDPOINTS.billing.details.path;

export function useBillingDetails() {
  const { api } = useShellServices();
  return useApiRead(BILLING_DETAILS_KEY, () => api.billing.details(), { shouldRetryOnError: false });
}

export function useChangeBillingDetails() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const { run } = useApiMutation((body: UpdateBillingDetailsRequest) => api.billing.updateDetails(body), {
    onSuccess: async (details) => {
      await mutate(BILLING_DETAILS_KEY, details, { revalidate: false });
    },
    successToast: () => t({ id: 'account.billing.saved', message: 'Your billing details have been saved' }),
  });

  /** Resolves true when the details were saved, so the dialog can close. */
  return useCallback(
    async (input: UpdateBillingDetailsRequest): Promise<boolean> => {
      const parsed = validate(UpdateBillingDetailsRequestSchema, input);
      if (!parsed.ok) return false;
      return (await run(parsed.value)).ok;
    },
    [run],
  );
}

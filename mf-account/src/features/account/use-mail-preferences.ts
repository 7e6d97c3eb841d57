/** The account's mail preferences (product.md, Weekly results): read with GET /advertisers/mail-preferences under
 *  the entry's path, changed with PATCH through the one mutation helper; the answer becomes the cached value. */
import { useLingui } from '@lingui/react/macro';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiMutation } from 'shared-ui/calls';
import { useApiRead, useSWRConfig } from 'shared-ui/data';

export const MAIL_PREFERENCES_KEY = ENDPOINTS.advertisers.mailPreferences.path;

export function useMailPreferences() {
  const { api } = useShellServices();
  return useApiRead(MAIL_PREFERENCES_KEY, () => api.advertisers.mailPreferences(), {
    shouldRetryOnError: false,
  });
}

export function useChangeWeeklyResults() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  return useApiMutation(
    (weeklyResults: boolean) => api.advertisers.updateMailPreferences({ weeklyResults }),
    {
      onSuccess: async (preferences) => {
        await mutate(MAIL_PREFERENCES_KEY, preferences, { revalidate: false });
      },
      successToast: (preferences) =>
        preferences.weeklyResults
          ? t({ id: 'account.weekly.on', message: 'You will get your ads’ results every Monday' })
          : t({ id: 'account.weekly.off', message: 'The weekly results email is off' }),
    },
  );
}

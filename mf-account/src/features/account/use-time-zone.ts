/** The account's time zone (decision 0118): read with GET /advertisers/time-zone under the entry's path, changed
 *  with PATCH through the one mutation helper; the answer becomes the cached value. */
import { useLingui } from '@lingui/react/macro';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiMutation } from 'shared-ui/calls';
import { useApiRead, useSWRConfig } from 'shared-ui/data';

export const TIME_ZONE_KEY = ENDPOINTS.advertisers.timeZone.path;

export function useTimeZone() {
  const { api } = useShellServices();
  return useApiRead(TIME_ZONE_KEY, () => api.advertisers.timeZone(), { shouldRetryOnError: false });
}

export function useChangeTimeZone() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  return useApiMutation((timeZone: string) => api.advertisers.updateTimeZone({ timeZone }), {
    onSuccess: async (answer) => {
      await mutate(TIME_ZONE_KEY, answer, { revalidate: false });
    },
    successToast: (answer) =>
      t({ id: 'account.time-zone.saved', message: `Your results now use ${answer.timeZone}` }),
  });
}

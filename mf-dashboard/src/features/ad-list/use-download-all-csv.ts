/** Download CSV of the dashboard: GET /ads/stats.csv?range= (every ad of the advertiser, one row per day and
 *  placement) through the API client, since the route needs the API-key header and the session cookie, saved
 *  under the server's file name. Busy until the file has arrived; a failure the server does not explain says the
 *  download failed. */
import { useLingui } from '@lingui/react/macro';
import { type StatsRange } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { saveFile } from 'shared-ui/data';
import { isExplainedRefusal, useApiMutation } from 'shared-ui/calls';

export function useDownloadAllCsv() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const { run, isSending } = useApiMutation((range: StatsRange) => api.ads.allStatsCsv({ range }), {
    onSuccess: (file, range) => saveFile(file.blob, file.filename ?? `ads-${range}.csv`),
    errorToast: (error) =>
      isExplainedRefusal(error)
        ? undefined
        : t({ id: 'dashboard.export.failed', message: 'The CSV download has failed. Please try again.' }),
  });
  return { download: run, busy: isSending };
}

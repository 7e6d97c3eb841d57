/** Download CSV of the Results section: GET /ads/{id}/stats.csv?range= through the API client (the route needs
 *  the API-key header and the session cookie, so a plain link would not do), saved under the server's file name.
 *  Busy until the file has arrived; a failure the server does not explain says the download failed. */
import { useLingui } from '@lingui/react';
import { type StatsRange } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { saveFile } from 'shared-ui/data';
import { isExplainedRefusal, useApiMutation } from 'shared-ui/calls';
import { resultsMessages } from './messages';

export function useDownloadCsv(adId: number) {
  const { api } = useShellServices();
  const { i18n } = useLingui();
  const { run, isSending } = useApiMutation((range: StatsRange) => api.ads.statsCsv(adId, { range }), {
    onSuccess: (file, range) => saveFile(file.blob, file.filename ?? `ad-${adId}-${range}.csv`),
    errorToast: (error) => (isExplainedRefusal(error) ? undefined : i18n._(resultsMessages.downloadFailed)),
  });
  return { download: run, busy: isSending };
}

/** Download CSV of the dashboard: GET /ads/stats.csv?range= (every ad of the advertiser, one row per day and
 *  placement) through the API client, since the route needs the API-key header and the session cookie, saved
 *  under the server's file name. Busy until the file has arrived; a failure is a toast in the user's language
 *  (the server's text for a 400). */
import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { saveFile } from 'shared-ui';
import { useShellServices, type StatsRange } from 'shared-contracts';

export function useDownloadAllCsv() {
  const { api, toast, language } = useShellServices();
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);

  const download = useCallback(
    async (range: StatsRange) => {
      setBusy(true);
      const result = await api.download('/ads/stats.csv', { query: { range }, session: 'required' });
      if (result.ok) saveFile(result.data.blob, result.data.filename ?? `ads-${range}.csv`);
      else
        toast.error(
          result.error.status === 400
            ? result.error.message[language.current]
            : t({
                id: 'dashboard.export.failed',
                message: 'The CSV download has failed. Please try again.',
              }),
        );
      setBusy(false);
    },
    [api, toast, language, t],
  );

  return { download, busy };
}

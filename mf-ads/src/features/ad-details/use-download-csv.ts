/** Download CSV of the Results section: GET /ads/{id}/stats.csv?range= through the API client (the route needs
 *  the API-key header and the session cookie, so a plain link would not do), saved under the server's file name.
 *  Busy until the file has arrived; a failure is a toast in the user's language (the server's text for a 400). */
import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react';
import { saveFile } from 'shared-ui';
import { useShellServices, type StatsRange } from 'shared-contracts';
import { resultsMessages } from './messages';

export function useDownloadCsv(adId: number) {
  const { api, toast, language } = useShellServices();
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);

  const download = useCallback(
    async (range: StatsRange) => {
      setBusy(true);
      const result = await api.download(`/ads/${adId}/stats.csv`, { query: { range }, session: 'required' });
      if (result.ok) saveFile(result.data.blob, result.data.filename ?? `ad-${adId}-${range}.csv`);
      else
        toast.error(
          result.error.status === 400
            ? result.error.message[language.current]
            : i18n._(resultsMessages.downloadFailed),
        );
      setBusy(false);
    },
    [api, toast, language, i18n, adId],
  );

  return { download, busy };
}

/** Which creative a rejection is about (decision 0117), on the ad's page and its resubmission form: inline content,
 *  placed in the caller's paragraph. */
import { Trans } from '@lingui/react/macro';
import type { RejectedCreatives } from 'shared-contracts';

export function RejectedCreativesNote({ value }: { value: RejectedCreatives }) {
  return (
    <>
      <strong>
        <Trans id="ads.rejected-creatives.label">Not approved:</Trans>
      </strong>{' '}
      {value === 'en' ? (
        <Trans id="ads.rejected-creatives.en">the English banner and title</Trans>
      ) : value === 'ja' ? (
        <Trans id="ads.rejected-creatives.ja">the Japanese banner and title</Trans>
      ) : (
        <Trans id="ads.rejected-creatives.both">both banners and titles (English and Japanese)</Trans>
      )}
    </>
  );
}

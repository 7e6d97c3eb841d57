/** The notice above the ad list when ads wait for payment (UNPAID), in the dashboard's words: shared-ui's
 *  UnpaidNotice links each to its details page, which has Retry payment, so nobody applies again for an ad that
 *  only needs paying. */
import { Trans } from '@lingui/react/macro';
import type { Ad } from 'shared-contracts';
import { UnpaidNotice as Notice } from 'shared-ui/data';

export function UnpaidNotice({ ads }: { ads: readonly Ad[] }) {
  return (
    <Notice
      ads={ads}
      title={<Trans id="dashboard.unpaid.title">Ads waiting for payment</Trans>}
      body={
        <Trans id="dashboard.unpaid.body">
          These ads are not paid yet. Pay for them from their details page instead of applying again.
        </Trans>
      }
      payLabel={(title) => <Trans id="dashboard.unpaid.pay">Pay for {title}</Trans>}
    />
  );
}

/** The application's last step: "Email me my ads' results every week" (product.md, Weekly results), off unless
 *  ticked; ticking it turns the account's weekly results mail on when the ad is created. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { CheckRowField } from 'shared-ui/form';

const Row = styled(CheckRowField)`
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

export function WeeklyResultsField() {
  return (
    <Row
      name="weeklyResults"
      label={<Trans id="ads.form.weekly-results">Email me my ads’ results every week</Trans>}
      hint={
        <Trans id="ads.form.weekly-results-hint">
          Every Monday: each ad’s impressions, clicks and click-through rate over the last 7 days. You can
          stop it from the email or in your account.
        </Trans>
      }
    />
  );
}

/** The weekly results mail on the account page (product.md, Weekly results): a switch, off by default, saved as
 *  soon as it is flipped (disabled while saving); loading and error states say what is going on. */
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadErrorPanel, LoadingPanel } from 'shared-ui';
import { CheckRow } from 'shared-ui/form';
import { useChangeWeeklyResults, useMailPreferences } from './use-mail-preferences';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export function WeeklyResultsSection() {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useMailPreferences();
  const change = useChangeWeeklyResults();

  return (
    <Section aria-labelledby="account-weekly-heading">
      <h2 id="account-weekly-heading">
        <Trans id="account.weekly.heading">Weekly results email</Trans>
      </h2>
      {data ? (
        <CheckRow
          asSwitch
          checked={data.weeklyResults}
          disabled={change.isSending}
          aria-busy={change.isSending || undefined}
          onChange={(event) => void change.run(event.currentTarget.checked)}
          label={<Trans id="account.weekly.label">Email me my ads’ results every week</Trans>}
          hint={
            <Trans id="account.weekly.hint">
              Every Monday: each ad’s impressions, clicks and click-through rate over the last 7 days, with
              the change from the week before.
            </Trans>
          }
        />
      ) : isLoading || !error ? (
        <LoadingPanel
          size="md"
          label={t({ id: 'account.weekly.loading', message: 'Loading your mail preferences' })}
        />
      ) : (
        <LoadErrorPanel size="md" onRetry={() => void mutate()}>
          <Trans id="account.weekly.error">Your mail preferences could not be loaded.</Trans>
        </LoadErrorPanel>
      )}
    </Section>
  );
}

/** The weekly results mail on the account page (product.md, Weekly results): a switch, off by default, saved as
 *  soon as it is flipped (disabled while saving); loading and error states say what is going on. */
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadErrorPanel, LoadingPanel } from 'shared-ui';
import { useChangeWeeklyResults, useMailPreferences } from './use-mail-preferences';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Label = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  cursor: pointer;
  input {
    margin-top: 0.3em;
    width: 1.1em;
    height: 1.1em;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
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
        <Label>
          <input
            type="checkbox"
            role="switch"
            checked={data.weeklyResults}
            disabled={change.isSending}
            aria-busy={change.isSending || undefined}
            onChange={(event) => void change.run(event.currentTarget.checked)}
          />
          <span>
            <Trans id="account.weekly.label">Email me my ads’ results every week</Trans>
            <small>
              <Trans id="account.weekly.hint">
                Every Monday: each ad’s impressions, clicks and click-through rate over the last 7 days, with
                the change from the week before.
              </Trans>
            </small>
          </span>
        </Label>
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

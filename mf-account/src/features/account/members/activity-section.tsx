/** The account's activity (decision 0121), for the owners: what the members and the portal did, newest first, each
 *  entry a sentence with its date and time in the account's time zone, and Show older while older entries remain. */
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LoadErrorPanel, LoadingPanel, PlainList } from 'shared-ui';
import { useAccountDates } from './account-dates';
import { useAuditSentence } from './audit-sentence';
import { Muted, Section } from './members-section';
import { useAudit } from './use-audit';

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }
`;

const Older = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

export function ActivitySection() {
  const { t } = useLingui();
  const audit = useAudit();
  const sentence = useAuditSentence();
  const dates = useAccountDates();
  const { timeZone } = dates;

  return (
    <Section aria-labelledby="account-activity-heading">
      <h2 id="account-activity-heading">
        <Trans id="account.activity.heading">Activity</Trans>
      </h2>
      {audit.error ? (
        <LoadErrorPanel size="md" onRetry={audit.retry}>
          <Trans id="account.activity.error">The activity could not be loaded.</Trans>
        </LoadErrorPanel>
      ) : audit.isLoading ? (
        <LoadingPanel
          size="md"
          label={t({ id: 'account.activity.loading', message: 'Loading the activity' })}
        />
      ) : audit.entries.length === 0 ? (
        <Muted>
          <Trans id="account.activity.empty">
            Nothing has happened in this account yet. Invitations, role changes, and ads applied for, paid
            for, paused or deleted will be listed here.
          </Trans>
        </Muted>
      ) : (
        <>
          <Muted>
            <Trans id="account.activity.time-zone">Newest first. Times in {timeZone}.</Trans>
          </Muted>
          <PlainList $gap="xs" aria-label={t({ id: 'account.activity.list', message: 'Activity' })}>
            {audit.entries.map((entry) => (
              <Entry key={entry.id}>
                <span>{sentence(entry)}</span>
                <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
              </Entry>
            ))}
          </PlainList>
          {audit.olderFailed ? (
            <Muted role="alert">
              <Trans id="account.activity.older-error">
                The older entries could not be loaded. Please try again.
              </Trans>
            </Muted>
          ) : null}
          {audit.next !== null ? (
            <Older>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                loading={audit.loadingOlder}
                onClick={() => void audit.showOlder()}
              >
                <Trans id="account.activity.show-older">Show older</Trans>
              </Button>
            </Older>
          ) : null}
        </>
      )}
    </Section>
  );
}

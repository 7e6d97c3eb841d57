/** The audit log's rows (decision 0097), newest first, as a table with its caption: what was done, by whom (an
 *  operator's email, the CLI with its machine's user name, or nobody known for a failed sign-in), on what (an ad,
 *  linked, or an operator), when, and a rejection's reason. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { fillPath, ROUTES, type AuditActor, type AuditLogEntry } from 'shared-contracts';
import { useLanguage } from 'shared-ui';
import { formatTimestamp } from '../../common/format-time';
import { AUDIT_LOG_ACTION_LABELS, auditLogMessages } from './messages';

/** Wide enough for two emails and a date side by side; on a phone the table scrolls sideways in its frame. */
const Table = styled.table`
  width: 100%;
  min-width: 48em;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

function ActorCell({ actor }: { actor: AuditActor }) {
  const { i18n } = useLingui();
  if (actor.kind === 'operator') return <>{actor.email}</>;
  if (actor.kind === 'none') return <>{i18n._(auditLogMessages.nobody)}</>;
  return (
    <>
      {actor.user === null
        ? i18n._(auditLogMessages.cliUnknown)
        : i18n._({ ...auditLogMessages.cliUser, values: { user: actor.user } })}
    </>
  );
}

function SubjectCell({ entry }: { entry: AuditLogEntry }) {
  const { i18n } = useLingui();
  if (entry.adId !== null)
    return (
      <Link to={fillPath(ROUTES.reviewAd, { id: entry.adId })}>
        {i18n._({ ...auditLogMessages.adSubject, values: { id: entry.adId } })}
      </Link>
    );
  if (entry.subject !== null) return <>{entry.subject}</>;
  return <>{i18n._(auditLogMessages.unknownEmail)}</>;
}

export function AuditLogTable({ entries }: { entries: readonly AuditLogEntry[] }) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const caption = t({ id: 'review.audit.table', message: 'Audit log entries, newest first' });
  return (
    <Scroll tabIndex={0} role="region" aria-label={caption}>
      <Table aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">
              <Trans id="review.audit.column.time">Time</Trans>
            </th>
            <th scope="col">
              <Trans id="review.audit.column.action">Action</Trans>
            </th>
            <th scope="col">
              <Trans id="review.audit.column.by">By</Trans>
            </th>
            <th scope="col">
              <Trans id="review.audit.column.on">On</Trans>
            </th>
            <th scope="col">
              <Trans id="review.audit.column.reason">Reason</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatTimestamp(entry.at, language)}</td>
              <td>{i18n._(AUDIT_LOG_ACTION_LABELS[entry.action])}</td>
              <td>
                <ActorCell actor={entry.actor} />
              </td>
              <td>
                <SubjectCell entry={entry} />
              </td>
              <td>{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

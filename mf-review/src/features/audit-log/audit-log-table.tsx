/** The audit log's rows (decision 0097), newest first, as a table with its caption: what was done, by whom (an
 *  operator's email, the CLI with its machine's user name, or nobody known for a failed sign-in), on what (an ad,
 *  linked, or an operator), when, and a rejection's reason. */
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { fillPath, ROUTES, type AuditActor, type AuditLogEntry } from 'shared-contracts';
import { useLanguage } from 'shared-ui';
import { ScrollTable, TableHead } from 'shared-ui/data';
import { formatTimestamp } from '../../common/format-time';
import { AUDIT_LOG_ACTION_LABELS, auditLogMessages } from './messages';

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
    // Wide enough for two emails and a date side by side.
    <ScrollTable minWidth="48em" label={{ text: caption }}>
      <TableHead
        columns={[
          <Trans id="review.audit.column.time">Time</Trans>,
          <Trans id="review.audit.column.action">Action</Trans>,
          <Trans id="review.audit.column.by">By</Trans>,
          <Trans id="review.audit.column.on">On</Trans>,
          <Trans id="review.audit.column.reason">Reason</Trans>,
        ]}
      />
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
    </ScrollTable>
  );
}

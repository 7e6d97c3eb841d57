/** The ad's audit log (issue 12): every operator move, from the desk or the CLI, with who made it, when, and the
 *  reason of a rejection, oldest first, as a table named by its heading. An ad never moved says so. */
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from 'shared-contracts';
import { useLanguage } from 'shared-ui';
import { ScrollTable, TableHead } from 'shared-ui/data';
import { formatTimestamp } from '../../common/format-time';
import { AUDIT_ACTION_LABELS } from '../review-item/messages';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export function AuditHistory({ history }: { history: readonly AuditEntry[] }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <Section>
      <h2 id="review-history-heading">
        <Trans id="review.history.heading">History</Trans>
      </h2>
      {history.length === 0 ? (
        <p>
          <Trans id="review.history.empty">No operator has acted on this ad yet.</Trans>
        </p>
      ) : (
        // Wide enough for an email and a date side by side.
        <ScrollTable minWidth="40em" label={{ by: 'review-history-heading' }}>
          <TableHead
            columns={[
              <Trans id="review.history.action">Action</Trans>,
              <Trans id="review.history.operator">Operator</Trans>,
              <Trans id="review.history.time">Time</Trans>,
              <Trans id="review.history.reason">Reason</Trans>,
            ]}
          />
          <tbody>
            {history.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td>{i18n._(AUDIT_ACTION_LABELS[entry.action])}</td>
                <td>{entry.actor}</td>
                <td>{formatTimestamp(entry.at, language)}</td>
                <td>{entry.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

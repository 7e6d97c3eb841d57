/** The ad's audit log (issue 12): every operator move, from the desk or the CLI, with who made it, when, and the
 *  reason of a rejection, oldest first, as a table with a caption. An ad never moved says so. */
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from 'shared-contracts';
import { useLanguage } from 'shared-ui';
import { formatTimestamp } from '../../common/format-time';
import { AUDIT_ACTION_LABELS } from '../review-item/messages';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** Wide enough for an email and a date side by side; on a phone the table scrolls sideways in its frame. */
const Table = styled.table`
  width: 100%;
  min-width: 40em;
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
        <Scroll tabIndex={0} role="region" aria-labelledby="review-history-heading">
          <Table aria-labelledby="review-history-heading">
            <thead>
              <tr>
                <th scope="col">
                  <Trans id="review.history.action">Action</Trans>
                </th>
                <th scope="col">
                  <Trans id="review.history.operator">Operator</Trans>
                </th>
                <th scope="col">
                  <Trans id="review.history.time">Time</Trans>
                </th>
                <th scope="col">
                  <Trans id="review.history.reason">Reason</Trans>
                </th>
              </tr>
            </thead>
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
          </Table>
        </Scroll>
      )}
    </Section>
  );
}

/** /dashboard/billing: every payment and refund of the advertiser, newest first (as the API sends them), each
 *  payment linking to its receipt, with the totals paid, refunded and net in the portal's one currency. Loading,
 *  empty and error states each say what to do next. */
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PLAN_CATALOGUE,
  formatDate,
  formatDuration,
  formatMoney,
  hrefs,
  type BillingHistory,
  type Language,
} from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import {
  HeaderRow,
  LoadErrorPanel,
  LoadingPanel,
  PageSection,
  StatePanel,
  usePageTitle,
  useLocalizedText,
} from 'shared-ui';
import { plainTableLook, TableHead } from 'shared-ui/data';
import { useBillingHistory } from './use-billing';

const Header = styled(HeaderRow).attrs({ as: 'header' })`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** Below 600 px of room (the page's width beside the sidebar, or the screen where container queries are missing)
 *  each row becomes a card of labelled lines, like the ad list, so no column is clipped and nothing scrolls
 *  sideways. The labels are the column headers again (data-label), shown only there. */
const NARROW_CONTAINER = '(max-width: 599.98px)';
const NARROW_SCREEN = '(max-width: 599.98px)';

const narrowRows = css`
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  table,
  tbody,
  tr,
  th,
  td {
    display: block;
  }
  tr {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  th,
  td,
  td:last-child {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border-bottom: 0;
    text-align: right;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  th[scope='row'] {
    display: block;
    text-align: left;
  }
  td::before {
    content: attr(data-label);
    flex: none;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }
`;

const TableWrap = styled.div`
  container-type: inline-size;
  position: relative;

  @container ${NARROW_CONTAINER} {
    ${narrowRows}
  }
  @media ${NARROW_SCREEN} {
    ${narrowRows}
  }
`;

const Table = styled.table`
  ${plainTableLook}
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export function BillingPage() {
  const { t } = useLingui();
  const { language } = useShellServices();
  usePageTitle(t({ id: 'billing.page-title', message: 'Billing' }), language.current);

  return (
    <PageSection aria-labelledby="billing-heading">
      <Header>
        <h1 id="billing-heading">
          <Trans id="billing.heading">Billing</Trans>
        </h1>
      </Header>
      <BillingContent />
    </PageSection>
  );
}

function BillingContent() {
  const { t } = useLingui();
  const { language } = useShellServices();
  const { data: history, error, isLoading, mutate } = useBillingHistory();

  if (!history && (isLoading || !error)) {
    return <LoadingPanel label={t({ id: 'billing.loading', message: 'Loading your payments' })} />;
  }
  if (!history) {
    return (
      <LoadErrorPanel onRetry={() => void mutate()}>
        <Trans id="billing.error">
          Your payments could not be loaded. Please check your connection and try again.
        </Trans>
      </LoadErrorPanel>
    );
  }
  if (history.entries.length === 0) {
    return (
      <StatePanel>
        <h2>
          <Trans id="billing.empty.title">No payments yet</Trans>
        </h2>
        <p>
          <Trans id="billing.empty.body">
            When you pay for an ad, its payment and receipt appear here, and so does any refund.
          </Trans>
        </p>
      </StatePanel>
    );
  }
  return <History history={history} language={language.current} />;
}

function History({ history, language }: { history: BillingHistory; language: Language }) {
  const { t } = useLingui();
  const labels = {
    date: t({ id: 'billing.column.date', message: 'Date' }),
    receipt: t({ id: 'billing.column.receipt', message: 'Receipt' }),
    amount: t({ id: 'billing.column.amount', message: 'Amount' }),
  };
  const money = (cents: number) => formatMoney(cents, language);
  const text = useLocalizedText(language);
  return (
    <>
      <section aria-label={t({ id: 'billing.totals', message: 'Totals' })}>
        <Totals>
          <div>
            <dt>
              <Trans id="billing.totals.paid">Paid</Trans>
            </dt>
            <dd>{money(history.totals.paidCents)}</dd>
          </div>
          <div>
            <dt>
              <Trans id="billing.totals.refunded">Refunded</Trans>
            </dt>
            <dd>{money(history.totals.refundedCents)}</dd>
          </div>
          <div>
            <dt>
              <Trans id="billing.totals.net">Net</Trans>
            </dt>
            <dd>{money(history.totals.netCents)}</dd>
          </div>
        </Totals>
      </section>
      <TableWrap>
        <Table aria-labelledby="billing-heading">
          <TableHead
            columns={[
              labels.date,
              <Trans id="billing.column.description">Description</Trans>,
              labels.receipt,
              labels.amount,
            ]}
          />
          <tbody>
            {history.entries.map((entry) => {
              const plan = text(PLAN_CATALOGUE[entry.plan].label);
              const duration = formatDuration(entry.months, language);
              const title = entry.adTitle;
              return (
                <tr key={entry.id}>
                  <td data-label={labels.date}>{formatDate(entry.occurredAt, language)}</td>
                  <th scope="row">
                    {entry.kind === 'refund' ? (
                      <Trans id="billing.entry.refund">Refund: {title}</Trans>
                    ) : (
                      <Trans id="billing.entry.payment">Payment: {title}</Trans>
                    )}
                    <br />
                    <Trans id="billing.entry.plan">
                      {plan} × {duration}
                    </Trans>
                  </th>
                  <td data-label={labels.receipt}>
                    {entry.kind === 'payment' && entry.receiptNumber ? (
                      <Link to={hrefs.receipt(entry.receiptNumber)}>{entry.receiptNumber}</Link>
                    ) : (
                      (entry.receiptNumber ?? '')
                    )}
                  </td>
                  <td data-label={labels.amount}>{money(entry.amountCents)}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
    </>
  );
}

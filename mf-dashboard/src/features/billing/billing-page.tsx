/** /dashboard/billing: every payment and refund of the advertiser, newest first (as the API sends them), each
 *  payment linking to its receipt, with the totals paid, refunded and net in the portal's one currency. Loading,
 *  empty and error states each say what to do next. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PLAN_CATALOGUE,
  formatDate,
  formatDuration,
  formatMoney,
  hrefs,
  useShellServices,
  type BillingHistory,
  type Language,
} from 'shared-contracts';
import { HeaderRow, LoadErrorPanel, LoadingPanel, PageSection, StatePanel, usePageTitle } from 'shared-ui';
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

const TableWrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
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
  const money = (cents: number) => formatMoney(cents, language);
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
          <thead>
            <tr>
              <th scope="col">
                <Trans id="billing.column.date">Date</Trans>
              </th>
              <th scope="col">
                <Trans id="billing.column.description">Description</Trans>
              </th>
              <th scope="col">
                <Trans id="billing.column.receipt">Receipt</Trans>
              </th>
              <th scope="col">
                <Trans id="billing.column.amount">Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {history.entries.map((entry) => {
              const plan = PLAN_CATALOGUE[entry.plan].label[language];
              const duration = formatDuration(entry.months, language);
              const title = entry.adTitle;
              return (
                <tr key={entry.id}>
                  <td>{formatDate(entry.occurredAt, language)}</td>
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
                  <td>
                    {entry.kind === 'payment' && entry.receiptNumber ? (
                      <Link to={hrefs.receipt(entry.receiptNumber)}>{entry.receiptNumber}</Link>
                    ) : (
                      (entry.receiptNumber ?? '')
                    )}
                  </td>
                  <td>{money(entry.amountCents)}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
    </>
  );
}

/** /dashboard/billing/:receiptNumber: one receipt as issued (seller, number, date, buyer, ad, plan × months,
 *  subtotal, each tax line with its name and rate, total, currency) in the interface language, with a Print button
 *  and a print stylesheet that leaves the shell's bars and the page's own actions out and fits one A4 page. */
import { Link, useParams } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CURRENCY,
  PLAN_CATALOGUE,
  ROUTES,
  formatDate,
  formatDuration,
  formatMoney,
  type Language,
  type PaymentMethod,
  type Receipt,
  type Refund,
} from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { taxLineLabel } from 'shared-contracts/api';
import { placeName } from 'shared-contracts/countries';
import {
  Button,
  HeaderRow,
  LoadErrorPanel,
  LoadingPanel,
  PageSection,
  StatePanel,
  VisuallyHidden,
  usePageTitle,
  useLocalizedText,
} from 'shared-ui';
import { useReceipt } from './use-billing';

/** Printing: A4 with modest margins, only the receipt (the shell's top bar, sidebar, drawer and footer, and the
 *  page's own actions, are left out), in black on white. */
const PrintStyle = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 15mm;
    }
    body {
      background: #fff;
      color: #000;
    }
    body header:not([data-receipt-part]),
    body nav,
    body footer,
    [data-print-hidden] {
      display: none !important;
    }
    main {
      padding: 0 !important;
      margin: 0 !important;
    }
  }
`;

const Actions = styled(HeaderRow)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Sheet = styled.article`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  address {
    font-style: normal;
  }

  @media print {
    padding: 0;
    border: none;
    background: none;
    font-size: 10.5pt;
    break-inside: avoid;
    page-break-inside: avoid;
  }
`;

const Parties = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};

  @media print {
    grid-template-columns: 1fr 1fr;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-weight: normal;
  }
  td {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-bottom: none;
  }
`;

export function ReceiptPage() {
  const { receiptNumber } = useParams();
  const { t } = useLingui();
  const { language } = useShellServices();
  const number = receiptNumber ?? '';
  usePageTitle(t({ id: 'receipt.page-title', message: `Receipt ${number}` }), language.current);

  return (
    <PageSection $width="narrow" aria-label={t({ id: 'receipt.region', message: 'Receipt' })}>
      <PrintStyle />
      <Actions data-print-hidden="">
        <Link to={ROUTES.billing}>
          <Trans id="receipt.back">← Billing</Trans>
        </Link>
      </Actions>
      <ReceiptContent receiptNumber={receiptNumber} language={language.current} />
    </PageSection>
  );
}

function ReceiptContent({ receiptNumber, language }: { receiptNumber?: string; language: Language }) {
  const { t } = useLingui();
  const { data: receipt, error, isLoading, mutate } = useReceipt(receiptNumber);

  if (!receipt && (isLoading || !error)) {
    return <LoadingPanel label={t({ id: 'receipt.loading', message: 'Loading the receipt' })} />;
  }
  if (!receipt) {
    if (error?.status === 404) {
      return (
        <StatePanel>
          <h1>
            <Trans id="receipt.not-found.title">Receipt not found</Trans>
          </h1>
          <p>
            <Trans id="receipt.not-found.body">
              There is no receipt with this number in your account. Your receipts are listed on the billing
              page.
            </Trans>
          </p>
        </StatePanel>
      );
    }
    return (
      <LoadErrorPanel onRetry={() => void mutate()}>
        <Trans id="receipt.error">
          The receipt could not be loaded. Please check your connection and try again.
        </Trans>
      </LoadErrorPanel>
    );
  }
  return <ReceiptSheet receipt={receipt} language={language} />;
}

function ReceiptSheet({ receipt, language }: { receipt: Receipt; language: Language }) {
  const money = (cents: number) => formatMoney(cents, language);
  const text = useLocalizedText(language);
  const plan = text(PLAN_CATALOGUE[receipt.plan].label);
  const duration = formatDuration(receipt.months, language);
  const { buyer, seller, number, adTitle } = receipt;
  const { taxNumber } = buyer;
  const monthly = money(receipt.monthlyPriceCents);
  const currency = CURRENCY;
  const buyerPlace = buyer.country ? placeName(buyer.country, buyer.region, language) : null;
  // Japanese addresses run from the largest place to the smallest, English ones the other way round.
  const sellerLines = language === 'ja' ? [...seller.address].reverse() : seller.address;
  const paidOn = formatDate(receipt.issuedAt, language);

  return (
    <>
      <Actions data-print-hidden="">
        <Button type="button" onClick={() => window.print()}>
          <Trans id="receipt.print">Print</Trans>
        </Button>
      </Actions>
      <Sheet aria-labelledby="receipt-heading">
        <h1 id="receipt-heading">
          <Trans id="receipt.heading">Receipt {number}</Trans>
        </h1>
        <Facts>
          <dt>
            <Trans id="receipt.number">Receipt number</Trans>
          </dt>
          <dd>{receipt.number}</dd>
          <dt>
            <Trans id="receipt.date">Date</Trans>
          </dt>
          <dd>{formatDate(receipt.issuedAt, language)}</dd>
          <dt>
            <Trans id="receipt.paid">Paid</Trans>
          </dt>
          <dd>
            <PaidWith method={receipt.paymentMethod ?? null} date={paidOn} />
          </dd>
          {receipt.run ? (
            <>
              <dt>
                <Trans id="receipt.run">Ad run</Trans>
              </dt>
              <dd>
                <RunDates run={receipt.run} language={language} />
              </dd>
            </>
          ) : null}
          <dt>
            <Trans id="receipt.currency">Currency</Trans>
          </dt>
          <dd>
            <Trans id="receipt.currency-name">US dollars ({currency})</Trans>
          </dd>
        </Facts>
        <Parties>
          <section aria-labelledby="receipt-seller">
            <h2 id="receipt-seller">
              <Trans id="receipt.seller">Seller</Trans>
            </h2>
            <address>
              {seller.name}
              {sellerLines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </address>
            {seller.taxIds.map((taxId) => (
              <p key={taxId.name}>
                {taxId.name}: {taxId.number}
              </p>
            ))}
          </section>
          <section aria-labelledby="receipt-buyer">
            <h2 id="receipt-buyer">
              <Trans id="receipt.buyer">Billed to</Trans>
            </h2>
            <address>
              {buyer.companyName ?? buyer.name ?? buyer.email}
              {buyer.companyName && buyer.name ? (
                <>
                  <br />
                  {buyer.name}
                </>
              ) : null}
              <br />
              {buyer.email}
              {buyerPlace ? (
                <>
                  <br />
                  {buyerPlace}
                </>
              ) : null}
            </address>
            {taxNumber ? (
              <p>
                <Trans id="receipt.buyer-tax-number">Tax registration number: {taxNumber}</Trans>
              </p>
            ) : null}
          </section>
        </Parties>
        <Lines>
          <caption>
            <VisuallyHidden>
              <Trans id="receipt.lines">Amounts</Trans>
            </VisuallyHidden>
          </caption>
          <tbody>
            <tr>
              <th scope="row">
                <Trans id="receipt.line.ad">Ad: {adTitle}</Trans>
                <br />
                <Trans id="receipt.line.plan">
                  {plan} × {duration} ({monthly} per month)
                </Trans>
              </th>
              <td>{money(receipt.subtotalCents)}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans id="receipt.subtotal">Subtotal</Trans>
              </th>
              <td>{money(receipt.subtotalCents)}</td>
            </tr>
            {receipt.taxLines.map((line) => (
              <tr key={line.name}>
                <th scope="row">{taxLineLabel(line)}</th>
                <td>{money(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <Trans id="receipt.total">Total ({currency})</Trans>
              </th>
              <td>{money(receipt.totalCents)}</td>
            </tr>
          </tfoot>
        </Lines>
        {receipt.refund ? <RefundNote refund={receipt.refund} language={language} /> : null}
      </Sheet>
    </>
  );
}

/** "Paid on Dec 2, 2026 by Visa ending in 4242", or with the test checkout, or on its date alone when the provider
 *  did not say how. */
function PaidWith({ method, date }: { method: PaymentMethod | null; date: string }) {
  if (method?.kind === 'card') {
    const brand = cardBrandName(method.brand);
    const last4 = method.last4;
    return (
      <Trans id="receipt.paid-card">
        Paid on {date} by {brand} ending in {last4}
      </Trans>
    );
  }
  if (method?.kind === 'test-checkout')
    return <Trans id="receipt.paid-test">Paid on {date} through the test checkout (no card charged)</Trans>;
  return <Trans id="receipt.paid-on">Paid on {date}</Trans>;
}

/** Stripe's brand codes ('visa', 'amex') as printed on cards. */
function cardBrandName(brand: string): string {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    jcb: 'JCB',
    diners: 'Diners Club',
    unionpay: 'UnionPay',
  };
  return names[brand] ?? brand;
}

function RunDates({ run, language }: { run: { startDate: string; endDate: string }; language: Language }) {
  const start = formatDate(run.startDate, language);
  const end = formatDate(run.endDate, language);
  return (
    <Trans id="receipt.run-dates">
      {start} to {end}
    </Trans>
  );
}

function RefundNote({ refund, language }: { refund: Refund; language: Language }) {
  const date = formatDate(refund.refundedAt, language);
  const amount = formatMoney(refund.amountCents, language);
  return (
    <p>
      <Trans id="receipt.refunded">
        Refunded on {date}: {amount}
      </Trans>
    </p>
  );
}

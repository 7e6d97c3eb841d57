import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BillingEntry, BillingHistory } from 'shared-contracts';
import { apiUrl, errorResponse, listenForApiCalls, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { BillingPage } from './billing-page';

listenForApiCalls();

function anEntry(overrides: Partial<BillingEntry>): BillingEntry {
  return {
    kind: 'payment',
    id: 'payment-1',
    occurredAt: '2026-03-10T09:00:00.000Z',
    receiptNumber: '2026-000001',
    adId: 1,
    adTitle: 'Spring show',
    plan: 'LOBBIES',
    months: 1,
    amountCents: 3616,
    taxCents: 416,
    currency: 'USD',
    ...overrides,
  };
}

function serveHistory(history: BillingHistory) {
  server.use(http.get(apiUrl('/billing'), () => HttpResponse.json(history)));
}

const HISTORY: BillingHistory = {
  entries: [
    anEntry({
      kind: 'refund',
      id: 'refund-1',
      occurredAt: '2026-03-12T09:00:00.000Z',
      receiptNumber: '2026-000001',
      amountCents: -3616,
    }),
    anEntry({
      id: 'payment-2',
      receiptNumber: '2026-000002',
      occurredAt: '2026-03-11T09:00:00.000Z',
      adTitle: 'Autumn',
    }),
    anEntry({}),
  ],
  totals: { paidCents: 7232, refundedCents: 3616, netCents: 3616, currency: 'USD' },
};

test('lists every payment and refund newest first, with receipt links and totals in US dollars', async () => {
  serveHistory(HISTORY);
  renderPage(<BillingPage />, { route: '/dashboard/billing' });

  expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
  expect(document.title).toBe('Billing | Advertiser portal');
  const table = await screen.findByRole('table', { name: 'Billing' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    'Mar 12, 2026Refund: Spring showLobbies Plan × 1 month2026-000001-US$36.16',
    'Mar 11, 2026Payment: AutumnLobbies Plan × 1 month2026-000002US$36.16',
    'Mar 10, 2026Payment: Spring showLobbies Plan × 1 month2026-000001US$36.16',
  ]);
  expect(within(rows[1]!).getByRole('link', { name: '2026-000002' })).toHaveAttribute(
    'href',
    '/dashboard/billing/2026-000002',
  );
  expect(within(rows[0]!).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent(
    'PaidUS$72.32RefundedUS$36.16NetUS$36.16',
  );
});

test('the page speaks Japanese', async () => {
  serveHistory(HISTORY);
  renderPage(<BillingPage />, { route: '/dashboard/billing', language: 'ja' });

  expect(screen.getByRole('heading', { level: 1, name: 'お支払い' })).toBeInTheDocument();
  expect(await screen.findByText('2026年3月12日')).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: /^返金：Spring show/ })).toBeInTheDocument();
});

test('says so when there are no payments yet', async () => {
  serveHistory({ entries: [], totals: { paidCents: 0, refundedCents: 0, netCents: 0, currency: 'USD' } });
  renderPage(<BillingPage />, { route: '/dashboard/billing' });

  expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('shows a loading state, then an error with Retry that loads again', async () => {
  let calls = 0;
  server.use(
    http.get(apiUrl('/billing'), () => {
      calls += 1;
      return calls === 1 ? errorResponse(500, 'INTERNAL') : HttpResponse.json(HISTORY);
    }),
  );
  const { user } = renderPage(<BillingPage />, { route: '/dashboard/billing' });

  expect(screen.getByRole('status', { name: 'Loading your payments' })).toBeInTheDocument();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your payments could not be loaded.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Billing' })).toBeInTheDocument();
});

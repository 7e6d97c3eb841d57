import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Receipt } from 'shared-contracts';
import { apiUrl, errorResponse, listenForApiCalls, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { ReceiptPage } from './receipt-page';

listenForApiCalls();

const RECEIPT: Receipt = {
  number: '2026-000042',
  issuedAt: '2026-03-10T09:00:00.000Z',
  language: 'en',
  adId: 7,
  adTitle: 'Spring show',
  plan: 'COMPREHENSIVE',
  months: 3,
  monthlyPriceCents: 7200,
  subtotalCents: 21600,
  taxLines: [{ name: 'HST', rateBasisPoints: 1300, amountCents: 2808 }],
  taxCents: 2808,
  totalCents: 24408,
  currency: 'USD',
  seller: {
    name: 'Virtual Art Exhibition Ltd.',
    address: ['1 Gallery Road', 'Toronto ON M5V 1A1', 'Canada'],
    taxIds: [{ name: 'GST/HST', number: '123456789 RT0001' }],
  },
  buyer: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    companyName: 'Analytical Arts',
    taxNumber: '987654321',
    country: 'CA',
    region: 'ON',
  },
  run: { startDate: '2026-03-18', endDate: '2026-06-18' },
  paymentMethod: { kind: 'card', brand: 'visa', last4: '4242' },
  refund: null,
};

function serveReceipt(receipt: Receipt) {
  server.use(
    http.get(apiUrl('/billing/receipts/:number'), ({ params }) =>
      params.number === receipt.number ? HttpResponse.json(receipt) : errorResponse(404, 'NOT_FOUND'),
    ),
  );
}

const renderReceipt = (number: string, language: 'en' | 'ja' = 'en') =>
  renderPage(<ReceiptPage />, {
    route: `/dashboard/billing/${number}`,
    path: '/dashboard/billing/:receiptNumber',
    language,
  });

test('shows the seller, number, date, buyer, ad, plan × months, subtotal, each tax line and the total', async () => {
  serveReceipt(RECEIPT);
  renderReceipt('2026-000042');

  const sheet = await screen.findByRole('article', { name: 'Receipt 2026-000042' });
  expect(document.title).toBe('Receipt 2026-000042 | Advertiser portal');
  expect(within(sheet).getByRole('region', { name: 'Seller' })).toHaveTextContent(
    'Virtual Art Exhibition Ltd.1 Gallery RoadToronto ON M5V 1A1CanadaGST/HST: 123456789 RT0001',
  );
  expect(within(sheet).getByRole('region', { name: 'Billed to' })).toHaveTextContent(
    'Analytical ArtsAda Lovelaceada@example.comOntario, CanadaTax registration number: 987654321',
  );
  expect(sheet).toHaveTextContent(
    'Receipt number2026-000042DateMar 10, 2026PaidPaid on Mar 10, 2026 by Visa ending in 4242' +
      'Ad runMar 18, 2026 to Jun 18, 2026CurrencyUS dollars (USD)',
  );
  // Each line has its amount.
  expect(within(sheet).getByRole('row', { name: /Ad: Spring show/ })).toHaveTextContent('US$216.00');
  expect(within(sheet).getByRole('rowheader', { name: /Ad: Spring show/ })).toHaveTextContent(
    'Comprehensive Plan × 3 months (US$72.00 per month)',
  );
  expect(within(sheet).getByRole('row', { name: 'Subtotal US$216.00' })).toBeInTheDocument();
  expect(within(sheet).getByRole('row', { name: 'HST 13% US$28.08' })).toBeInTheDocument();
  expect(within(sheet).getByRole('row', { name: 'Total (USD) US$244.08' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Billing' })).toHaveAttribute('href', '/dashboard/billing');
});

test('shows the same lines in Japanese', async () => {
  serveReceipt(RECEIPT);
  renderReceipt('2026-000042', 'ja');

  const sheet = await screen.findByRole('article', { name: '領収書 2026-000042' });
  expect(sheet).toHaveTextContent('発行日2026年3月10日');
  expect(within(sheet).getByRole('region', { name: '発行者' })).toBeInTheDocument();
  expect(within(sheet).getByRole('region', { name: '宛名' })).toHaveTextContent('税務登録番号：987654321');
  // Addresses from the largest place to the smallest, as Japanese writes them.
  expect(within(sheet).getByRole('region', { name: '宛名' })).toHaveTextContent('カナダ オンタリオ州');
  expect(within(sheet).getByRole('region', { name: '発行者' })).toHaveTextContent(
    'Virtual Art Exhibition Ltd.CanadaToronto ON M5V 1A11 Gallery Road',
  );
  expect(sheet).toHaveTextContent('2026年3月18日〜2026年6月18日');
  expect(within(sheet).getByRole('row', { name: '小計 US$216.00' })).toBeInTheDocument();
  expect(within(sheet).getByRole('row', { name: 'HST 13% US$28.08' })).toBeInTheDocument();
  expect(within(sheet).getByRole('row', { name: '合計（USD） US$244.08' })).toBeInTheDocument();
});

test('Print opens the browser’s print dialog', async () => {
  serveReceipt(RECEIPT);
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user } = renderReceipt('2026-000042');

  await user.click(await screen.findByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
});

test('a receipt that is not the advertiser’s reads as not found', async () => {
  serveReceipt(RECEIPT);
  renderReceipt('2026-000001');

  expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
});

test('a failed load offers Retry', async () => {
  server.use(http.get(apiUrl('/billing/receipts/:number'), () => errorResponse(500, 'INTERNAL')));
  renderReceipt('2026-000042');

  expect(await screen.findByRole('alert')).toHaveTextContent('The receipt could not be loaded.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a receipt of the test checkout says so, and one without a known method gives the date alone', async () => {
  serveReceipt({ ...RECEIPT, paymentMethod: { kind: 'test-checkout' } });
  const { unmount } = renderReceipt('2026-000042');
  expect(
    await screen.findByText('Paid on Mar 10, 2026 through the test checkout (no card charged)'),
  ).toBeInTheDocument();
  unmount();

  serveReceipt({ ...RECEIPT, paymentMethod: null, run: null });
  renderReceipt('2026-000042');
  expect(await screen.findByText('Paid on Mar 10, 2026')).toBeInTheDocument();
  expect(screen.queryByText('Ad run')).not.toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anAdvertiser } from 'shared-contracts/testing';
import { apiUrl, listenForApiCalls, server } from 'shared-ui/testing';
import { reviewTimeHandler } from '../../testing/ads-api';
import { fixToday } from '../../testing/fake-clock';
import { renderAdsPage } from '../../testing/render-ads-page';

listenForApiCalls();
fixToday('2026-03-10T09:00:00Z');
// The application page reads the advertiser's ads for its unpaid notice.
beforeEach(() =>
  server.use(
    http.get(apiUrl('/ads/advertiser'), () => HttpResponse.json([])),
    reviewTimeHandler(),
  ),
);

async function summaryFor(plan: RegExp, months: string, region: string) {
  const { user } = renderAdsPage({
    route: '/dashboard/ads/application',
    advertiser: anAdvertiser({ country: null }),
  });
  await user.click(await screen.findByRole('radio', { name: plan }));
  await user.selectOptions(screen.getByLabelText('Duration'), months);
  await user.selectOptions(screen.getByLabelText('Country'), 'CA');
  await user.selectOptions(screen.getByLabelText('Province or territory'), region);
  return screen.getByRole('region', { name: 'Order summary' });
}

function rows(summary: HTMLElement): string[] {
  const terms = within(summary).getAllByRole('term');
  const definitions = within(summary).getAllByRole('definition');
  return terms.map((term, index) => `${term.textContent}: ${definitions[index]?.textContent}`);
}

test('Quebec: GST and QST on lines of their own, each rounded like the receipt, and their total', async () => {
  const summary = await summaryFor(/comprehensive plan/i, '3', 'QC');
  // US$216.00: GST 5% = US$10.80, QST 9.975% = US$21.546 → US$21.55.
  expect(rows(summary)).toEqual([
    'Start date: Mar 17, 2026',
    'End date: Jun 17, 2026',
    'Comprehensive Plan × 3 months: US$216.00',
    'Sales tax (GST 5%): US$10.80',
    'Sales tax (QST 9.975%): US$21.55',
    'Total: US$248.35',
  ]);
});

test('Manitoba’s provincial tax is the RST', async () => {
  const summary = await summaryFor(/lobbies plan/i, '1', 'MB');
  expect(rows(summary)).toEqual([
    'Start date: Mar 17, 2026',
    'End date: Apr 17, 2026',
    'Lobbies Plan × 1 month: US$32.00',
    'Sales tax (GST 5%): US$1.60',
    'Sales tax (RST 7%): US$2.24',
    'Total: US$35.84',
  ]);
});

test('Ontario: one HST line', async () => {
  const summary = await summaryFor(/lobbies plan/i, '2', 'ON');
  expect(rows(summary)).toEqual([
    'Start date: Mar 17, 2026',
    'End date: May 17, 2026',
    'Lobbies Plan × 2 months: US$64.00',
    'Sales tax (HST 13%): US$8.32',
    'Total: US$72.32',
  ]);
});

test('the summary follows the start date the advertiser picks', async () => {
  const { user } = renderAdsPage({
    route: '/dashboard/ads/application',
    advertiser: anAdvertiser({ country: 'JP' }),
  });
  const startDate = await screen.findByLabelText('Start date');
  await user.clear(startDate);
  await user.type(startDate, '2026-04-01');
  await user.selectOptions(screen.getByLabelText('Duration'), '2');

  const summary = screen.getByRole('region', { name: 'Order summary' });
  expect(rows(summary).slice(0, 2)).toEqual(['Start date: Apr 1, 2026', 'End date: Jun 1, 2026']);
});

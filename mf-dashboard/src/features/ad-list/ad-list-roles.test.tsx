/** The dashboard follows the member's role (decision 0121): a viewer reads the ads and their results but sees no
 *  Apply, no status switch and no payment notice; a billing member sees the ads and what waits for payment, but no
 *  results (the server would refuse them) and no Apply. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toUtcIso, todayUtc } from 'shared-contracts/dates';
import { anAd, anAdvertiser } from 'shared-contracts/testing';
import { apiUrl, listenForApiCalls, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AdListPage } from './ad-list-page';

listenForApiCalls();

const RUNNING = {
  startDate: toUtcIso(todayUtc().subtract({ days: 10 })),
  endDate: toUtcIso(todayUtc().add({ days: 20 })),
};

function serve() {
  const asked = { stats: 0 };
  const ads = [
    anAd({ title: 'Autumn lobby', status: 'ACTIVE', clicks: 12, impressions: 340, ...RUNNING }),
    anAd({ title: 'Winter hall', status: 'UNPAID', appliedBy: { id: 1, name: 'Owner' } }),
  ];
  server.use(
    http.get(apiUrl('/ads/advertiser'), () => HttpResponse.json(ads)),
    http.get(apiUrl('/ads/stats'), () => {
      asked.stats += 1;
      return HttpResponse.json({
        range: '30d',
        timeZone: 'UTC',
        ads: ads.map((ad) => ({ adId: ad.id, clicks: ad.clicks, impressions: ad.impressions })),
      });
    }),
  );
  return asked;
}

test('a viewer sees the ads and results but no Apply, no status switch and nothing to pay', async () => {
  serve();
  renderPage(<AdListPage />, { advertiser: anAdvertiser({ role: 'viewer', personId: 7 }) });

  const row = await screen.findByRole('row', { name: /autumn lobby/i });
  expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
  expect(within(row).getByText('Active')).toBeInTheDocument();
  expect(await within(row).findByText('12')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Apply for an ad' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /pay for winter hall/i })).not.toBeInTheDocument();
});

test('a billing member sees what waits for payment but no results, CSV or Apply', async () => {
  const asked = serve();
  renderPage(<AdListPage />, { advertiser: anAdvertiser({ role: 'billing', personId: 8 }) });

  const row = await screen.findByRole('row', { name: /autumn lobby/i });
  expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /pay for winter hall/i })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: /clicks/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /csv/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Apply for an ad' })).not.toBeInTheDocument();
  expect(asked.stats).toBe(0);
});

test('an owner still has Apply and the status switch', async () => {
  serve();
  renderPage(<AdListPage />, { advertiser: anAdvertiser({ role: 'owner' }) });
  const row = await screen.findByRole('row', { name: /autumn lobby/i });
  expect(within(row).getByRole('switch')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Apply for an ad' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /clicks/i })).toBeInTheDocument();
});

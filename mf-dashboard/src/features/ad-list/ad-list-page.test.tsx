import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDate, toUtcIso, todayUtc, type Ad } from 'shared-contracts';
import { AD_STATUSES } from 'shared-contracts/api';
import { anAd } from 'shared-contracts/testing';
import { apiUrl, errorResponse, listenForApiCalls, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AdListPage } from './ad-list-page';

listenForApiCalls();

const PAST_RUN = { startDate: '2025-01-06T00:00:00.000Z', endDate: '2025-04-06T00:00:00.000Z' };

/** Serves GET /ads/advertiser from a list the test can change, as the database would between calls. */
function serveAds(initial: Ad[]) {
  const state = { ads: initial, listCalls: 0 };
  server.use(
    http.get(apiUrl('/ads/advertiser'), () => {
      state.listCalls += 1;
      return HttpResponse.json(state.ads);
    }),
  );
  return state;
}

test('shows the heading, an Apply for an ad button and each ad with its formatted numbers', async () => {
  serveAds([
    anAd({
      title: 'Autumn lobby',
      plan: 'COMPREHENSIVE',
      clicks: 1234,
      impressions: 56789,
      duration: 3,
      // A run that is over, so the status cell holds the badge alone (the run phase has tests of its own).
      ...PAST_RUN,
    }),
  ]);
  renderPage(<AdListPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Ad dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Apply for an ad' })).toHaveAttribute(
    'href',
    '/dashboard/ads/application',
  );
  expect(document.title).toBe('Ad dashboard | Advertiser portal');

  const row = await screen.findByRole('row', { name: /autumn lobby/i });
  const cells = within(row).getAllByRole('cell');
  expect(within(row).getByRole('img', { name: 'Banner of Autumn lobby' })).toHaveAttribute(
    'src',
    expect.stringMatching(/\.png$/),
  );
  expect(cells.map((cell) => cell.textContent)).toEqual([
    '',
    'Autumn lobby',
    'Comprehensive Plan',
    'Active',
    '1,234',
    '56,789',
    '2.17%',
    '3 months',
    'View details',
  ]);
  expect(within(row).getByRole('link', { name: 'View details: Autumn lobby' })).toBeInTheDocument();
});

test('an ad with no impressions has a click-through rate of 0.00%, and one month reads "1 month"', async () => {
  serveAds([anAd({ title: 'Brand new', clicks: 0, impressions: 0, duration: 1 })]);
  renderPage(<AdListPage />);

  const row = await screen.findByRole('row', { name: /brand new/i });
  expect(within(row).getByRole('cell', { name: '0.00%' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '1 month' })).toBeInTheDocument();
});

test('View details leads to the ad details page', async () => {
  serveAds([anAd({ id: 42, title: 'Winter lobby' })]);
  renderPage(<AdListPage />);

  const row = await screen.findByRole('row', { name: /winter lobby/i });
  expect(within(row).getByRole('link', { name: /view details/i })).toHaveAttribute(
    'href',
    '/dashboard/ads/42',
  );
});

test('the status switch works only for active and paused ads', async () => {
  serveAds(AD_STATUSES.map((status) => anAd({ title: `Ad ${status}`, status })));
  renderPage(<AdListPage />);

  await screen.findByRole('row', { name: /ad active/i });
  for (const status of AD_STATUSES) {
    const row = screen.getByRole('row', { name: new RegExp(`ad ${status}`, 'i') });
    const toggle = within(row).getByRole('switch', { name: /status/i });
    if (status === 'ACTIVE' || status === 'PAUSED') expect(toggle).toBeEnabled();
    else expect(toggle).toBeDisabled();
  }
  expect(within(screen.getByRole('row', { name: /ad active/i })).getByRole('switch')).toBeChecked();
  expect(within(screen.getByRole('row', { name: /ad paused/i })).getByRole('switch')).not.toBeChecked();
  expect(
    within(screen.getByRole('row', { name: /ad unpaid/i })).getByText('Failed Payment'),
  ).toBeInTheDocument();
});

test('pausing an active ad sends the whole ad with PAUSED, reloads the list and shows a status-updated toast', async () => {
  const ad = anAd({ title: 'Autumn lobby', status: 'ACTIVE' });
  const state = serveAds([ad]);
  const patches: unknown[] = [];
  server.use(
    http.patch(apiUrl(`/ads/${ad.id}`), async ({ request }) => {
      const body = (await request.json()) as Ad;
      patches.push(body);
      state.ads = [{ ...ad, status: body.status }];
      return HttpResponse.json(state.ads[0]);
    }),
  );
  const { user, services } = renderPage(<AdListPage />);

  const row = await screen.findByRole('row', { name: /autumn lobby/i });
  await user.click(within(row).getByRole('switch', { name: /status/i }));

  await waitFor(() => expect(within(row).getByRole('switch')).not.toBeChecked());
  expect(within(row).getByText('Paused')).toBeInTheDocument();
  expect(patches).toEqual([{ ...ad, status: 'PAUSED' }]);
  expect(state.listCalls).toBe(2);
  expect(services.toasts).toEqual([
    { kind: 'success', message: 'Status has been updated', options: undefined },
  ]);
});

test('resuming a paused ad sends ACTIVE', async () => {
  const ad = anAd({ title: 'Quiet lobby', status: 'PAUSED' });
  const state = serveAds([ad]);
  server.use(
    http.patch(apiUrl(`/ads/${ad.id}`), async ({ request }) => {
      const body = (await request.json()) as Ad;
      state.ads = [{ ...ad, status: body.status }];
      return HttpResponse.json(state.ads[0]);
    }),
  );
  const { user } = renderPage(<AdListPage />);

  const row = await screen.findByRole('row', { name: /quiet lobby/i });
  await user.click(within(row).getByRole('switch'));

  await waitFor(() => expect(within(row).getByRole('switch')).toBeChecked());
  expect(within(row).getByText('Active')).toBeInTheDocument();
});

test('a failed status change shows the generic error toast and leaves the ad as it was', async () => {
  const ad = anAd({ title: 'Autumn lobby', status: 'ACTIVE' });
  serveAds([ad]);
  server.use(
    http.patch(apiUrl(`/ads/${ad.id}`), () =>
      errorResponse(409, 'TRANSITION_NOT_ALLOWED', { en: 'Not allowed', ja: '不可' }),
    ),
  );
  const { user, services } = renderPage(<AdListPage />);

  const row = await screen.findByRole('row', { name: /autumn lobby/i });
  await user.click(within(row).getByRole('switch'));

  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(services.toasts[0]).toMatchObject({
    kind: 'error',
    message: expect.stringMatching(/^Something went wrong\. We are aware of the problem/),
  });
  expect(within(row).getByRole('switch')).toBeChecked();
  expect(within(row).getByRole('switch')).toBeEnabled();
});

test('with no ads yet the page invites the advertiser to apply', async () => {
  serveAds([]);
  renderPage(<AdListPage />);

  expect(await screen.findByRole('heading', { name: 'You have no ads yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Apply for your first ad' })).toHaveAttribute(
    'href',
    '/dashboard/ads/application',
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('while the list loads a spinner says so', async () => {
  serveAds([]);
  renderPage(<AdListPage />);

  expect(screen.getByRole('status', { name: 'Loading your ads' })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'You have no ads yet' });
});

test('when the list cannot be loaded, Retry loads it again', async () => {
  let failing = true;
  server.use(
    http.get(apiUrl('/ads/advertiser'), () =>
      failing
        ? errorResponse(500, 'INTERNAL', { en: 'Boom', ja: 'エラー' })
        : HttpResponse.json([anAd({ title: 'Back again' })]),
    ),
  );
  const { user } = renderPage(<AdListPage />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your ads could not be loaded');
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('row', { name: /back again/i })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('in Japanese, plans, statuses, durations and headings are Japanese', async () => {
  serveAds([
    anAd({
      title: '秋のロビー',
      plan: 'EXHIBITIONS',
      status: 'PENDING',
      duration: 6,
      clicks: 12345,
      impressions: 1000000,
    }),
  ]);
  renderPage(<AdListPage />, { language: 'ja' });

  expect(screen.getByRole('heading', { level: 1, name: '広告ダッシュボード' })).toBeInTheDocument();
  const row = await screen.findByRole('row', { name: /秋のロビー/ });
  expect(within(row).getByText('展示会場プラン')).toBeInTheDocument();
  expect(within(row).getByText('審査中')).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '6 ヶ月' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '12,345' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '1,000,000' })).toBeInTheDocument();
  expect(within(row).getByRole('switch', { name: /秋のロビー/ })).toBeDisabled();
});

describe('where an active ad is in its run', () => {
  const inDays = (days: number) => {
    const date = todayUtc().add({ days });
    return { iso: toUtcIso(date), text: formatDate(date, 'en') };
  };

  test('before its start date it reads "Scheduled · starts {date}"', async () => {
    const start = inDays(5);
    serveAds([anAd({ title: 'Soon', startDate: start.iso, endDate: inDays(35).iso })]);
    renderPage(<AdListPage />);

    const row = await screen.findByRole('row', { name: /soon/i });
    expect(within(row).getByText(`Scheduled · starts ${start.text}`)).toBeInTheDocument();
  });

  test('while it runs it reads "Running · ends {date}"', async () => {
    const end = inDays(20);
    serveAds([anAd({ title: 'Now', startDate: inDays(-10).iso, endDate: end.iso })]);
    renderPage(<AdListPage />);

    const row = await screen.findByRole('row', { name: /now/i });
    expect(within(row).getByText(`Running · ends ${end.text}`)).toBeInTheDocument();
  });
});

test('ads waiting for payment get a notice with a link to pay each on its details page', async () => {
  serveAds([
    anAd({ id: 41, title: 'Unpaid spring', status: 'UNPAID' }),
    anAd({ id: 42, title: 'Paid summer', status: 'PENDING' }),
  ]);
  renderPage(<AdListPage />);

  const notice = await screen.findByRole('region', { name: 'Ads waiting for payment' });
  expect(
    within(notice)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/dashboard/ads/41']);
  expect(within(notice).getByRole('link', { name: 'Pay for Unpaid spring' })).toBeInTheDocument();
});

test('no notice when every ad is paid', async () => {
  serveAds([anAd({ status: 'PENDING' })]);
  renderPage(<AdListPage />);

  await screen.findByRole('table');
  expect(screen.queryByRole('region', { name: 'Ads waiting for payment' })).not.toBeInTheDocument();
});

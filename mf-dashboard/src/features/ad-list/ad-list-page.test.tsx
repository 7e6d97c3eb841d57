import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDate, type Ad, type StatsRange } from 'shared-contracts';
import { AD_STATUSES } from 'shared-contracts/api';
import { anAd } from 'shared-contracts/testing';
import { apiUrl, errorResponse, listenForApiCalls, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AdListPage } from './ad-list-page';
import { toUtcIso, todayUtc } from 'shared-contracts/dates';

listenForApiCalls();

const PAST_RUN = { startDate: '2025-01-06T00:00:00.000Z', endDate: '2025-04-06T00:00:00.000Z' };
/** A run that started ten days ago and lasts twenty more (the factory's ads start in a week). */
const RUNNING = {
  startDate: toUtcIso(todayUtc().subtract({ days: 10 })),
  endDate: toUtcIso(todayUtc().add({ days: 20 })),
};

/** Serves GET /ads/advertiser from a list the test can change, as the database would between calls, and
 *  GET /ads/stats with each ad's own clicks and impressions for every period unless `periods` names others. */
function serveAds(
  initial: Ad[],
  periods: Partial<Record<StatsRange, Record<number, { clicks: number; impressions: number }>>> = {},
) {
  const state = { ads: initial, listCalls: 0, periodsAsked: [] as string[] };
  server.use(
    http.get(apiUrl('/ads/advertiser'), () => {
      state.listCalls += 1;
      return HttpResponse.json(state.ads);
    }),
    http.get(apiUrl('/ads/stats'), ({ request }) => {
      const range = (new URL(request.url).searchParams.get('range') ?? '30d') as StatsRange;
      state.periodsAsked.push(range);
      const given = periods[range];
      return HttpResponse.json({
        range,
        timeZone: 'America/Toronto',
        ads: state.ads.map((ad) => ({
          adId: ad.id,
          ...(given?.[ad.id] ?? { clicks: ad.clicks, impressions: ad.impressions }),
        })),
      });
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
  await within(row).findByText('1,234');
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
  expect(await within(row).findByRole('cell', { name: '0.00%' })).toBeInTheDocument();
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

test('only active and paused ads have a switch; the others show their status and no switch', async () => {
  serveAds(AD_STATUSES.map((status) => anAd({ title: `Ad ${status}`, status })));
  renderPage(<AdListPage />);

  await screen.findByRole('row', { name: /ad active/i });
  for (const status of AD_STATUSES) {
    const row = screen.getByRole('row', { name: new RegExp(`ad ${status}`, 'i') });
    if (status === 'ACTIVE' || status === 'PAUSED')
      expect(within(row).getByRole('switch', { name: /status/i })).toBeEnabled();
    else expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
  }
  expect(within(screen.getByRole('row', { name: /ad ended/i })).getByText('Ended')).toBeInTheDocument();
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
    http.get(apiUrl('/ads/stats'), () => HttpResponse.json({ range: '30d', timeZone: 'UTC', ads: [] })),
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
  expect(within(row).getByRole('cell', { name: '6\u00a0ヶ月' })).toBeInTheDocument();
  expect(await within(row).findByRole('cell', { name: '12,345' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '1,000,000' })).toBeInTheDocument();
  expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'クリック数（直近30日間）' })).toBeInTheDocument();
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

describe('an ad in review', () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();

  test('after 24 hours reads "Taking longer than usual", in both languages', async () => {
    serveAds([
      anAd({ title: 'Late', status: 'PENDING', reviewRequestedAt: hoursAgo(25) }),
      anAd({ title: 'Fresh', status: 'PENDING', reviewRequestedAt: hoursAgo(5) }),
    ]);
    const { unmount } = renderPage(<AdListPage />);

    const late = await screen.findByRole('row', { name: /late/i });
    expect(within(late).getByText('Taking longer than usual')).toBeInTheDocument();
    const fresh = screen.getByRole('row', { name: /fresh/i });
    expect(within(fresh).queryByText('Taking longer than usual')).not.toBeInTheDocument();
    unmount();

    renderPage(<AdListPage />, { language: 'ja' });
    const lateJa = await screen.findByRole('row', { name: /late/i });
    expect(within(lateJa).getByText('通常より時間がかかっています')).toBeInTheDocument();
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

describe('the results period', () => {
  const ended = anAd({
    id: 7,
    title: 'Long gone',
    status: 'ENDED',
    clicks: 579,
    impressions: 32375,
    ...PAST_RUN,
  });
  const live = anAd({ id: 8, title: 'Live now', clicks: 40, impressions: 2000, ...RUNNING });

  test('the table counts the period named in the URL, and its headers say which', async () => {
    const state = serveAds([ended, live], {
      '7d': { 7: { clicks: 0, impressions: 0 }, 8: { clicks: 10, impressions: 400 } },
    });
    renderPage(<AdListPage />, { route: '/dashboard?period=7d' });

    const row = await screen.findByRole('row', { name: /long gone/i });
    expect(await within(row).findByRole('cell', { name: '0.00%' })).toBeInTheDocument();
    expect(within(row).queryByRole('cell', { name: '579' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Clicks (Last 7 days)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Impressions (Last 7 days)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Results period' })).toHaveValue('7d');
    expect(state.periodsAsked).toEqual(['7d']);
  });

  test('choosing Whole run shows lifetime totals and keeps the choice in the URL', async () => {
    serveAds([ended, live], {
      '30d': { 7: { clicks: 0, impressions: 0 }, 8: { clicks: 10, impressions: 400 } },
    });
    const { user } = renderPage(<AdListPage />);

    const row = await screen.findByRole('row', { name: /long gone/i });
    expect(await within(row).findByRole('cell', { name: '0.00%' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Results period' }), 'Whole run');

    expect(await within(row).findByRole('cell', { name: '579' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '32,375' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Clicks (Whole run)' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent('/dashboard?period=run');
  });

  test('a summary above the list gives the running ads and the period’s impressions, clicks and CTR', async () => {
    serveAds(
      [
        ended,
        live,
        anAd({
          id: 9,
          title: 'Later',
          startDate: toUtcIso(todayUtc().add({ days: 9 })),
          endDate: toUtcIso(todayUtc().add({ days: 39 })),
        }),
      ],
      {
        '7d': {
          7: { clicks: 0, impressions: 0 },
          8: { clicks: 10, impressions: 400 },
          9: { clicks: 0, impressions: 0 },
        },
      },
    );
    renderPage(<AdListPage />, { route: '/dashboard?period=7d' });

    const summary = await screen.findByRole('region', { name: 'Summary: Last 7 days' });
    const figures = () =>
      within(summary)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    await waitFor(() =>
      expect(figures()).toEqual([
        'Running ads: 1',
        'Impressions (Last 7 days): 400',
        'Clicks (Last 7 days): 10',
        'Click-through rate (Last 7 days): 2.50%',
      ]),
    );
    // The period's days are the account's: the summary says in which zone.
    expect(
      within(summary).getByText('Days counted in your account’s time zone: America/Toronto'),
    ).toBeInTheDocument();
  });
});

test('the list runs running, scheduled, pending, unpaid, paused, ended, rejected, refunded; newest first in each', async () => {
  const future = toUtcIso(todayUtc().add({ days: 10 }));
  const made = (day: number) => `2026-0${day}-01T00:00:00.000Z`;
  serveAds([
    anAd({ id: 1, title: 'Refunded one', status: 'REFUNDED', createdAt: made(9) }),
    anAd({ id: 2, title: 'Older running', status: 'ACTIVE', createdAt: made(1), ...RUNNING }),
    anAd({ id: 3, title: 'Rejected one', status: 'REJECTED', createdAt: made(8) }),
    anAd({ id: 4, title: 'Scheduled one', status: 'ACTIVE', startDate: future, createdAt: made(9) }),
    anAd({ id: 5, title: 'Ended one', status: 'ENDED', createdAt: made(9), ...PAST_RUN }),
    anAd({ id: 6, title: 'Paused one', status: 'PAUSED', createdAt: made(9) }),
    anAd({ id: 7, title: 'Unpaid one', status: 'UNPAID', createdAt: made(9) }),
    anAd({ id: 8, title: 'Newer running', status: 'ACTIVE', createdAt: made(5), ...RUNNING }),
    anAd({ id: 9, title: 'Pending one', status: 'PENDING', createdAt: made(9) }),
  ]);
  renderPage(<AdListPage />);

  await screen.findByRole('row', { name: /pending one/i });
  const titles = screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
  expect(titles).toEqual([
    'Newer running',
    'Older running',
    'Scheduled one',
    'Pending one',
    'Unpaid one',
    'Paused one',
    'Ended one',
    'Rejected one',
    'Refunded one',
  ]);
});

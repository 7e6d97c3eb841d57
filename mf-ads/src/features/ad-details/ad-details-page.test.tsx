import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type Ad, type AdStatus } from 'shared-contracts';
import { AD_STATUSES } from 'shared-contracts/api';
import { anAd, anAdvertiser } from 'shared-contracts/testing';
import {
  apiUrl as api,
  createRequestLog,
  errorResponse,
  listenForApiCalls,
  server,
  type RequestLog,
} from 'shared-ui/testing';
import { adsHandlers, checkoutHandler, reviewTimeHandler } from '../../testing/ads-api';
import { fixToday } from '../../testing/fake-clock';
import { renderAdsPage } from '../../testing/render-ads-page';

let log: RequestLog;
let ads: Map<number, Ad>;

fixToday('2026-03-10T09:00:00Z');
listenForApiCalls();
beforeEach(() => {
  log = createRequestLog();
  ads = new Map();
  server.use(
    ...adsHandlers(ads, log),
    // Ads that have been live show their results (results-section.test.tsx): none yet, here.
    http.get(api('/ads/:id/stats'), ({ params }) =>
      HttpResponse.json({
        adId: Number(params.id),
        range: '30d',
        timeZone: 'UTC',
        from: '2026-02-09',
        to: '2026-03-10',
        days: [],
        totals: { impressions: 0, clicks: 0 },
      }),
    ),
  );
});

function storeAd(overrides: Partial<Ad>): Ad {
  const ad = anAd(overrides);
  ads.set(ad.id, ad);
  return ad;
}

const location = () => screen.getByRole('status', { name: 'current location' });

test('shows the status, banner, title, link, plan, duration and dates of the ad', async () => {
  const ad = storeAd({
    id: 3,
    status: 'PENDING',
    title: 'Spring show',
    linkUrl: 'https://gallery.example/spring',
    plan: 'COMPREHENSIVE',
    duration: 3,
    startDate: '2026-03-17T00:00:00.000Z',
    endDate: '2026-06-17T00:00:00.000Z',
    imageUrl: '/api/files/ads/3.png',
  });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  expect(await screen.findByRole('heading', { name: 'Ad details' })).toBeInTheDocument();
  expect(screen.getByText('Pending Review')).toBeInTheDocument();
  const banner = screen.getByRole('img', { name: 'Banner of Spring show' });
  expect(banner).toHaveAttribute('src', '/api/files/ads/3.png');
  expect(banner).toHaveAttribute('width', '728');
  expect(banner).toHaveAttribute('height', '114');
  expect(screen.getByRole('link', { name: 'https://gallery.example/spring' })).toHaveAttribute(
    'href',
    'https://gallery.example/spring',
  );
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
  expect(Object.fromEntries(terms.map((term, index) => [term, definitions[index]]))).toEqual({
    'Ad title': 'Spring show',
    'Link URL': 'https://gallery.example/spring',
    'Campaign tags': 'Off',
    Plan: 'Comprehensive Plan',
    Duration: '3 months',
    'Start date': 'Mar 17, 2026',
    'End date': 'Jun 17, 2026',
  });
  expect(document.title).toBe('Ad details | Advertiser portal');
});

test('an ad with campaign tags shows them and the address visitors open, in both languages', async () => {
  const ad = storeAd({ linkUrl: 'https://gallery.example/spring?ref=7#top', campaignName: 'spring-2026' });
  const opens =
    'https://gallery.example/spring?ref=7&utm_source=virtual-art-exhibition&utm_medium=display&utm_campaign=spring-2026#top';
  const { unmount } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });
  expect(await screen.findByText('On, campaign name spring-2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: opens })).toHaveAttribute('href', opens);
  expect(screen.getByText('Visitors open')).toBeInTheDocument();
  unmount();

  renderAdsPage({ route: `/dashboard/ads/${ad.id}`, language: 'ja' });
  expect(await screen.findByText('あり（キャンペーン名：spring-2026）')).toBeInTheDocument();
  expect(screen.getByText('来場者が開くURL')).toBeInTheDocument();
});

test.each([
  ['LOBBIES', ['Your banner in the lobby']],
  ['EXHIBITIONS', ['Your banner in an exhibition space']],
  ['COMPREHENSIVE', ['Your banner in the lobby', 'Your banner in an exhibition space']],
] as const)('a %s ad shows its banner where it hangs: %j', async (plan, scenes) => {
  const ad = storeAd({ plan, imageUrl: '/api/files/ads/7.png' });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  await screen.findByRole('heading', { name: 'Ad details' });
  expect(await screen.findAllByRole('img', { name: /^Your banner in/ })).toHaveLength(scenes.length);
  for (const name of scenes) {
    // The sketch draws the banner with an SVG <image>, which has no role of its own.
    expect(within(screen.getByRole('img', { name })).getByTestId('banner')).toHaveAttribute(
      'href',
      '/api/files/ads/7.png',
    );
  }
});

test('shows dates and durations the Japanese way', async () => {
  const ad = storeAd({
    duration: 2,
    startDate: '2026-03-17T00:00:00.000Z',
    endDate: '2026-05-17T00:00:00.000Z',
  });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}`, language: 'ja' });

  expect(await screen.findByText('2026年3月17日')).toBeInTheDocument();
  expect(screen.getByText('2026年5月17日')).toBeInTheDocument();
  expect(screen.getByText('2 ヶ月')).toBeInTheDocument();
  expect(screen.getByText('有効')).toBeInTheDocument();
});

const BUTTONS: Record<AdStatus, string[]> = {
  ACTIVE: ['Pause ad', 'Run again', 'Delete'],
  PAUSED: ['Resume ad', 'Run again', 'Delete'],
  REJECTED: ['Resubmit ad', 'Request refund', 'Delete'],
  UNPAID: ['Retry payment', 'Delete'],
  PENDING: ['Delete'],
  ENDED: ['Run again'],
  REFUNDED: ['Delete'],
};

test.each(AD_STATUSES)('a %s ad offers exactly its actions', async (status) => {
  const ad = storeAd({ status });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  await screen.findByRole('img', { name: /^Banner of/ });
  // The Results section has controls of its own (results-section.test.tsx).
  const results = screen.queryByRole('region', { name: 'Results' });
  const outsideResults = (element: HTMLElement) => !results?.contains(element);
  const actions = [
    ...screen.queryAllByRole('button').filter(outsideResults),
    ...screen
      .queryAllByRole('link')
      .filter((link) => ![ad.linkUrl, '←Back'].includes(link.textContent ?? '')),
  ].map((element) => element.textContent);
  expect(actions.sort()).toEqual([...BUTTONS[status]].sort());
});

test('pausing an active ad sends the whole ad as PAUSED, confirms, and then offers Resume ad', async () => {
  const ad = storeAd({ status: 'ACTIVE' });
  const { user, services } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  await user.click(await screen.findByRole('button', { name: 'Pause ad' }));

  expect(await screen.findByRole('button', { name: 'Resume ad' })).toBeInTheDocument();
  expect(screen.getByText('Paused')).toBeInTheDocument();
  const patch = log.entries.find((entry) => entry.method === 'PATCH');
  expect(patch?.body).toEqual({ ...ad, status: 'PAUSED' });
  expect(services.toasts).toEqual([
    { kind: 'success', message: 'Status has been updated', options: undefined },
  ]);
});

test('after Pause the same button, still focused, offers Resume, and the new state shows beside it', async () => {
  const ad = storeAd({ status: 'ACTIVE' });
  const { user } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  const button = await screen.findByRole('button', { name: 'Pause ad' });
  expect(button).toHaveAccessibleDescription('Active');
  await user.click(button);

  expect(await screen.findByRole('button', { name: 'Resume ad' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Resume ad' })).toHaveAccessibleDescription('Paused');
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('button', { name: 'Pause ad' })).toHaveFocus();
});

test('Delete is a destructive button', async () => {
  const ad = storeAd({ status: 'ACTIVE' });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  const remove = await screen.findByRole('button', { name: 'Delete' });
  // The danger colour, #b3261e, as the browser computes it.
  expect(getComputedStyle(remove).backgroundColor).toBe('rgb(179, 38, 30)');
});

test('resuming a paused ad sends it as ACTIVE', async () => {
  const ad = storeAd({ status: 'PAUSED' });
  const { user } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  await user.click(await screen.findByRole('button', { name: 'Resume ad' }));

  expect(await screen.findByRole('button', { name: 'Pause ad' })).toBeInTheDocument();
  expect(log.entries.find((entry) => entry.method === 'PATCH')?.body).toMatchObject({ status: 'ACTIVE' });
});

test('a failed status change shows the unknown-error toast and keeps the ad as it was', async () => {
  const ad = storeAd({ status: 'ACTIVE' });
  server.use(http.patch(api('/ads/:id'), () => errorResponse(500, 'INTERNAL')));
  const { user, services } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  await user.click(await screen.findByRole('button', { name: 'Pause ad' }));

  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(services.toasts[0]?.message).toMatch(/^Something went wrong/);
  expect(screen.getByRole('button', { name: 'Pause ad' })).toBeEnabled();
});

test('a reason written in another language than the ad’s says which', async () => {
  const ad = storeAd({
    id: 13,
    status: 'REJECTED',
    rejectionReason: 'リンクが開きません。',
    rejectionReasonLanguage: 'ja',
  });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  expect(await screen.findByText(/リンクが開きません。/)).toHaveTextContent(
    'Reason for rejection: リンクが開きません。 (written in Japanese)',
  );
});

test('an ad with a banner and title in each language shows both; the sketches switch between them by keyboard', async () => {
  const ad = storeAd({
    id: 14,
    status: 'REJECTED',
    title: 'Winter hall',
    imageUrl: '/api/files/ads/english.png',
    creativeLanguage: 'en',
    secondCreative: { title: '冬のホール', imageUrl: '/api/files/ads/japanese.png' },
    rejectionReason: 'The Japanese banner is blurred.',
    rejectedCreatives: 'ja',
  });
  const { user } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  expect(await screen.findByText(/The Japanese banner is blurred/)).toHaveTextContent(
    'Not approved: the Japanese banner and title',
  );
  expect(screen.getByText('Winter hall')).toHaveTextContent('Winter hall (English)');
  expect(screen.getByText('冬のホール')).toHaveTextContent('冬のホール (Japanese)');
  const switcher = screen.getByRole('group', { name: 'Banner in the sketches' });
  const english = within(switcher).getByRole('radio', { name: 'English' });
  expect(english).toBeChecked();
  expect(screen.getAllByTestId('banner')[0]).toHaveAttribute('href', '/api/files/ads/english.png');
  english.focus();
  await user.keyboard('{ArrowRight}');
  expect(within(switcher).getByRole('radio', { name: 'Japanese' })).toBeChecked();
  expect(screen.getAllByTestId('banner')[0]).toHaveAttribute('href', '/api/files/ads/japanese.png');
});

test('a rejected ad shows why and links to its resubmission', async () => {
  const ad = storeAd({ id: 12, status: 'REJECTED', rejectionReason: 'The banner is blurred.' });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  expect(await screen.findByText('The banner is blurred.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Resubmit ad' })).toHaveAttribute(
    'href',
    '/dashboard/ads/application/12',
  );
});

test('Retry payment opens a new checkout for the ad and leaves for it', async () => {
  const ad = storeAd({ id: 9, status: 'UNPAID', plan: 'EXHIBITIONS', duration: 4 });
  server.use(checkoutHandler(log, 'http://localhost/api/test-checkout/cs_9'));
  const { user, externalNavigations } = renderAdsPage({
    route: `/dashboard/ads/${ad.id}`,
    advertiser: anAdvertiser({ id: 5 }),
  });

  await user.click(await screen.findByRole('button', { name: 'Retry payment' }));

  await waitFor(() => expect(externalNavigations).toEqual(['http://localhost/api/test-checkout/cs_9']));
  expect(log.entries.at(-1)?.body).toEqual({ plan: 'EXHIBITIONS', duration: 4, userId: 5, adId: 9 });
  expect(screen.getByRole('button', { name: 'Retry payment' })).toBeDisabled();
});

describe('Retry payment for an ad whose start date has passed', () => {
  test('asks for a new start date in the application’s window and sends it with the checkout', async () => {
    const ad = storeAd({
      id: 9,
      status: 'UNPAID',
      plan: 'EXHIBITIONS',
      duration: 4,
      startDate: '2026-03-05T00:00:00.000Z',
      endDate: '2026-07-05T00:00:00.000Z',
    });
    server.use(checkoutHandler(log, 'http://localhost/api/test-checkout/cs_9'));
    const { user, externalNavigations } = renderAdsPage({
      route: `/dashboard/ads/${ad.id}`,
      advertiser: anAdvertiser({ id: 5 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Retry payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new start date' });
    expect(dialog).toHaveTextContent('Choose a date from Mar 17, 2026 to Apr 10, 2026.');
    const startDate = within(dialog).getByLabelText('Start date');
    expect(startDate).toHaveValue('2026-03-17');
    expect(log.calls()).not.toContain('POST /stripe/checkout/ad');

    // Beyond one month from today: refused here, nothing is sent.
    await user.clear(startDate);
    await user.type(startDate, '2026-04-11');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(
      await within(dialog).findByText('Please choose a start date between today and one month from today'),
    ).toBeInTheDocument();
    expect(log.calls()).not.toContain('POST /stripe/checkout/ad');

    await user.clear(startDate);
    await user.type(startDate, '2026-03-20');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(externalNavigations).toEqual(['http://localhost/api/test-checkout/cs_9']));
    expect(log.entries.at(-1)?.body).toEqual({
      plan: 'EXHIBITIONS',
      duration: 4,
      userId: 5,
      adId: 9,
      startDate: '2026-03-20',
    });
  });

  test('an ad starting today or later is paid as it is, without the dialog', async () => {
    const ad = storeAd({
      id: 9,
      status: 'UNPAID',
      duration: 1,
      startDate: '2026-03-10T00:00:00.000Z',
      endDate: '2026-04-10T00:00:00.000Z',
    });
    server.use(checkoutHandler(log));
    const { user, externalNavigations } = renderAdsPage({
      route: `/dashboard/ads/${ad.id}`,
      advertiser: anAdvertiser({ id: 5 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Retry payment' }));

    await waitFor(() => expect(externalNavigations).toEqual(['http://localhost/api/test-checkout/cs_1']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.entries.at(-1)?.body).toEqual({ plan: 'LOBBIES', duration: 1, userId: 5, adId: 9 });
  });
});

describe('deleting an ad', () => {
  test('asks first, explaining there is no refund; Close keeps the ad', async () => {
    const ad = storeAd({ status: 'ACTIVE' });
    const { user } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this ad?' });
    expect(dialog).toHaveTextContent(/no refund/i);
    expect(within(dialog).getByRole('button', { name: 'Delete ad' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.calls()).not.toContain(`DELETE /ads/${ad.id}`);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  test('Delete ad removes it and goes to the dashboard with a deleted toast', async () => {
    const ad = storeAd({ status: 'PAUSED' });
    const { user, services } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete ad' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
    expect(log.calls()).toContain(`DELETE /ads/${ad.id}`);
    expect(services.toasts).toEqual([
      { kind: 'success', message: 'Your ad has been deleted', options: undefined },
    ]);
  });

  test('a failed delete shows the unknown-error toast and stays on the ad', async () => {
    const ad = storeAd({ status: 'UNPAID' });
    server.use(http.delete(api('/ads/:id'), () => errorResponse(500, 'INTERNAL')));
    const { user, services } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete ad' }));

    await waitFor(() => expect(services.toasts).toHaveLength(1));
    expect(services.toasts[0]?.kind).toBe('error');
    expect(location()).toHaveTextContent(`/dashboard/ads/${ad.id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('going to the not-found page', () => {
  test('an ad that does not exist', async () => {
    renderAdsPage({ route: '/dashboard/ads/999' });

    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/404');
  });

  test('an ad that fails to load', async () => {
    server.use(http.get(api('/ads/:id'), () => HttpResponse.error()));
    renderAdsPage({ route: '/dashboard/ads/4' });

    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
  });

  test('an id that cannot be an ad, without asking the server', async () => {
    renderAdsPage({ route: '/dashboard/ads/not-a-number' });

    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(log.calls()).toEqual([]);
  });
});

test('waits for a signed-in user before loading the ad', async () => {
  const ad = storeAd({ status: 'ACTIVE' });
  const { services } = renderAdsPage({ route: `/dashboard/ads/${ad.id}`, advertiser: null });

  expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  // The page's heading and its way back show while it waits (decision 0088).
  expect(screen.getByRole('heading', { level: 1, name: 'Ad details' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/dashboard');
  expect(log.calls()).toEqual([]);

  act(() => services.setAdvertiser(anAdvertiser()));
  expect(await screen.findByRole('button', { name: 'Pause ad' })).toBeInTheDocument();
  expect(log.calls()).toEqual([`GET /ads/${ad.id}`]);
});

describe('requesting a refund', () => {
  test('asks first, saying the ad will be closed, then shows the ad as Refunded', async () => {
    const ad = storeAd({ id: 21, status: 'REJECTED', rejectionReason: 'The banner is blurred.' });
    server.use(
      http.post(api('/ads/:id/refund'), () =>
        HttpResponse.json({
          ad: { ...ad, status: 'REFUNDED' },
          refund: {
            id: 1,
            adId: 21,
            receiptNumber: '2026-000001',
            amountCents: 3616,
            currency: 'USD',
            refundedAt: '2026-03-10T09:00:00.000Z',
          },
        }),
      ),
    );
    const { user, services } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

    await user.click(await screen.findByRole('button', { name: 'Request refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund for this ad?' });
    expect(dialog).toHaveTextContent(/the ad will be closed/i);
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));

    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request refund' })).not.toBeInTheDocument();
    expect(services.toasts).toEqual([
      { kind: 'success', message: 'Your refund is on its way.', options: undefined },
    ]);
  });

  test('Close keeps the rejected ad as it was', async () => {
    const ad = storeAd({ status: 'REJECTED' });
    const { user } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

    await user.click(await screen.findByRole('button', { name: 'Request refund' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.calls()).not.toContain(`POST /ads/${ad.id}/refund`);
  });
});

describe('where an active ad is in its run', () => {
  test('before its start date it reads "Scheduled · starts {date}"', async () => {
    const ad = storeAd({
      status: 'ACTIVE',
      startDate: '2026-03-17T00:00:00.000Z',
      endDate: '2026-05-17T00:00:00.000Z',
    });
    renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

    expect(await screen.findByText('Scheduled · starts Mar 17, 2026')).toBeInTheDocument();
    expect(screen.getByText('Pausing does not extend the end date.')).toBeInTheDocument();
  });

  test('while it runs it reads "Running · ends {date}", in Japanese too', async () => {
    const ad = storeAd({
      status: 'ACTIVE',
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: '2026-04-01T00:00:00.000Z',
    });
    renderAdsPage({ route: `/dashboard/ads/${ad.id}`, language: 'ja' });

    expect(await screen.findByText('掲載中 · 2026年4月1日に終了')).toBeInTheDocument();
  });

  test('a paused ad has neither, nor the pause note', async () => {
    const ad = storeAd({ status: 'PAUSED', startDate: '2026-03-01T00:00:00.000Z' });
    renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

    await screen.findByRole('button', { name: 'Resume ad' });
    expect(screen.queryByText(/^Running|^Scheduled/)).not.toBeInTheDocument();
    expect(screen.queryByText('Pausing does not extend the end date.')).not.toBeInTheDocument();
  });
});

describe('how long review takes', () => {
  const longWait =
    'Your ad has been in review for more than 24 hours, which is taking longer than usual. We will email you as soon as it is decided.';

  test('a waiting ad says how long review usually takes, and nothing more within 24 hours', async () => {
    server.use(reviewTimeHandler({ medianMinutes: 300, decisions: 30 }));
    const ad = storeAd({ id: 5, status: 'PENDING', reviewRequestedAt: '2026-03-09T10:00:00.000Z' });
    renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

    const note = await screen.findByRole('note', { name: 'How long review takes' });
    expect(
      await within(note).findByText('Review usually takes about 5 hours, going by our last 30 decisions.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(longWait)).not.toBeInTheDocument();
  });

  test('after 24 hours in review, says it is taking longer than usual, in both languages', async () => {
    const ad = storeAd({ id: 6, status: 'PENDING', reviewRequestedAt: '2026-03-09T08:00:00.000Z' });
    const { unmount } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });
    expect(await screen.findByText(longWait)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('note', { name: 'How long review takes' })).findByText(
        'We aim to review each ad within 2 business days.',
      ),
    ).toBeInTheDocument();
    unmount();

    renderAdsPage({ route: `/dashboard/ads/${ad.id}`, language: 'ja' });
    expect(
      await screen.findByText(
        '審査開始から24時間を超えており、通常より時間がかかっています。審査が終わり次第、メールでお知らせします。',
      ),
    ).toBeInTheDocument();
  });

  test('an ad not in review says nothing about review time', async () => {
    const ad = storeAd({ id: 7, status: 'ACTIVE', reviewRequestedAt: '2026-03-01T08:00:00.000Z' });
    renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'How long review takes' })).not.toBeInTheDocument();
    expect(screen.queryByText(longWait)).not.toBeInTheDocument();
  });
});

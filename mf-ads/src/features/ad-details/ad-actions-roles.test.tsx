/** The details page follows the member's role (decision 0121): the same buttons the server would allow, no more. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type Ad, type AdStatus, type Role } from 'shared-contracts';
import { anAd, anAdvertiser } from 'shared-contracts/testing';
import { apiUrl as api, createRequestLog, listenForApiCalls, server } from 'shared-ui/testing';
import { adsHandlers } from '../../testing/ads-api';
import { fixToday } from '../../testing/fake-clock';
import { renderAdsPage } from '../../testing/render-ads-page';

let ads: Map<number, Ad>;

fixToday('2026-03-10T09:00:00Z');
listenForApiCalls();
beforeEach(() => {
  ads = new Map();
  server.use(
    ...adsHandlers(ads, createRequestLog()),
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

async function actionsOf(status: AdStatus, role: Role, appliedBy: number | null = null) {
  const ad = anAd({ status, appliedBy: appliedBy === null ? null : { id: appliedBy, name: null } });
  ads.set(ad.id, ad);
  renderAdsPage({ route: `/dashboard/ads/${ad.id}`, advertiser: anAdvertiser({ role, personId: 9 }) });
  await screen.findByRole('img', { name: /^Banner of/ });
  const results = screen.queryByRole('region', { name: 'Results' });
  return [
    ...screen.queryAllByRole('button').filter((element) => !results?.contains(element)),
    ...screen
      .queryAllByRole('link')
      .filter((link) => ![ad.linkUrl, '←Back'].includes(link.textContent ?? '')),
  ]
    .map((element) => element.textContent)
    .sort();
}

test('a viewer has no action on an active ad, but sees its results', async () => {
  expect(await actionsOf('ACTIVE', 'viewer')).toEqual([]);
  expect(await screen.findByRole('region', { name: 'Results' })).toBeInTheDocument();
});

test('a viewer cannot pay, resubmit or ask for a refund', async () => {
  expect(await actionsOf('UNPAID', 'viewer')).toEqual([]);
});

test('a billing member pays and asks for refunds, but neither pauses nor sees results', async () => {
  expect(await actionsOf('UNPAID', 'billing', 1)).toEqual(['Retry payment']);
});

test('a billing member may ask for the refund of a rejected ad but not resubmit it', async () => {
  expect(await actionsOf('REJECTED', 'billing')).toEqual(['Request refund']);
});

test('a billing member sees no results of an active ad and cannot pause it', async () => {
  expect(await actionsOf('ACTIVE', 'billing')).toEqual([]);
  expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
});

test('a manager pays only for the ads they applied for', async () => {
  expect(await actionsOf('UNPAID', 'manager', 1)).toEqual(['Delete']);
});

test('a manager pays for their own application', async () => {
  expect(await actionsOf('UNPAID', 'manager', 9)).toEqual(['Delete', 'Retry payment']);
});

test('a viewer opening the application page gets a clear message instead of the form', async () => {
  renderAdsPage({ route: '/dashboard/ads/application', advertiser: anAdvertiser({ role: 'viewer' }) });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Not available for your role' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('the message is in Japanese for a Japanese member', async () => {
  renderAdsPage({
    route: '/dashboard/ads/application',
    advertiser: anAdvertiser({ role: 'billing', language: 'ja' }),
    language: 'ja',
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'ご利用のロールではご利用いただけません' }),
  ).toBeInTheDocument();
});

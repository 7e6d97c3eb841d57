import { screen, within } from '@testing-library/react';
import type { Ad } from 'shared-contracts';
import { anAd } from 'shared-contracts/testing';
import { renderPage } from '../../testing/render-page';
import { AdCards } from './ad-cards';

function renderCards(ads: Ad[], language: 'en' | 'ja' = 'en') {
  const toggled: Ad[] = [];
  const view = renderPage(
    <AdCards
      ads={ads}
      language={language}
      pendingIds={new Set()}
      period="7d"
      counts={new Map(ads.map((ad) => [ad.id, { clicks: ad.clicks, impressions: ad.impressions }]))}
      onToggleStatus={(ad) => toggled.push(ad)}
    />,
    { language },
  );
  return { ...view, toggled };
}

/** Each term of a card's description list with its value, as a screen reader reads them. */
function facts(card: HTMLElement): [string, string][] {
  const terms = within(card).getAllByRole('term');
  const values = within(card).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? '']);
}

test('on a phone every ad is a card with every column of the table, its status switch and View details', async () => {
  const { user, toggled } = renderCards([
    anAd({
      id: 7,
      title: 'Autumn lobby',
      plan: 'COMPREHENSIVE',
      clicks: 1234,
      impressions: 56789,
      duration: 3,
      // A run that is over, so the status holds the badge alone (the run phase is tested with the page).
      startDate: '2025-01-06T00:00:00.000Z',
      endDate: '2025-04-06T00:00:00.000Z',
    }),
    anAd({ id: 8, title: 'Winter hall', status: 'PENDING' }),
  ]);

  const list = screen.getByRole('list', { name: 'Your ads' });
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const card = cards[0]!;
  expect(within(card).getByRole('heading', { name: 'Autumn lobby' })).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Banner of Autumn lobby' })).toBeInTheDocument();
  expect(facts(card)).toEqual([
    ['Plan', 'Comprehensive Plan'],
    ['Status', 'Active'],
    ['Clicks (Last 7 days)', '1,234'],
    ['Impressions (Last 7 days)', '56,789'],
    ['Click-through rate (Last 7 days)', '2.17%'],
    ['Duration', '3 months'],
  ]);
  expect(within(card).getByRole('link', { name: 'View details: Autumn lobby' })).toHaveAttribute(
    'href',
    '/dashboard/ads/7',
  );

  await user.click(within(card).getByRole('switch', { name: 'Status of Autumn lobby: active' }));
  expect(toggled.map((ad) => ad.id)).toEqual([7]);
  expect(within(cards[1]!).queryByRole('switch')).not.toBeInTheDocument();
});

test('cards speak Japanese on a Japanese page', () => {
  renderCards([anAd({ title: '秋のロビー', plan: 'LOBBIES', duration: 1 })], 'ja');

  const card = screen.getByRole('listitem');
  expect(facts(card).map(([term]) => term)).toEqual([
    'プラン',
    'ステータス',
    'クリック数（直近7日間）',
    '表示回数（直近7日間）',
    'クリック率（直近7日間）',
    '掲載期間',
  ]);
});

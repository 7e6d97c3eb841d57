import { screen, within } from '@testing-library/react';
import { theme } from 'shared-ui';
import { renderPage } from '../../testing/render-page';
import { HomePage } from './home-page';

function planCard(name: string) {
  return screen.getByRole('listitem', { name });
}

test('the price section shows the three plans at $32, $52 and $72 a month in English', () => {
  renderPage(<HomePage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Plans and prices' })).toBeInTheDocument();
  expect(planCard('Lobbies Plan')).toHaveTextContent('US$32 / month');
  expect(planCard('Exhibitions Plan')).toHaveTextContent('$52 / month');
  expect(planCard('Comprehensive Plan')).toHaveTextContent('$72 / month');
  expect(
    screen.getByText(/Prices exclude sales tax\. Sales tax is collected only from Canadian customers/),
  ).toBeInTheDocument();
});

test('the price section shows the same prices per month in Japanese', () => {
  renderPage(<HomePage />, { language: 'ja' });
  expect(screen.getByRole('heading', { level: 2, name: 'プランと料金' })).toBeInTheDocument();
  expect(planCard('ロビープラン')).toHaveTextContent('月額 US$32（税抜）');
  expect(planCard('展示会場プラン')).toHaveTextContent('月額 US$52（税抜）');
  expect(planCard('総合プラン')).toHaveTextContent('月額 US$72（税抜）');
  expect(screen.getByText(/表示価格は税抜きです。売上税はカナダのお客様からのみ/)).toBeInTheDocument();
});

test('each plan says which placements it covers', () => {
  renderPage(<HomePage />);
  const [lobby, exhibition] = within(planCard('Lobbies Plan')).getAllByRole('listitem');
  expect(lobby).toHaveTextContent('Lobbies (included)');
  expect(exhibition).toHaveTextContent('Exhibition spaces (not included)');
  expect(within(planCard('Comprehensive Plan')).getAllByText('(included)')).toHaveLength(2);
});

test('every start-advertising button leads to /signup', () => {
  renderPage(<HomePage />);
  const buttons = screen.getAllByRole('link', { name: 'Start advertising' });
  expect(buttons.length).toBeGreaterThanOrEqual(2);
  for (const button of buttons) expect(button).toHaveAttribute('href', '/signup');
});

test('the start-advertising buttons are Japanese in a Japanese interface', () => {
  renderPage(<HomePage />, { language: 'ja' });
  for (const button of screen.getAllByRole('link', { name: '広告を始める' }))
    expect(button).toHaveAttribute('href', '/signup');
});

test('the page explains both placements with illustrations and states the notes', () => {
  renderPage(<HomePage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Show your brand where art lovers gather' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ad placement in the lobby' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ad placement in the exhibition' })).toBeInTheDocument();
  expect(
    screen.getByRole('img', { name: /banner across the back wall of an exhibition lobby/ }),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /banner on a gallery wall/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Recommended size: 960 × 150 pixels' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Approval before going live' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'No ads for premium and VIP members' })).toBeInTheDocument();
});

test('the page title names the page in the interface language', () => {
  renderPage(<HomePage />, { language: 'ja' });
  expect(document.title).toBe('オンラインのバーチャル美術展示会のバナー広告 | 広告主ポータル');
});

test('See plans and prices leads to the price section, which stops below the sticky top bar', () => {
  renderPage(<HomePage />);

  const section = screen.getByRole('region', { name: 'Plans and prices' });
  expect(screen.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute(
    'href',
    `#${section.id}`,
  );
  expect(getComputedStyle(section).getPropertyValue('scroll-margin-top')).toBe(theme.sizes.topBar);
});

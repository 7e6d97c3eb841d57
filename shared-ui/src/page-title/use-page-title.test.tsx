import { renderUi } from '../testing/render-ui';
import { usePageTitle } from './use-page-title';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

test('the page title names the page and the product, and comes back after unmount', () => {
  document.title = 'Before';
  const { rerender, unmount } = renderUi(<Page title="Sign in" />);
  expect(document.title).toBe('Sign in | Advertiser portal');
  rerender(<Page title="Dashboard" />);
  expect(document.title).toBe('Dashboard | Advertiser portal');
  unmount();
  expect(document.title).toBe('Before');
});

test('the product name is Japanese in a Japanese interface', () => {
  renderUi(<Page title="ログイン" />, { language: 'ja' });
  expect(document.title).toBe('ログイン | 広告主ポータル');
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLingui } from '@lingui/react';
import type { Root } from 'react-dom/client';
import { STORAGE_KEYS, type Advertiser } from 'shared-contracts';
import { useShellServices, type RemoteModule } from 'shell-runtime';
import { API_KEY_HEADER } from 'shared-contracts/api';
import { mountStandalone } from './dev-harness';

const ann: Advertiser = {
  id: 7,
  name: 'Ann',
  email: 'ann@example.com',
  language: 'en',
  country: null,
  region: null,
  personId: 1,
  role: 'owner',
  accounts: [],
};
const apiKeys: (string | null)[] = [];
const server = setupServer(
  http.get('/api/advertisers/latest', ({ request }) => {
    apiKeys.push(request.headers.get(API_KEY_HEADER));
    return HttpResponse.json(ann);
  }),
  http.post('/api/advertisers/logout', () => HttpResponse.json({})),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function Home() {
  const { i18n } = useLingui();
  const { session, toast } = useShellServices();
  const { advertiser } = session.useSession();
  return (
    <main>
      <h1>{i18n._('test.home.title')}</h1>
      <p>{advertiser ? advertiser.email : 'signed out'}</p>
      <button type="button" onClick={() => toast.success('Saved')}>
        Toast
      </button>
      <button type="button" onClick={() => void session.signOut()}>
        Sign out
      </button>
    </main>
  );
}

const remote: RemoteModule = {
  routes: [{ path: '/', element: <Home /> }],
  messages: { en: { 'test.home.title': 'Welcome' }, ja: { 'test.home.title': 'ようこそ' } },
};

let root: Root | undefined;
beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
  window.history.pushState({}, '', '/');
});
afterEach(() => act(() => root?.unmount()));

test('the remote renders in English by default with the session loaded from the API', async () => {
  await act(async () => {
    root = mountStandalone(remote, { name: 'mf_test' });
  });
  expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
  expect(apiKeys.at(-1)).toBe('portal-web-dev');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(ann);
  expect(document.documentElement).toHaveClass('en');
});

test('the stored language is activated, with the remote’s Japanese catalogue', async () => {
  localStorage.setItem(STORAGE_KEYS.language, 'ja');
  await act(async () => {
    root = mountStandalone(remote);
  });
  expect(await screen.findByRole('heading', { name: 'ようこそ' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'ja');
  expect(screen.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
});

test('toasts appear in a live region and signing out clears the session with a toast', async () => {
  await act(async () => {
    root = mountStandalone(remote);
  });
  await screen.findByText('ann@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Toast' }));
  expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Saved');

  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByText('signed out')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Sign out successful');
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
});

test('a path the remote does not claim shows the not-found message', async () => {
  window.history.pushState({}, '', '/contact');
  await act(async () => {
    root = mountStandalone(remote);
  });
  expect(screen.getByText('Sorry, the URL or link you used is no longer valid.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

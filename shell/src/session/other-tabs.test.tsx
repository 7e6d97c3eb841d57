import { act, screen } from '@testing-library/react';
import { STORAGE_KEYS } from 'shared-contracts';
import { SESSION_CHANNEL } from 'shell-runtime';
import { latestAdvertiser } from '../testing/api-handlers';
import { aRemote, anAdvertiser } from '../testing/factories';
import { setupMswServer } from '../testing/msw-server';
import { renderShell } from '../testing/render-shell';

const server = setupMswServer();

const remotes = {
  mf_public: aRemote({ '/': 'Welcome' }),
  mf_auth: aRemote({ '/signin': 'Sign in' }),
  mf_dashboard: aRemote({ '/dashboard': 'Your ads' }),
};

test('signing out in another tab sends a dashboard page to /signin, naming the page', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser));
  const view = renderShell({ path: '/dashboard', storedAdvertiser: advertiser, remotes });
  expect(await screen.findByRole('heading', { name: 'Your ads' })).toBeInTheDocument();

  const otherTab = new BroadcastChannel(SESSION_CHANNEL);
  otherTab.postMessage({ type: 'session', advertiser: null });
  otherTab.close();

  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(view.router.state.location.search).toBe('?redirect=%2Fdashboard');
});

test('a sign-in in another tab, seen through the stored record, shows the advertiser here', async () => {
  server.use(latestAdvertiser('empty'));
  const view = renderShell({ path: '/', remotes });
  expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  await act(() => view.session.refresh());

  const advertiser = anAdvertiser({ name: 'Hana from the other tab' });
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(advertiser));
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
  });

  expect(view.services.session.getAdvertiser()).toEqual(advertiser);
});

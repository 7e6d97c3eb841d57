import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from 'shared-contracts';
import { latestAdvertiser, refreshFails } from './testing/api-handlers';
import { aRemote, anAdvertiser } from './testing/factories';
import { setupMswServer } from './testing/msw-server';
import { renderShell } from './testing/render-shell';

const server = setupMswServer();

const remotes = {
  mf_auth: aRemote({ '/signin': 'Sign in', '/signup': 'Create your account' }),
  mf_dashboard: aRemote({ '/dashboard': 'Your ads' }),
  mf_ads: aRemote({ '/dashboard/ads/:id': 'Ad details' }),
};

describe('auth guard', () => {
  test('a signed-out visitor opening the dashboard is sent to /signin', async () => {
    server.use(latestAdvertiser('unauthorized'), refreshFails);
    const view = renderShell({ path: '/dashboard', remotes });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signin');
    expect(screen.queryByRole('heading', { name: 'Your ads' })).not.toBeInTheDocument();
  });

  test('every dashboard path is guarded, not only /dashboard itself', async () => {
    server.use(latestAdvertiser('empty'));
    const view = renderShell({ path: '/dashboard/ads/12', remotes });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signin');
  });

  test('with no stored user the dashboard waits for the session check behind a spinner', async () => {
    server.use(latestAdvertiser('never'));
    const view = renderShell({ path: '/dashboard', remotes });

    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard');

    act(() => view.session.setAdvertiser(anAdvertiser())); // the server answers

    expect(await screen.findByRole('heading', { name: 'Your ads' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });

  test('a signed-in advertiser opening /signin goes to the dashboard', async () => {
    const advertiser = anAdvertiser();
    server.use(latestAdvertiser(advertiser));
    const view = renderShell({ path: '/signin', storedAdvertiser: advertiser, remotes });

    expect(await screen.findByRole('heading', { name: 'Your ads' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });

  test('a stored user whose session turns out to be gone is sent to /signin', async () => {
    server.use(latestAdvertiser('unauthorized'), refreshFails);
    const view = renderShell({ path: '/dashboard', storedAdvertiser: anAdvertiser(), remotes });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signin');
  });
});

test('when a signed-in call finds the session expired, the session is cleared and the browser goes to /signin', async () => {
  const advertiser = anAdvertiser();
  server.use(
    latestAdvertiser(advertiser),
    refreshFails,
    http.get('http://localhost/api/ads/advertiser', () => HttpResponse.json({}, { status: 401 })),
  );
  const view = renderShell({ path: '/dashboard', storedAdvertiser: advertiser, remotes });
  expect(await screen.findByRole('heading', { name: 'Your ads' })).toBeInTheDocument();

  await act(() => view.services.api.request('/ads/advertiser', { session: 'required' }));

  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe('/signin');
  expect(view.services.session.getAdvertiser()).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
});

describe('route table', () => {
  test('/login lands on /signin, keeping the query', async () => {
    server.use(latestAdvertiser('empty'));
    const view = renderShell({ path: '/login?from=mail', remotes });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signin');
    expect(view.router.state.location.search).toBe('?from=mail');
  });

  test.each(['/404', '/no-such-page', '/dashboardx'])(
    '%s shows the not-found page with a link home',
    async (path) => {
      server.use(latestAdvertiser('empty'));
      renderShell({ path, remotes });

      expect(
        screen.getByRole('heading', { name: 'Sorry, the URL or link you used is no longer valid.' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Page not found | Advertiser portal');
    },
  );

  test('a path inside a remote that the remote does not match shows the not-found page', async () => {
    server.use(latestAdvertiser('empty'));
    renderShell({ path: '/signup/onboarding/verified', remotes });

    expect(
      await screen.findByRole('heading', { name: 'Sorry, the URL or link you used is no longer valid.' }),
    ).toBeInTheDocument();
  });
});

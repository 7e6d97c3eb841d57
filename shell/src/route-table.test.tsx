import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from 'shared-contracts';
import { latestAdvertiser, refreshFails } from './testing/api-handlers';
import { aRemote, anAdvertiser } from './testing/factories';
import { setupMswServer } from './testing/msw-server';
import { renderShell } from './testing/render-shell';

const server = setupMswServer();

const remotes = {
  mf_public: aRemote({ '/contact': 'Contact us' }),
  mf_auth: aRemote({ '/signin': 'Sign in', '/signup': 'Create your account' }),
  mf_dashboard: aRemote({ '/dashboard': 'Your ads' }),
  mf_ads: aRemote({ '/dashboard/ads/:id': 'Ad details' }),
};

describe('auth guard', () => {
  test('a signed-out visitor opening the dashboard is sent to /signin, naming the page they wanted', async () => {
    server.use(latestAdvertiser('unauthorized'), refreshFails);
    const view = renderShell({ path: '/dashboard', remotes });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signin');
    expect(view.router.state.location.search).toBe('?redirect=%2Fdashboard');
    expect(screen.queryByRole('heading', { name: 'Your ads' })).not.toBeInTheDocument();
  });

  test('every dashboard path is guarded, and its query travels encoded in ?redirect=', async () => {
    server.use(latestAdvertiser('empty'));
    const view = renderShell({ path: '/dashboard/ads/12?tab=stats&from=mail', remotes });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(view.router.state.location.search).get('redirect')).toBe(
      '/dashboard/ads/12?tab=stats&from=mail',
    );
    expect(view.router.state.location.search).toBe(
      '?redirect=%2Fdashboard%2Fads%2F12%3Ftab%3Dstats%26from%3Dmail',
    );
  });

  test('a signed-out visitor on a public page is not sent anywhere', async () => {
    server.use(latestAdvertiser('empty'));
    const view = renderShell({ path: '/signup', remotes });

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signup');
    expect(view.router.state.location.search).toBe('');
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

  test('a signed-in advertiser opening /signin?redirect= goes back to the page named there', async () => {
    const advertiser = anAdvertiser();
    server.use(latestAdvertiser(advertiser));
    const view = renderShell({
      path: '/signin?redirect=%2Fdashboard%2Fads%2F12%3Ftab%3Dstats',
      storedAdvertiser: advertiser,
      remotes,
    });

    expect(await screen.findByRole('heading', { name: 'Ad details' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard/ads/12');
    expect(view.router.state.location.search).toBe('?tab=stats');
  });

  test.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])(
    'a signed-in advertiser on /signin?redirect=%j stays on the portal and goes to the dashboard',
    async (redirect) => {
      const advertiser = anAdvertiser();
      server.use(latestAdvertiser(advertiser));
      const view = renderShell({
        path: `/signin?redirect=${encodeURIComponent(redirect)}`,
        storedAdvertiser: advertiser,
        remotes,
      });

      expect(await screen.findByRole('heading', { name: 'Your ads' })).toBeInTheDocument();
      expect(view.router.state.location.pathname).toBe('/dashboard');
      expect(view.router.state.location.search).toBe('');
    },
  );

  test('a stored user whose session turns out to be gone is sent to /signin, naming the page', async () => {
    server.use(latestAdvertiser('unauthorized'), refreshFails);
    const view = renderShell({ path: '/dashboard', storedAdvertiser: anAdvertiser(), remotes });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signin');
    expect(view.router.state.location.search).toBe('?redirect=%2Fdashboard');
  });
});

describe('session expiry', () => {
  /** A signed-in advertiser on `path` whose next signed-in call finds the session gone and cannot refresh it. */
  async function expireSessionOn(path: string, heading: string) {
    const advertiser = anAdvertiser();
    server.use(
      latestAdvertiser(advertiser),
      refreshFails,
      http.get('http://localhost/api/ads/advertiser', () => HttpResponse.json({}, { status: 401 })),
    );
    const view = renderShell({ path, storedAdvertiser: advertiser, remotes });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();

    await act(() => view.services.api.ads.list());

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    return view;
  }

  test('on a dashboard page, the session is cleared and /signin names the page, query included', async () => {
    const view = await expireSessionOn('/dashboard/ads/12?tab=stats', 'Ad details');

    expect(view.router.state.location.pathname).toBe('/signin');
    expect(view.router.state.location.search).toBe('?redirect=%2Fdashboard%2Fads%2F12%3Ftab%3Dstats');
    expect(view.services.session.getAdvertiser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  test('on a public page, the browser goes to plain /signin', async () => {
    const view = await expireSessionOn('/contact', 'Contact us');

    expect(view.router.state.location.pathname).toBe('/signin');
    expect(view.router.state.location.search).toBe('');
    expect(view.services.session.getAdvertiser()).toBeNull();
  });
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

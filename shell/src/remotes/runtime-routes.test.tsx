import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { RemoteModule } from 'shell-runtime';
import { latestAdvertiser, refreshFails } from '../testing/api-handlers';
import { aRemote } from '../testing/factories';
import { setupMswServer } from '../testing/msw-server';
import { aRemotesEntry, portalRemotesFile, readyManifest } from '../testing/remotes-file';
import { renderShell } from '../testing/render-shell';
import { createManifestLoader } from './load-manifest';
import { checksSessionBeforePaint } from './runtime-routes';

const server = setupMswServer();
const REMOTES_URL = 'http://localhost/remotes.json';

/** A loader that records which remotes were asked for; each named remote renders its headings. */
function recordingLoader(remotes: Record<string, RemoteModule>) {
  const requested: string[] = [];
  const load = (name: string) => {
    requested.push(name);
    const module = remotes[name];
    return module ? Promise.resolve(module) : Promise.reject(new Error(`${name} is down`));
  };
  return { load, requested };
}

/** The portal's file plus a desk remote this shell was never built with. */
const withDesk = () => ({
  ...portalRemotesFile(),
  mf_desk: aRemotesEntry('mf_desk', [
    { path: '/desk', access: 'operator', layout: 'full' },
    { path: '/desk/signin', access: 'public', layout: 'auth-minimal' },
  ]),
});

const fetchedManifest = () =>
  createManifestLoader({ url: REMOTES_URL, register: () => undefined, baseUrl: 'http://localhost/' });

describe('routes from remotes.json', () => {
  test('a remote and route the shell was never built with are served from remotes.json alone', async () => {
    server.use(latestAdvertiser('empty'));
    const { load, requested } = recordingLoader({ mf_desk: aRemote({ '/desk/signin': 'Desk sign-in' }) });
    renderShell({ path: '/desk/signin', manifest: readyManifest(withDesk()), loadRemoteRoutes: load });

    expect(await screen.findByRole('heading', { name: 'Desk sign-in' })).toBeInTheDocument();
    expect(requested).toEqual(['mf_desk']);
    // auth-minimal in its entry: the minimal footer, without the regular footer's FAQ link
    expect(
      within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'FAQ' }),
    ).not.toBeInTheDocument();
  });

  test('an operator page is let through without an advertiser session: the remote checks its own', async () => {
    server.use(latestAdvertiser('unauthorized'), refreshFails);
    const { load } = recordingLoader({ mf_desk: aRemote({ '/desk': 'Review queue' }) });
    const view = renderShell({ path: '/desk', manifest: readyManifest(withDesk()), loadRemoteRoutes: load });

    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/desk');
  });

  test('while remotes.json loads the page area shows the spinner inside the layout, then the page', async () => {
    server.use(
      latestAdvertiser('empty'),
      http.get(REMOTES_URL, async () => {
        await delay(50);
        return HttpResponse.json(portalRemotesFile());
      }),
    );
    const { load } = recordingLoader({ mf_public: aRemote({ '/contact': 'Contact us' }) });
    renderShell({ path: '/contact', manifest: fetchedManifest(), loadRemoteRoutes: load });

    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  });

  test('remotes.json that cannot be fetched shows Retry in the layout, and Retry reads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fetches = 0;
    server.use(
      latestAdvertiser('empty'),
      http.get(REMOTES_URL, () => {
        fetches += 1;
        return fetches === 1 ? HttpResponse.error() : HttpResponse.json(portalRemotesFile());
      }),
    );
    const { load } = recordingLoader({ mf_public: aRemote({ '/faqs': 'FAQs page' }) });
    renderShell({ path: '/faqs', manifest: fetchedManifest(), loadRemoteRoutes: load });

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'FAQs page' })).toBeInTheDocument();
    expect(fetches).toBe(2);
    jest.restoreAllMocks();
  });

  test('a malformed remotes.json shows its problems inside the layout and loads no remote', async () => {
    server.use(
      latestAdvertiser('empty'),
      http.get(REMOTES_URL, () =>
        HttpResponse.json({
          ...portalRemotesFile(),
          mf_desk: aRemotesEntry('mf_desk', [{ path: '/contact', access: 'public', layout: 'full' }]),
        }),
      ),
    );
    const { load, requested } = recordingLoader({ mf_public: aRemote({ '/contact': 'Contact us' }) });
    renderShell({ path: '/contact', manifest: fetchedManifest(), loadRemoteRoutes: load });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The portal is not set up correctly' }),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('mf_public /contact and mf_desk /contact match the same pages'),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(requested).toEqual([]);
  });
});

describe('the contract guard', () => {
  const bumped = () => ({
    ...portalRemotesFile(),
    mf_public: aRemotesEntry('mf_public', [{ path: '/contact', access: 'public', layout: 'full' }], {
      contracts: '2.0.0',
    }),
  });

  test('a remote built on another contracts major is refused in the layout and never loaded; others work', async () => {
    server.use(latestAdvertiser('empty'));
    const { load, requested } = recordingLoader({
      mf_public: aRemote({ '/contact': 'Contact us' }),
      mf_auth: aRemote({ '/signup': 'Create your account' }),
    });
    const view = renderShell({ path: '/contact', manifest: readyManifest(bumped()), loadRemoteRoutes: load });

    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This part of the portal cannot be shown' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(/built for another version of the portal \(mf_public\)/);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await act(() => view.router.navigate('/signup'));

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(requested).toEqual(['mf_auth']);
  });

  test('the refusal is in Japanese for a Japanese visitor', () => {
    server.use(latestAdvertiser('empty'));
    renderShell({ path: '/contact', language: 'ja', manifest: readyManifest(bumped()) });

    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'ポータルのこの部分は表示できません' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('mf_public');
  });

  test('a remote built on a newer minor is loaded as usual', async () => {
    server.use(latestAdvertiser('empty'));
    const file = {
      ...portalRemotesFile(),
      mf_public: aRemotesEntry('mf_public', [{ path: '/contact', access: 'public', layout: 'full' }], {
        contracts: '1.9.0',
      }),
    };
    const { load } = recordingLoader({ mf_public: aRemote({ '/contact': 'Contact us' }) });
    renderShell({ path: '/contact', manifest: readyManifest(file), loadRemoteRoutes: load });

    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  });
});

describe('the session check at start', () => {
  const checksFirst = (pathname: string) => {
    const state = readyManifest().getState();
    if (state.status !== 'ready') throw new Error('the test manifest is not ready');
    return checksSessionBeforePaint(state.directory.table.routeFor(pathname), pathname);
  };

  test('a signed-in page and the sign-in page check the session before they paint', () => {
    expect(checksFirst('/dashboard')).toBe(true);
    expect(checksFirst('/signin')).toBe(true);
    expect(checksFirst('/login')).toBe(true);
  });

  test('a public page and a path no remote has check it once they have painted', () => {
    expect(checksFirst('/')).toBe(false);
    expect(checksFirst('/faqs')).toBe(false);
    expect(checksFirst('/no-such-page')).toBe(false);
    expect(checksFirst('/404')).toBe(false);
  });
});

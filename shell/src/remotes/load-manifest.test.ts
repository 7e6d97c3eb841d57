import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../testing/msw-server';
import { aRemotesEntry } from '../testing/remotes-file';
import { ManifestError, createManifestLoader, type RemoteRegistration } from './load-manifest';

const server = setupMswServer();
const URL = 'http://localhost/remotes.json';

function loader() {
  const registered: RemoteRegistration[][] = [];
  const manifest = createManifestLoader({
    url: URL,
    register: (remotes) => void registered.push(remotes),
    baseUrl: 'http://localhost/',
  });
  return { manifest, registered };
}

const publicRoutes = [{ path: '/', access: 'public', layout: 'full' }] as const;
const adsRoutes = [{ path: '/dashboard/ads/:id', access: 'signed-in', layout: 'full' }] as const;

/** The remotes and their manifest URLs, as a loaded directory has them. */
const urls = (directory: Awaited<ReturnType<ReturnType<typeof loader>['manifest']['load']>>) =>
  Object.fromEntries([...directory.remotes.values()].map((remote) => [remote.name, remote.manifestUrl]));

test('remotes.json is fetched once and every remote is registered with its manifest URL', async () => {
  let fetches = 0;
  server.use(
    http.get(URL, () => {
      fetches += 1;
      return HttpResponse.json({
        mf_public: aRemotesEntry('mf_public', [...publicRoutes], {
          manifest: 'http://localhost:3001/mf-manifest.json',
        }),
        mf_ads: aRemotesEntry('mf_ads', [...adsRoutes], { manifest: '/remotes/ads/mf-manifest.json' }),
      });
    }),
  );
  const { manifest, registered } = loader();

  const [first, second] = await Promise.all([manifest.load(), manifest.load()]);

  expect(urls(first)).toEqual({
    mf_public: 'http://localhost:3001/mf-manifest.json',
    mf_ads: 'http://localhost/remotes/ads/mf-manifest.json',
  });
  expect(second).toBe(first);
  expect(fetches).toBe(1);
  expect(registered).toEqual([
    [
      { name: 'mf_public', entry: 'http://localhost:3001/remoteEntry.js' },
      { name: 'mf_ads', entry: 'http://localhost/remotes/ads/remoteEntry.js' },
    ],
  ]);
});

test('the route table is built from the routes each remote declares, a remote the shell never knew included', async () => {
  server.use(
    http.get(URL, () =>
      HttpResponse.json({
        mf_public: aRemotesEntry('mf_public', [...publicRoutes]),
        mf_new_desk: aRemotesEntry('mf_new_desk', [
          { path: '/desk', access: 'operator', layout: 'full' },
          { path: '/desk/signin', access: 'public', layout: 'auth-minimal' },
        ]),
      }),
    ),
  );
  const { manifest, registered } = loader();

  const { table } = await manifest.load();

  expect(table.routeFor('/desk/')).toEqual({
    path: '/desk',
    remote: 'mf_new_desk',
    access: 'operator',
    layout: 'full',
  });
  expect(table.routeFor('/desk/signin')?.layout).toBe('auth-minimal');
  expect(table.routeFor('/')?.remote).toBe('mf_public');
  expect(table.routeFor('/dashboard')).toBeNull();
  expect(registered[0]?.map((remote) => remote.name)).toEqual(['mf_public', 'mf_new_desk']);
});

test('a remote built on another contracts major keeps its routes but is never registered; a newer minor is', async () => {
  server.use(
    http.get(URL, () =>
      HttpResponse.json({
        mf_public: aRemotesEntry('mf_public', [...publicRoutes], { contracts: '2.0.0' }),
        mf_ads: aRemotesEntry('mf_ads', [...adsRoutes], { contracts: '1.7.0' }),
      }),
    ),
  );
  const { manifest, registered } = loader();

  const { remotes, table } = await manifest.load();

  expect(table.routeFor('/')?.remote).toBe('mf_public');
  expect(remotes.get('mf_public')?.compatible).toBe(false);
  expect(remotes.get('mf_ads')?.compatible).toBe(true);
  expect(registered).toEqual([[{ name: 'mf_ads', entry: 'http://localhost:3004/remoteEntry.js' }]]);
});

test('a failed fetch is not kept: the next load asks again and can succeed', async () => {
  let fetches = 0;
  server.use(
    http.get(URL, () => {
      fetches += 1;
      return fetches === 1
        ? new HttpResponse('down', { status: 503 })
        : HttpResponse.json({ mf_auth: aRemotesEntry('mf_auth', [...publicRoutes]) });
    }),
  );
  const { manifest } = loader();

  await expect(manifest.load()).rejects.toThrow(new ManifestError('remotes.json answered HTTP 503'));
  expect(manifest.getState()).toMatchObject({ status: 'failed', error: { problems: null } });
  const directory = await manifest.load();
  expect(urls(directory)).toEqual({ mf_auth: 'http://localhost:3002/mf-manifest.json' });
  expect(manifest.getState()).toEqual({ status: 'ready', directory });
});

const entry = aRemotesEntry('mf_ads', [...adsRoutes]);

test.each([
  ['an unknown access', { mf_ads: { ...entry, routes: [{ ...adsRoutes[0], access: 'admin' }] } }],
  ['an unknown layout', { mf_ads: { ...entry, routes: [{ ...adsRoutes[0], layout: 'wide' }] } }],
  ['a non-http URL', { mf_ads: { ...entry, manifest: 'javascript:alert(1)' } }],
  ['a URL that is not a string', { mf_ads: { ...entry, manifest: 42 } }],
  ['a missing contracts version', { mf_ads: { manifest: entry.manifest, routes: entry.routes } }],
  ['a missing routes list', { mf_ads: { manifest: entry.manifest, contracts: '1.0.0' } }],
  ['a bad remote name', { 'mf-ads': entry }],
  ['a name outside the mf_ convention', { ads: entry }],
  ['the same path in two remotes', { mf_ads: entry, mf_other: entry }],
  [
    'two patterns that match the same pages equally',
    {
      mf_ads: entry,
      mf_other: aRemotesEntry('mf_other', [{ path: '/dashboard/:tab/3', access: 'public', layout: 'full' }]),
    },
  ],
  ['a list instead of a map', ['mf_ads']],
])('remotes.json with %s is refused, with its problems, and nothing is registered', async (_case, body) => {
  server.use(http.get(URL, () => HttpResponse.json(body)));
  const { manifest, registered } = loader();

  await expect(manifest.load()).rejects.toBeInstanceOf(ManifestError);
  const state = manifest.getState();
  expect(state.status === 'failed' && state.error.problems?.length).toBeGreaterThan(0);
  expect(registered).toEqual([]);
});

test('an overlap is named by both remotes and paths', async () => {
  server.use(
    http.get(URL, () =>
      HttpResponse.json({
        mf_ads: entry,
        mf_other: aRemotesEntry('mf_other', [
          { path: '/dashboard/ads/:key', access: 'public', layout: 'full' },
        ]),
      }),
    ),
  );
  const { manifest } = loader();

  await expect(manifest.load()).rejects.toMatchObject({
    problems: ['mf_ads /dashboard/ads/:id and mf_other /dashboard/ads/:key match the same pages'],
  });
});

describe('remotes.json carried by the page', () => {
  const carried = (data: unknown) => () => ({ data });

  test('is read before any fetch, and the directory is ready at once', () => {
    let fetches = 0;
    server.use(
      http.get(URL, () => {
        fetches += 1;
        return HttpResponse.json({});
      }),
    );
    const registered: RemoteRegistration[][] = [];
    const manifest = createManifestLoader({
      url: URL,
      register: (remotes) => void registered.push(remotes),
      baseUrl: 'http://localhost/',
      inline: carried({ mf_public: aRemotesEntry('mf_public', [...publicRoutes]) }),
    });

    void manifest.load();

    const state = manifest.getState();
    expect(state.status === 'ready' && state.directory.table.routeFor('/')?.remote).toBe('mf_public');
    expect(registered).toEqual([[{ name: 'mf_public', entry: 'http://localhost:3001/remoteEntry.js' }]]);
    expect(fetches).toBe(0);
  });

  test('a malformed file carried by the page is refused with its problems, as the served one would be', async () => {
    const manifest = createManifestLoader({
      url: URL,
      register: () => undefined,
      baseUrl: 'http://localhost/',
      inline: carried({ 'mf-ads': entry }),
    });

    await expect(manifest.load()).rejects.toBeInstanceOf(ManifestError);
    const state = manifest.getState();
    expect(state.status === 'failed' && state.error.problems?.length).toBeGreaterThan(0);
  });

  test('without one, remotes.json is fetched as before', async () => {
    server.use(
      http.get(URL, () => HttpResponse.json({ mf_auth: aRemotesEntry('mf_auth', [...publicRoutes]) })),
    );
    const manifest = createManifestLoader({
      url: URL,
      register: () => undefined,
      baseUrl: 'http://localhost/',
      inline: () => null,
    });

    expect(urls(await manifest.load())).toEqual({ mf_auth: 'http://localhost:3002/mf-manifest.json' });
  });
});

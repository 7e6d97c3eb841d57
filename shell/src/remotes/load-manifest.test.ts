import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../testing/msw-server';
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

test('remotes.json is fetched once and every remote is registered with its manifest URL', async () => {
  let fetches = 0;
  server.use(
    http.get(URL, () => {
      fetches += 1;
      return HttpResponse.json({
        mf_public: 'http://localhost:3001/mf-manifest.json',
        mf_ads: '/remotes/ads/mf-manifest.json',
      });
    }),
  );
  const { manifest, registered } = loader();

  const [first, second] = await Promise.all([manifest.load(), manifest.load()]);

  expect(first).toEqual({
    mf_public: 'http://localhost:3001/mf-manifest.json',
    mf_ads: 'http://localhost/remotes/ads/mf-manifest.json',
  });
  expect(second).toBe(first);
  expect(fetches).toBe(1);
  expect(registered).toEqual([
    [
      { name: 'mf_public', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mf_ads', entry: 'http://localhost/remotes/ads/mf-manifest.json' },
    ],
  ]);
});

test('a failed fetch is not kept: the next load asks again and can succeed', async () => {
  let fetches = 0;
  server.use(
    http.get(URL, () => {
      fetches += 1;
      return fetches === 1
        ? new HttpResponse('down', { status: 503 })
        : HttpResponse.json({ mf_auth: 'http://localhost:3002/mf-manifest.json' });
    }),
  );
  const { manifest } = loader();

  await expect(manifest.load()).rejects.toThrow(new ManifestError('remotes.json answered HTTP 503'));
  await expect(manifest.load()).resolves.toEqual({ mf_auth: 'http://localhost:3002/mf-manifest.json' });
});

test.each([
  ['an unknown remote name', { mf_other: 'http://localhost:3009/mf-manifest.json' }],
  ['a URL that is not a string', { mf_ads: 42 }],
  ['a non-http URL', { mf_ads: 'javascript:alert(1)' }],
  ['a list instead of a map', ['mf_ads']],
])('remotes.json with %s is refused and nothing is registered', async (_case, body) => {
  server.use(http.get(URL, () => HttpResponse.json(body)));
  const { manifest, registered } = loader();

  await expect(manifest.load()).rejects.toBeInstanceOf(ManifestError);
  expect(registered).toEqual([]);
});

/** What the shell's page carries for its first route (node --test 'tooling/*.test.mjs'): the owning remote of a
 *  path, the files its `./routes` needs from its manifest, and the tags put into the page's head. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  firstRouteTags,
  injectIntoHead,
  remoteForPath,
  routeFor,
  routesAssets,
  sameContractsMajor,
} from './first-route.mjs';

const route = (path) => ({ path, access: 'public', layout: 'full' });
const remotes = {
  mf_public: {
    manifest: 'http://localhost:3001/v1/mf-manifest.json',
    contracts: '1.0.0',
    routes: [route('/')],
  },
  mf_auth: {
    manifest: 'http://localhost:3002/v2/mf-manifest.json',
    contracts: '1.0.0',
    routes: [route('/signup'), route('/signup/onboarding')],
  },
  mf_ads: {
    manifest: 'http://localhost:3004/v3/mf-manifest.json',
    contracts: '1.0.0',
    routes: [
      { path: '/dashboard/ads/:id', access: 'signed-in', layout: 'full' },
      route('/dashboard/ads/application'),
    ],
  },
};

test('a path is owned by the remote whose route matches it, the most specific one winning', () => {
  assert.equal(remoteForPath(remotes, '/')?.name, 'mf_public');
  assert.equal(remoteForPath(remotes, '/signup/')?.name, 'mf_auth');
  assert.equal(remoteForPath(remotes, '/dashboard/ads/7')?.name, 'mf_ads');
  assert.equal(remoteForPath(remotes, '/dashboard/ads/application')?.entry, remotes.mf_ads);
  assert.equal(remoteForPath(remotes, '/no-such-page'), null);
  assert.equal(remoteForPath(['mf_public'], '/'), null);
  assert.equal(remoteForPath(null, '/'), null);
});

test('where a path goes says who may see it, as the entry that matched it says', () => {
  assert.deepEqual(
    { ...routeFor(remotes, '/dashboard/ads/7'), owner: undefined },
    { owner: undefined, access: 'signed-in', path: '/dashboard/ads/:id', noRoute: false },
  );
  assert.equal(routeFor(remotes, '/dashboard/ads/application').access, 'public');
  assert.deepEqual(routeFor(remotes, '/no-such-page'), {
    owner: null,
    access: null,
    path: null,
    noRoute: true,
  });
  assert.deepEqual(routeFor(null, '/dashboard/ads/7'), {
    owner: null,
    access: null,
    path: null,
    noRoute: false,
  });
});

test('a remote on another contracts major than the shell gets no hints', () => {
  assert.equal(sameContractsMajor('1.4.0', '1.0.0'), true);
  assert.equal(sameContractsMajor('2.0.0', '1.0.0'), false);
  assert.equal(sameContractsMajor(undefined, '1.0.0'), false);
  assert.equal(sameContractsMajor('2.0.0', null), true);
});

test("the routes module's files are remoteEntry.js and the expose's sync chunks, beside the manifest", () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      { name: 'routes', path: './routes', assets: { js: { sync: ['expose.1.js'], async: ['page.2.js'] } } },
    ],
  };
  assert.deepEqual(routesAssets('http://localhost:3002/v2/mf-manifest.json', manifest), [
    'http://localhost:3002/v2/remoteEntry.js',
    'http://localhost:3002/v2/expose.1.js',
  ]);
  const cdn = {
    ...manifest,
    metaData: { ...manifest.metaData, publicPath: 'https://cdn.example.com/auth/' },
  };
  assert.deepEqual(routesAssets('http://localhost:3002/v2/mf-manifest.json', cdn), [
    'https://cdn.example.com/auth/remoteEntry.js',
    'https://cdn.example.com/auth/expose.1.js',
  ]);
  assert.deepEqual(routesAssets('http://localhost:3002/v2/mf-manifest.json', {}), []);
});

test('remotes.json goes into the head as a JSON data block that no text inside can close', () => {
  const tags = firstRouteTags({
    remotesText: '{"mf_x":{"note":"</script><script>alert(1)</script>"}}',
    assets: ['http://localhost:3002/v2/remoteEntry.js'],
  });
  const html = injectIntoHead('<html><head><title>x</title></head><body></body></html>', tags);
  const block = /<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(html)?.[1];
  assert.deepEqual(JSON.parse(block ?? ''), { mf_x: { note: '</script><script>alert(1)</script>' } });
  assert.equal(html.match(/<\/script>/g)?.length, 1);
  assert.match(html, /<title>x<\/title><script type="application\/json"/);
  assert.match(
    html,
    /<\/script><link rel="preload" as="script" href="http:\/\/localhost:3002\/v2\/remoteEntry.js"><\/head>/,
  );
  assert.equal(firstRouteTags({ remotesText: null }), '');
});

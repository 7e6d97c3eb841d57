import * as v from 'valibot';
import { CONTRACTS_VERSION } from './contracts-version';
import { DeployEntrySchema, deployEntryOf } from './deploy-entry';
import { RemotesFileSchema, describeIssues, isHttpManifestUrl } from './deploy-manifest';
import { REMOTE_NAMES, findRouteOverlaps, routeEntriesOf } from './routes';

const entry = (overrides: Record<string, unknown> = {}) => ({
  manifest: 'http://localhost:3001/abc123/mf-manifest.json',
  contracts: '1.0.0',
  routes: [{ path: '/', access: 'public', layout: 'full' }],
  ...overrides,
});

function problems(file: unknown): string[] {
  const parsed = v.safeParse(RemotesFileSchema, file);
  return parsed.success ? [] : describeIssues(parsed.issues);
}

describe('deploy entries', () => {
  test.each(REMOTE_NAMES)('%s’s entry carries its manifest routes and this contracts version', (remote) => {
    const deployEntry = deployEntryOf(remote);

    expect(v.safeParse(DeployEntrySchema, JSON.parse(JSON.stringify(deployEntry))).success).toBe(true);
    expect(deployEntry).toMatchObject({
      name: remote,
      manifest: 'mf-manifest.json',
      contracts: CONTRACTS_VERSION,
    });
    expect(deployEntry.routes.map((route) => route.path)).toEqual(routeEntriesOf(remote).map((r) => r.path));
  });

  test('mf_review’s entry lists its operator and public pages', () => {
    expect(deployEntryOf('mf_review').routes).toEqual([
      { path: '/review', access: 'operator', layout: 'full' },
      { path: '/review/ads/:id', access: 'operator', layout: 'full' },
      { path: '/review/audit-log', access: 'operator', layout: 'full' },
      { path: '/review/signin', access: 'public', layout: 'auth-minimal' },
      { path: '/review/set-password', access: 'public', layout: 'auth-minimal' },
    ]);
  });

  test('every remote’s entries together make a table without overlaps', () => {
    const routes = REMOTE_NAMES.flatMap((remote) =>
      deployEntryOf(remote).routes.map((route) => ({ ...route, remote })),
    );
    expect(findRouteOverlaps(routes)).toEqual([]);
  });
});

describe('remotes.json', () => {
  test('a file of well-formed entries is accepted, extra keys ignored', () => {
    expect(problems({ mf_public: entry({ version: 'abc123' }), mf_new_desk: entry() })).toEqual([]);
  });

  test.each([
    ['an unknown access', { mf_ads: entry({ routes: [{ path: '/x', access: 'admin', layout: 'full' }] }) }],
    ['an unknown layout', { mf_ads: entry({ routes: [{ path: '/x', access: 'public', layout: 'wide' }] }) }],
    ['a non-http URL', { mf_ads: entry({ manifest: 'javascript:alert(1)' }) }],
    ['a missing manifest', { mf_ads: entry({ manifest: undefined }) }],
    ['a missing contracts version', { mf_ads: entry({ contracts: undefined }) }],
    ['a contracts version that is not one', { mf_ads: entry({ contracts: 'latest' }) }],
    ['no routes', { mf_ads: entry({ routes: [] }) }],
    ['a route without its path', { mf_ads: entry({ routes: [{ access: 'public', layout: 'full' }] }) }],
    [
      'a path that is not a pattern',
      { mf_ads: entry({ routes: [{ path: 'x/*', access: 'public', layout: 'full' }] }) },
    ],
    ['a bad remote name', { 'mf-ads': entry() }],
    ['a name without the mf_ prefix', { ads: entry() }],
    ['a list instead of a map', [entry()]],
  ])('%s is refused', (_case, file) => {
    expect(problems(file).length).toBeGreaterThan(0);
  });

  test('each problem names where it is', () => {
    expect(
      problems({ mf_ads: entry({ routes: [{ path: '/x', access: 'admin', layout: 'full' }] }) }),
    ).toEqual(['mf_ads.routes.0.access: access is one of public, signed-in, auth-only, operator']);
  });

  test.each([
    ['an absolute http URL', 'http://localhost:3004/v1/mf-manifest.json', true],
    ['an https URL', 'https://cdn.example/mf_ads/v1/mf-manifest.json', true],
    ['a path on the shell’s origin', '/remotes/mf_ads/mf-manifest.json', true],
    ['a script URL', 'javascript:alert(1)', false],
    ['a data URL', 'data:application/json,{}', false],
    ['a file URL', 'file:///etc/passwd', false],
  ])('%s as a manifest address: accepted is %s', (_case, url, accepted) => {
    expect(isHttpManifestUrl(url)).toBe(accepted);
  });
});

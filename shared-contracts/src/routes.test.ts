import * as v from 'valibot';
import {
  REMOTE_NAMES,
  ROUTES,
  ROUTE_LIST,
  RouteEntrySchema,
  createRouteTable,
  findRouteOverlaps,
  hrefs,
  isAuthPath,
  isDashboardPath,
  layoutForPath,
  pathAfterSignIn,
  remoteForPath,
  routeEntriesOf,
  routeForPath,
  safeRedirectPath,
  signInHref,
} from './routes';
import { INVITATION_PAGE } from './api/schemas/members';

describe('safeRedirectPath', () => {
  test.each(['/dashboard', '/dashboard/ads/12?tab=details', '/dashboard/account#email'])(
    'keeps %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  test.each([
    ['a protocol-relative URL', '//evil.example'],
    ['an absolute URL', 'https://evil.example/dashboard'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab the browser would drop', '/\t/evil.example'],
    ['a line break the browser would drop', '/\n/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['nothing', ''],
  ])('refuses %s', (_name, path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });
});

test('auth pages are recognised by their layout in the manifest', () => {
  expect(isAuthPath('/signup/onboarding/expired')).toBe(true);
  expect(isAuthPath('/reset-password')).toBe(true);
  expect(isAuthPath('/dashboard')).toBe(false);
});

test('dashboard paths need a session, look-alikes do not', () => {
  expect(isDashboardPath('/dashboard')).toBe(true);
  expect(isDashboardPath('/dashboard/ads/3')).toBe(true);
  expect(isDashboardPath('/dashboards')).toBe(false);
});

test('mail links carry the query names the pages read', () => {
  expect(hrefs.onboarding({ id: 7, token: 'abc', accountId: 'acc' })).toBe(
    '/signup/onboarding?id=7&token=abc&account_id=acc',
  );
  expect(hrefs.newEmailConfirmation({ id: 7, token: 't', accountId: 'a' })).toBe(
    '/new-email-confirmation?token=t&id=7&account_id=a',
  );
  // The invitation mail builds its link from INVITATION_PAGE: the manifest's page of the same path.
  expect(hrefs.invitation('a+b/c')).toBe(`${INVITATION_PAGE}?token=a%2Bb%2Fc`);
  expect(routeForPath(INVITATION_PAGE)).toMatchObject({ remote: 'mf_auth', access: 'public' });
});

describe('the route manifest', () => {
  test('every entry is plain data that the deploy manifest can carry', () => {
    for (const route of ROUTE_LIST) {
      const { id: _id, ...entry } = route;
      expect(v.safeParse(RouteEntrySchema, JSON.parse(JSON.stringify(entry))).success).toBe(true);
    }
  });

  test('no two entries have the same pattern', () => {
    const shapes = ROUTE_LIST.map((route) => route.path.replace(/:\w+/g, ':'));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  test('every remote owns at least one page, and ROUTES names each entry by its id', () => {
    for (const remote of REMOTE_NAMES) expect(routeEntriesOf(remote).length).toBeGreaterThan(0);
    for (const route of ROUTE_LIST) expect(ROUTES[route.id]).toBe(route.path);
    expect(ROUTES.notFound).toBe('/404');
  });

  test.each([
    ['/', 'mf_public'],
    ['/contact', 'mf_public'],
    ['/faqs/', 'mf_public'],
    ['/signup', 'mf_auth'],
    ['/signup/onboarding/expired', 'mf_auth'],
    ['/signin', 'mf_auth'],
    ['/reset-password', 'mf_auth'],
    ['/dashboard', 'mf_dashboard'],
    ['/dashboard/account', 'mf_account'],
    ['/dashboard/ads/application', 'mf_ads'],
    ['/dashboard/ads/application/4', 'mf_ads'],
    ['/dashboard/ads/12', 'mf_ads'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  test.each(['/404', '/dashboardx', '/dashboard/ads', '/signupx', '/my-signup', '/Signin', '/no-such-page'])(
    '%s belongs to no remote',
    (path) => {
      expect(remoteForPath(path)).toBeNull();
    },
  );

  test('a path that only contains an auth word is not an auth page', () => {
    expect(isAuthPath('/dashboard/ads/signin')).toBe(false);
    expect(isAuthPath('/faqs?next=/signup')).toBe(false);
    expect(layoutForPath('/no-such-page')).toBe('full');
  });

  test('a static segment wins over a parameter, as in react-router', () => {
    expect(routeForPath('/dashboard/ads/application')?.id).toBe('adApplication');
    expect(routeForPath('/dashboard/ads/7')?.id).toBe('adDetails');
  });

  test('a table built from other entries answers from those (the deploy manifest later)', () => {
    const table = createRouteTable([
      { path: '/review', remote: 'mf_ads', access: 'signed-in', layout: 'full' },
    ] as const);
    expect(table.routeFor('/review/')?.remote).toBe('mf_ads');
    expect(table.routeFor('/dashboard')).toBeNull();
  });
});

describe('the sign-in round trip', () => {
  test('the wanted page travels encoded in ?redirect= and comes back whole', () => {
    const href = signInHref('/dashboard/ads/12?tab=stats');
    expect(href).toBe('/signin?redirect=%2Fdashboard%2Fads%2F12%3Ftab%3Dstats');
    expect(pathAfterSignIn(href.slice(href.indexOf('?')))).toBe('/dashboard/ads/12?tab=stats');
  });

  test.each([
    '',
    '?redirect=%2F%2Fevil.example',
    '?redirect=https%3A%2F%2Fevil.example',
    '?redirect=%2F%09%2Fevil.example',
  ])('sign-in from %j leads to the dashboard', (search) => {
    expect(pathAfterSignIn(search)).toBe('/dashboard');
  });
});

describe('overlapping patterns', () => {
  const rule = (path: string, remote = 'mf_a') =>
    ({ path, remote, access: 'public', layout: 'full' }) as const;

  test.each([
    ['the same pattern twice', '/review', '/review'],
    ['the same shape with other parameter names', '/review/ads/:id', '/review/ads/:key'],
    ['two patterns of equal specificity that share a URL', '/a/:x', '/:y/b'],
  ])('%s overlap', (_case, a, b) => {
    expect(findRouteOverlaps([rule(a), rule(b, 'mf_b')])).toEqual([[rule(a), rule(b, 'mf_b')]]);
  });

  test.each([
    ['a static segment and a parameter', '/dashboard/ads/application', '/dashboard/ads/:id'],
    ['different static segments', '/review/signin', '/review/set-password'],
    ['different lengths', '/review', '/review/:id'],
  ])('%s do not overlap', (_case, a, b) => {
    expect(findRouteOverlaps([rule(a), rule(b)])).toEqual([]);
  });

  test('the manifest has none', () => {
    expect(findRouteOverlaps(ROUTE_LIST)).toEqual([]);
  });
});

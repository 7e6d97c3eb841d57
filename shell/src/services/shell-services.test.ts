/** The session end (product.md, Sessions and links): when a signed-in call gets a 401 and the refresh fails, the
 *  session is cleared and the browser goes to /signin, naming the page the advertiser was on when it is a dashboard
 *  page. */
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS, type Language } from 'shared-contracts';
import { refreshFails } from '../testing/api-handlers';
import { anAdvertiser } from '../testing/factories';
import { setupMswServer } from '../testing/msw-server';
import { portalAccessOf } from '../testing/remotes-file';
import { createShellRuntime } from './shell-services';

const server = setupMswServer();

/** A runtime signed in as a stored advertiser, on `path` (with its query), in `language`; `visited` records where
 *  it sends the browser. */
function signedInRuntime(path: string, language: Language = 'en') {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anAdvertiser()));
  const location = new URL(path, 'http://localhost');
  const visited: string[] = [];
  const { services } = createShellRuntime({
    language,
    storage: localStorage,
    navigate: (to) => void visited.push(to),
    reload: () => undefined,
    apiBaseUrl: 'http://localhost/api',
    currentLocation: () => ({ pathname: location.pathname, search: location.search }),
    accessOf: portalAccessOf,
  });
  return { services, visited };
}

/** A signed-in runtime on `path` (with its query); returns where the browser was sent once its session expired. */
async function expireSessionOn(path: string) {
  server.use(
    refreshFails,
    http.get('http://localhost/api/ads/advertiser', () => HttpResponse.json({}, { status: 401 })),
  );
  const { services, visited } = signedInRuntime(path);

  await services.api.ads.list();

  expect(services.session.getAdvertiser()).toBeNull();
  return visited;
}

test.each([
  ['/dashboard', '/signin?redirect=%2Fdashboard'],
  ['/dashboard/ads/12?tab=stats', '/signin?redirect=%2Fdashboard%2Fads%2F12%3Ftab%3Dstats'],
  ['/dashboard/account/', '/signin?redirect=%2Fdashboard%2Faccount%2F'],
])('a session that expires on %s sends the browser to %s', async (path, signIn) => {
  expect(await expireSessionOn(path)).toEqual([signIn]);
});

test.each(['/', '/contact?topic=billing', '/dashboardx', '/signin?redirect=%2Fdashboard'])(
  'a session that expires on %s sends the browser to plain /signin',
  async (path) => {
    expect(await expireSessionOn(path)).toEqual(['/signin']);
  },
);

test('a request that comes back 401 while the advertiser signs out does not send them to /signin', async () => {
  let answerAdsRequest: () => void = () => undefined;
  const adsAnswered = new Promise<void>((resolve) => (answerAdsRequest = resolve));
  server.use(
    refreshFails,
    http.post('http://localhost/api/advertisers/logout', () => new HttpResponse(null, { status: 204 })),
    http.get('http://localhost/api/ads/advertiser', async () => {
      await adsAnswered; // the dashboard's list is still loading when Sign out is pressed
      return HttpResponse.json({}, { status: 401 });
    }),
  );
  const { services, visited } = signedInRuntime('/dashboard');

  const listing = services.api.ads.list();
  const signingOut = services.session.signOut();
  answerAdsRequest();
  await Promise.all([listing, signingOut]);

  expect(visited).toEqual(['/']);
  expect(services.session.getAdvertiser()).toBeNull();
});

test('signing out goes home and shows the sign-out success text in the interface language', async () => {
  server.use(
    http.post('http://localhost/api/advertisers/logout', () => new HttpResponse(null, { status: 204 })),
  );
  const { services, visited } = signedInRuntime('/dashboard', 'ja');
  const success = jest.spyOn(services.toast, 'success').mockImplementation(() => undefined);

  await services.session.signOut();

  expect(visited).toEqual(['/']);
  expect(success).toHaveBeenCalledWith('ログアウトしました');
});

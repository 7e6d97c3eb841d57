import { screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useParams } from 'react-router';
import { useShellServices } from '../shell-services';
import { anAd, anAdvertiser } from 'shared-contracts/testing';
import { createTestShellServices, renderWithShell } from './index';

function Greeting() {
  const { session, toast } = useShellServices();
  const { advertiser } = session.useSession();
  const location = useLocation();
  const { id } = useParams();
  return (
    <div>
      <p>{advertiser ? `Signed in as ${advertiser.email}` : 'Signed out'}</p>
      <p>{`At ${location.pathname}${location.search}`}</p>
      {id ? <p>{`Ad ${id}`}</p> : null}
      <button type="button" onClick={() => toast.success('Saved')}>
        Save
      </button>
    </div>
  );
}

const jsonFetch =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('renderWithShell', () => {
  test('hosts a page at a route with a signed-in advertiser and route parameters', () => {
    const services = createTestShellServices({ advertiser: anAdvertiser({ email: 'ann@example.com' }) });
    renderWithShell(<Greeting />, { services, route: '/dashboard/ads/7?x=1', path: '/dashboard/ads/:id' });
    expect(screen.getByText('Signed in as ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('At /dashboard/ads/7?x=1')).toBeInTheDocument();
    expect(screen.getByText('Ad 7')).toBeInTheDocument();
  });

  test('re-renders when the test signs the advertiser out, and records toasts', async () => {
    const { services } = renderWithShell(<Greeting />, {
      services: createTestShellServices({ advertiser: anAdvertiser() }),
    });
    act(() => services.setAdvertiser(null));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(services.toasts).toEqual([{ kind: 'success', message: 'Saved', options: undefined }]);
  });
});

describe('createTestShellServices', () => {
  test('signing out goes home with the sign-out toast in the current language', async () => {
    const services = createTestShellServices({ advertiser: anAdvertiser(), language: 'ja' });
    await services.session.signOut();
    expect(services.session.getAdvertiser()).toBeNull();
    expect(services.navigations).toEqual([{ to: '/', replace: false }]);
    expect(services.toasts).toEqual([{ kind: 'success', message: 'ログアウトしました', options: undefined }]);
  });

  test('signing out to another destination shows no toast', async () => {
    const services = createTestShellServices({ advertiser: anAdvertiser() });
    await services.session.signOut({ redirectTo: '/signin' });
    expect(services.navigations).toEqual([{ to: '/signin', replace: false }]);
    expect(services.toasts).toEqual([]);
  });

  test('refresh loads the advertiser through the API client, and forgets it when that fails', async () => {
    const ann = anAdvertiser({ id: 41 });
    const services = createTestShellServices({ fetch: jsonFetch(200, ann) });
    expect(await services.session.refresh()).toEqual(ann);
    const failing = createTestShellServices({ advertiser: ann, fetch: jsonFetch(500, {}) });
    expect(await failing.session.refresh()).toBeNull();
  });

  test('language changes are recorded, and whole services can be replaced', () => {
    const navigate = jest.fn();
    const services = createTestShellServices({ overrides: { navigation: { navigate } } });
    services.language.change('ja');
    services.navigation.navigate('/faqs');
    expect(services.languageChanges).toEqual(['ja']);
    expect(navigate).toHaveBeenCalledWith('/faqs');
  });
});

describe('factories', () => {
  test('each ad and advertiser gets its own id, and overrides win', () => {
    const [first, second] = [anAd(), anAd({ status: 'REJECTED', duration: 6 })];
    expect(first.id).not.toBe(second.id);
    expect(second).toMatchObject({ status: 'REJECTED', duration: 6 });
    expect(anAdvertiser({ name: null }).name).toBeNull();
  });

  test('ad dates are ISO instants in UTC, the end date being the start plus the duration', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    try {
      expect(anAd({ duration: 2 })).toMatchObject({
        startDate: '2026-03-17T00:00:00.000Z',
        endDate: '2026-05-17T00:00:00.000Z',
      });
    } finally {
      jest.useRealTimers();
    }
  });
});

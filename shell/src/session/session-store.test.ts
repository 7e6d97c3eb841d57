import { setupServer } from 'msw/node';
import { STORAGE_KEYS } from 'shared-contracts';
import { type ToastService } from 'shell-runtime';
import { createApiClient } from 'shared-contracts/api';
import { anAdvertiser } from '../testing/factories';
import { latestAdvertiser, logout, refreshFails } from '../testing/api-handlers';
import { createSessionStore } from './session-store';
import { createSignOut } from './sign-out';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const api = () =>
  createApiClient({ baseUrl: 'http://localhost/api', apiKey: 'test-key', storage: localStorage });

function storeAdvertiser(advertiser = anAdvertiser()) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(advertiser));
  return advertiser;
}

describe('session store', () => {
  test('the stored user record is shown at once as placeholder data, without waiting', () => {
    const stored = storeAdvertiser();
    const session = createSessionStore({ api: api(), storage: localStorage });
    expect(session.store.getState()).toEqual({ advertiser: stored, isLoading: false });
  });

  test('with nothing stored the session is loading until the server answers', async () => {
    server.use(latestAdvertiser(anAdvertiser({ name: 'From server' })));
    const session = createSessionStore({ api: api(), storage: localStorage });
    expect(session.store.getState()).toEqual({ advertiser: null, isLoading: true });

    await session.refresh();

    expect(session.store.getState().advertiser?.name).toBe('From server');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toMatchObject({
      name: 'From server',
    });
  });

  test.each([
    ['the refresh fails', 'server-error'],
    ['the session is gone', 'unauthorized'],
    ['the user comes back empty', 'empty'],
    ['the network is down', 'network-error'],
  ] as const)('when %s, the store and the stored record are cleared', async (_case, answer) => {
    server.use(latestAdvertiser(answer), refreshFails);
    storeAdvertiser();
    const session = createSessionStore({ api: api(), storage: localStorage });

    await session.refresh();

    expect(session.store.getState()).toEqual({ advertiser: null, isLoading: false });
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  test('a damaged stored record is dropped instead of shown', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{"id":"not-a-number"}');
    const session = createSessionStore({ api: api(), storage: localStorage });
    expect(session.getAdvertiser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});

describe('sign-out', () => {
  function recordingServices() {
    const visited: string[] = [];
    const toasts: string[] = [];
    const navigate = (to: string) => void visited.push(to);
    const toast: ToastService = {
      success: (message) => void toasts.push(`success: ${message}`),
      error: (message) => void toasts.push(`error: ${message}`),
      info: (message) => void toasts.push(`info: ${message}`),
    };
    return { visited, toasts, navigate, toast };
  }

  test('signing out ends the server session, forgets the user and goes home with a success toast', async () => {
    let loggedOut = false;
    server.use(logout(() => (loggedOut = true)));
    storeAdvertiser();
    const client = api();
    const session = createSessionStore({ api: client, storage: localStorage });
    const { visited, toasts, navigate, toast } = recordingServices();
    const signOut = createSignOut({
      session,
      navigate,
      toast,
      successMessage: async () => 'Sign out successful',
    });

    await signOut();

    expect(loggedOut).toBe(true);
    expect(session.getAdvertiser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(visited).toEqual(['/']);
    expect(toasts).toEqual(['success: Sign out successful']);
  });

  test('signing out when its success text cannot be fetched still signs out, without a toast', async () => {
    server.use(logout());
    storeAdvertiser();
    const client = api();
    const session = createSessionStore({ api: client, storage: localStorage });
    const { visited, toasts, navigate, toast } = recordingServices();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const signOut = createSignOut({
      session,
      navigate,
      toast,
      successMessage: () => Promise.reject(new Error('ChunkLoadError')),
    });

    await signOut();

    expect(session.getAdvertiser()).toBeNull();
    expect(visited).toEqual(['/']);
    expect(toasts).toEqual([]);
    expect(logged).toHaveBeenCalledWith('The sign-out message could not be loaded', expect.any(Error));
    logged.mockRestore();
  });

  test('signing out with a destination goes there without a toast', async () => {
    server.use(logout());
    storeAdvertiser();
    const client = api();
    const session = createSessionStore({ api: client, storage: localStorage });
    const { visited, toasts, navigate, toast } = recordingServices();
    const signOut = createSignOut({
      session,
      navigate,
      toast,
      successMessage: async () => 'Sign out successful',
    });

    await signOut({ redirectTo: '/signin' });

    expect(session.getAdvertiser()).toBeNull();
    expect(visited).toEqual(['/signin']);
    expect(toasts).toEqual([]);
  });
});

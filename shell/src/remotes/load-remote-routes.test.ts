import { setupI18n } from '@lingui/core';
import { aRemotesEntry } from '../testing/remotes-file';
import { parseRemotesFile } from './load-manifest';
import { RemoteLoadError, createRemoteRoutesLoader } from './load-remote-routes';

const manifest = (file: Record<string, ReturnType<typeof aRemotesEntry>>) => ({
  load: () => Promise.resolve(parseRemotesFile(file, 'http://localhost/')),
});
const deployed = (name: string, path: string, contracts?: string) => ({
  [name]: aRemotesEntry(name, [{ path, access: 'public', layout: 'full' }], contracts ? { contracts } : {}),
});
const exposed = {
  default: {
    routes: [{ path: '/dashboard' }],
    messages: { en: { 'dashboard.title': 'Your ads' }, ja: { 'dashboard.title': 'あなたの広告' } },
  },
};

test('a remote is loaded once, on demand, and its catalogues join the shared Lingui instance', async () => {
  const i18n = setupI18n({
    locale: 'ja',
    messages: { en: { 'shell.title': 'Advertising' }, ja: { 'shell.title': '広告掲載' } },
  });
  const requested: string[] = [];
  const load = createRemoteRoutesLoader({
    manifest: manifest(deployed('mf_dashboard', '/dashboard')),
    loadRemote: (id) => {
      requested.push(id);
      return Promise.resolve(exposed);
    },
    i18n,
  });
  expect(requested).toEqual([]);

  const [first, second] = await Promise.all([load('mf_dashboard'), load('mf_dashboard')]);
  await load('mf_dashboard');

  expect(first.routes).toEqual([{ path: '/dashboard' }]);
  expect(second).toBe(first);
  expect(requested).toEqual(['mf_dashboard/routes']);
  const translated = (id: string) => i18n._(id); // ids in variables stay out of the shell's extracted catalogue
  expect(translated('dashboard.title')).toBe('あなたの広告');
  expect(translated('shell.title')).toBe('広告掲載');
});

test('a remote whose pages load their own catalogue leaves the shared Lingui instance as it was', async () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: { 'shell.title': 'Advertising' } } });
  const changes = jest.fn();
  i18n.on('change', changes);
  const load = createRemoteRoutesLoader({
    manifest: manifest(deployed('mf_dashboard', '/dashboard')),
    loadRemote: () => Promise.resolve({ default: { ...exposed.default, messages: { en: {}, ja: {} } } }),
    i18n,
  });
  await load('mf_dashboard');
  expect(changes).not.toHaveBeenCalled();
});

test('a failed load is forgotten so the next attempt loads again', async () => {
  const attempts: string[] = [];
  const load = createRemoteRoutesLoader({
    manifest: manifest(deployed('mf_ads', '/dashboard/ads/:id')),
    loadRemote: (id) => {
      attempts.push(id);
      return attempts.length === 1 ? Promise.reject(new Error('RUNTIME-003')) : Promise.resolve(exposed);
    },
    i18n: setupI18n(),
  });

  await expect(load('mf_ads')).rejects.toThrow('RUNTIME-003');
  await expect(load('mf_ads')).resolves.toMatchObject({ routes: [{ path: '/dashboard' }] });
  expect(attempts).toHaveLength(2);
});

test('a remote missing from remotes.json, or exposing the wrong shape, is a clear load error', async () => {
  const unconfigured = createRemoteRoutesLoader({
    manifest: manifest({}),
    loadRemote: () => Promise.resolve(exposed),
    i18n: setupI18n(),
  });
  await expect(unconfigured('mf_account')).rejects.toThrow(
    new RemoteLoadError('remotes.json has no entry for mf_account'),
  );

  const wrongShape = createRemoteRoutesLoader({
    manifest: manifest(deployed('mf_account', '/dashboard/account')),
    loadRemote: () => Promise.resolve({ default: { routes: [] } }),
    i18n: setupI18n(),
  });
  await expect(wrongShape('mf_account')).rejects.toBeInstanceOf(RemoteLoadError);
});

test('a remote built on another contracts major is never loaded', async () => {
  const requested: string[] = [];
  const load = createRemoteRoutesLoader({
    manifest: manifest(deployed('mf_public', '/', '2.0.0')),
    loadRemote: (id) => {
      requested.push(id);
      return Promise.resolve(exposed);
    },
    i18n: setupI18n(),
  });

  await expect(load('mf_public')).rejects.toThrow(
    new RemoteLoadError('mf_public was built on shared-contracts 2.0.0, another major'),
  );
  expect(requested).toEqual([]);
});

test('after a failure, an attempt that fails is made once more at once (a failed preload hint answers first)', async () => {
  const attempts: string[] = [];
  const load = createRemoteRoutesLoader({
    manifest: manifest(deployed('mf_auth', '/signin')),
    loadRemote: (id) => {
      attempts.push(id);
      return attempts.length <= 2 ? Promise.reject(new Error('RUNTIME-008')) : Promise.resolve(exposed);
    },
    i18n: setupI18n(),
  });

  await expect(load('mf_auth')).rejects.toThrow('RUNTIME-008');
  expect(attempts).toHaveLength(1);
  await expect(load('mf_auth')).resolves.toMatchObject({ routes: [{ path: '/dashboard' }] });
  expect(attempts).toHaveLength(3);
});

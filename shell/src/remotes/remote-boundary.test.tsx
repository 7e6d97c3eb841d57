import { lazy, type ComponentType } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteModule } from 'shell-runtime';
import { latestAdvertiser } from '../testing/api-handlers';
import { aRemote } from '../testing/factories';
import { setupMswServer } from '../testing/msw-server';
import { renderShell } from '../testing/render-shell';
import { track } from './settled';

const server = setupMswServer();

/** A remote whose first load fails (server down), then comes back. */
function flakyLoader(module: RemoteModule) {
  const calls: string[] = [];
  const load = (name: string) => {
    calls.push(name);
    return calls.length === 1
      ? Promise.reject(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'))
      : Promise.resolve(module);
  };
  return { load, calls };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
});
afterEach(() => jest.restoreAllMocks());

test('a remote that cannot be loaded shows a message with Retry while the layout stays', async () => {
  server.use(latestAdvertiser('empty'));
  const { load } = flakyLoader(aRemote({ '/faqs': 'FAQs page' }));
  renderShell({ path: '/faqs', loadRemoteRoutes: load });

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' })).toBeInTheDocument();
});

test('Retry loads the remote again and shows its page', async () => {
  server.use(latestAdvertiser('empty'));
  const { load, calls } = flakyLoader(aRemote({ '/faqs': 'FAQs page' }));
  renderShell({ path: '/faqs', loadRemoteRoutes: load });

  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'FAQs page' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls).toEqual(['mf_public', 'mf_public']);
});

test('a remote page that throws while rendering is caught inside the layout', async () => {
  server.use(latestAdvertiser('empty'));
  function Broken(): never {
    throw new Error('render failure');
  }
  const broken: RemoteModule = {
    routes: [{ path: '/faqs', element: <Broken /> }],
    messages: { en: {}, ja: {} },
  };
  renderShell({ path: '/faqs', loadRemoteRoutes: () => Promise.resolve(broken) });

  expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('the message is in Japanese when Japanese is active', async () => {
  server.use(latestAdvertiser('empty'));
  renderShell({ path: '/faqs', language: 'ja', loadRemoteRoutes: () => Promise.reject(new Error('down')) });

  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'このページを読み込めませんでした' }),
  ).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: '再試行' })).toBeInTheDocument();
});

test('a remote that has already loaded shows its page as soon as the shell has rendered, with no spinner left', async () => {
  server.use(latestAdvertiser('empty'));
  const loaded = track(Promise.resolve(aRemote({ '/faqs': 'FAQs page' })));
  await loaded;
  renderShell({ path: '/faqs', loadRemoteRoutes: () => loaded });

  expect(screen.getByRole('heading', { name: 'FAQs page' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
});

test('a loading remote shows the spinner until its page can show whole, its own lazy chunk included', async () => {
  server.use(latestAdvertiser('empty'));
  let arrive: (page: { default: ComponentType }) => void = () => undefined;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((done) => (arrive = done)));
  const remote: RemoteModule = {
    routes: [{ path: '/faqs', element: <Page /> }],
    messages: { en: {}, ja: {} },
  };
  renderShell({ path: '/faqs', loadRemoteRoutes: () => Promise.resolve(remote) });

  // the remote is in, its page's chunk is not: the spinner stays
  expect(await within(screen.getByRole('main')).findByRole('status')).toBeInTheDocument();
  await act(async () => {
    await Promise.resolve();
  });
  expect(within(screen.getByRole('main')).getByRole('status')).toBeInTheDocument();

  await act(async () => arrive({ default: () => <h1>FAQs page</h1> }));

  expect(await screen.findByRole('heading', { name: 'FAQs page' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
});

test('a route change into another remote keeps the page on screen until the next page can show whole', async () => {
  server.use(latestAdvertiser('empty'));
  let arrive: (page: { default: ComponentType }) => void = () => undefined;
  const SignUp = lazy(() => new Promise<{ default: ComponentType }>((done) => (arrive = done)));
  // mf-auth has loaded already (a hover or the idle preload); its page's own chunk has not
  const loaded: Record<string, Promise<RemoteModule>> = {
    mf_public: track(Promise.resolve(aRemote({ '/faqs': 'FAQs page' }))),
    mf_auth: track(
      Promise.resolve({ routes: [{ path: '/signup', element: <SignUp /> }], messages: { en: {}, ja: {} } }),
    ),
  };
  await Promise.all(Object.values(loaded));
  const view = renderShell({
    path: '/faqs',
    loadRemoteRoutes: (name) => loaded[name] ?? Promise.reject(new Error(`${name} is down`)),
  });
  expect(await screen.findByRole('heading', { name: 'FAQs page' })).toBeInTheDocument();

  await act(() => view.router.navigate('/signup'));

  // the sign-up page's chunk is on its way: the FAQs page stays, with no spinner in its place
  expect(screen.getByRole('heading', { name: 'FAQs page' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();

  await act(async () => arrive({ default: () => <h1>Create your account</h1> }));

  expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'FAQs page' })).not.toBeInTheDocument();
});

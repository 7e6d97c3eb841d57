import { lazy } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import type { RemoteModule } from 'shell-runtime';
import { aRemotesEntry, readyManifest } from '../testing/remotes-file';
import { createRemotePreloader, remoteToPreload, startRemotePreloads, whenIdle } from './preload-remotes';

const ORIGIN = 'http://localhost';
const file = {
  mf_public: aRemotesEntry('mf_public', [{ path: '/', access: 'public', layout: 'full' }]),
  mf_auth: aRemotesEntry('mf_auth', [{ path: '/signup', access: 'public', layout: 'auth-minimal' }]),
  mf_dashboard: aRemotesEntry('mf_dashboard', [{ path: '/dashboard', access: 'signed-in', layout: 'full' }]),
  mf_old: aRemotesEntry('mf_old', [{ path: '/old', access: 'public', layout: 'full' }], {
    contracts: '0.9.0',
  }),
};
const state = readyManifest(file).getState();

describe('which remote a link preloads', () => {
  test.each([
    ['/signup', false, 'mf_auth'],
    ['http://localhost/signup?plan=LOBBIES#form', false, 'mf_auth'],
    ['/dashboard', true, 'mf_dashboard'],
    ['/dashboard', false, null], // the guard would send the visitor to sign in
    ['/old', false, null], // built on another contracts major: never loaded
    ['/no-such-page', false, null],
    ['https://example.com/signup', false, null],
  ])('%s (signed in: %s) → %s', (href, signedIn, remote) => {
    expect(remoteToPreload(state, href, { origin: ORIGIN, signedIn })).toBe(remote);
  });

  test('nothing while remotes.json is not read', () => {
    expect(remoteToPreload({ status: 'loading' }, '/signup', { origin: ORIGIN, signedIn: false })).toBeNull();
  });
});

/** A remote whose sign-up page is a React.lazy page that records when its chunk is asked for. */
function lazyRemote() {
  const imports: string[] = [];
  const SignUp = lazy(() => {
    imports.push('sign-up page');
    return Promise.resolve({ default: () => <h1>Create your account</h1> });
  });
  const module: RemoteModule = {
    routes: [{ path: '/signup', element: <SignUp /> }],
    messages: { en: {}, ja: {} },
  };
  return { module, imports };
}

function setup(signedIn = false) {
  const { module, imports } = lazyRemote();
  const loads: string[] = [];
  const preloader = createRemotePreloader({
    manifest: readyManifest(file),
    loadRemoteRoutes: (name) => {
      loads.push(name);
      return Promise.resolve(module);
    },
    signedIn: () => signedIn,
    origin: ORIGIN,
  });
  return { preloader, loads, imports };
}

test('a link preloads its remote and starts its page chunk once, however often it is preloaded', async () => {
  const { preloader, loads, imports } = setup();

  preloader.preload('/signup');
  preloader.preload('/signup');
  await Promise.resolve();
  await Promise.resolve();

  expect(loads).toEqual(['mf_auth', 'mf_auth']); // the remote loader keeps one load per remote
  expect(imports).toEqual(['sign-up page']);
});

test('the idle preload loads the remote without its page', async () => {
  const { preloader, loads, imports } = setup();

  preloader.preload('/signup', { page: false });
  await Promise.resolve();

  expect(loads).toEqual(['mf_auth']);
  expect(imports).toEqual([]);
});

test('a remote that cannot load is not reported by a preload: the click shows Retry as before', async () => {
  const preloader = createRemotePreloader({
    manifest: readyManifest(file),
    loadRemoteRoutes: () => Promise.reject(new Error('down')),
    signedIn: () => false,
    origin: ORIGIN,
  });

  expect(() => preloader.preload('/signup')).not.toThrow();
  await Promise.resolve();
});

describe('in the page', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    jest.useRealTimers();
  });

  function page(html: string, afterFirstPaint?: () => void) {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const loads: string[] = [];
    const remote = lazyRemote();
    stop = startRemotePreloads({
      ...(afterFirstPaint ? { afterFirstPaint } : {}),
      manifest: readyManifest(file),
      loadRemoteRoutes: (name) => {
        loads.push(name);
        return Promise.resolve(remote.module);
      },
      signedIn: () => false,
      origin: ORIGIN,
      container,
    });
    return { container, loads, imports: remote.imports };
  }

  test('hovering or focusing a link preloads its remote', () => {
    const { loads } = page('<a href="/signup"><span>Sign up</span></a><a href="/">Home</a>');

    fireEvent.pointerEnter(screen.getByText('Sign up'));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Home' }));

    expect(loads).toEqual(['mf_auth', 'mf_public']);
  });

  test('once the first page shows its heading and the browser is idle, the remotes of its links load', async () => {
    jest.useFakeTimers();
    const { loads } = page('<a href="/signup">Sign up</a><a href="/dashboard">Dashboard</a><main></main>');

    jest.advanceTimersByTime(1000);
    expect(loads).toEqual([]);

    const heading = document.createElement('h1');
    heading.textContent = 'Show your brand';
    screen.getByRole('main').append(heading);
    await Promise.resolve(); // the mutation observer
    jest.advanceTimersByTime(1000);

    expect(loads).toEqual(['mf_auth']);
  });

  test("the idle work marks when it starts, so the bench tells its bytes from the route's own", async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    const order: string[] = [];
    // jsdom's performance has no User Timing; the browser's has.
    const mark = jest.fn<PerformanceMark, [string]>(() => {
      order.push('mark');
      return {} as PerformanceMark;
    });
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    page('<a href="/signup">Sign up</a><main></main>', () => order.push('after first paint'));

    jest.advanceTimersByTime(1000);
    expect(mark).not.toHaveBeenCalled();

    await paintAndIdle();
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith('portal:idle-preload');
    // The session check of a public page (afterFirstPaint) is idle work too: the files it asks for come after the
    // mark, never a few milliseconds before it.
    expect(order).toEqual(['mark', 'after first paint']);
    Reflect.deleteProperty(performance, 'mark');
  });

  /** Paints the first page and lets the idle preload run. */
  async function paintAndIdle() {
    const heading = document.createElement('h1');
    screen.getByRole('main').append(heading);
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
  }

  test('the idle preload starts the pages of the links in view only', async () => {
    jest.useFakeTimers();
    const { imports } = page('<a href="/signup">Sign up</a><main></main>');
    const link = screen.getByRole('link', { name: 'Sign up' });

    jest.spyOn(link, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 2000, 80, 20)); // below the fold
    await paintAndIdle();
    expect(imports).toEqual([]);
  });

  test('a link in view has its page started by the idle preload', async () => {
    jest.useFakeTimers();
    const { imports } = page('<a href="/signup">Sign up</a><main></main>');
    jest
      .spyOn(screen.getByRole('link', { name: 'Sign up' }), 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(10, 10, 80, 20));

    await paintAndIdle();

    expect(imports).toEqual(['sign-up page']);
  });

  test('a link that shows after the first paint (a list that loaded) has its remote loaded when the browser is idle again', async () => {
    jest.useFakeTimers();
    const { loads } = page('<a href="/signup">Sign up</a><main></main>');
    await paintAndIdle();
    expect(loads).toEqual(['mf_auth']);

    const later = document.createElement('a');
    later.href = '/';
    later.textContent = 'Home';
    screen.getByRole('main').append(later);
    await Promise.resolve(); // the mutation observer
    expect(loads).toEqual(['mf_auth']); // not before the browser is idle

    jest.advanceTimersByTime(1000);
    expect(loads).toEqual(['mf_auth', 'mf_public']);
  });

  test('the work that waits for the first paint (the session check of a public page) runs once it has painted', async () => {
    jest.useFakeTimers();
    const afterFirstPaint = jest.fn();
    page('<a href="/signup">Sign up</a><main></main>', afterFirstPaint);

    jest.advanceTimersByTime(5000);
    expect(afterFirstPaint).not.toHaveBeenCalled();

    await paintAndIdle();
    expect(afterFirstPaint).toHaveBeenCalledTimes(1);
  });

  test('a visitor who asked to save data still has that work done, with nothing preloaded', async () => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const afterFirstPaint = jest.fn();
    const { loads } = page('<a href="/signup">Sign up</a><main></main>', afterFirstPaint);

    await paintAndIdle();

    expect(afterFirstPaint).toHaveBeenCalledTimes(1);
    expect(loads).toEqual([]);
    Reflect.deleteProperty(navigator, 'connection');
  });

  test('nothing is loaded ahead for a visitor who asked to save data', async () => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { loads } = page('<a href="/signup">Sign up</a><main></main>');

    await paintAndIdle();

    expect(loads).toEqual([]);
    Reflect.deleteProperty(navigator, 'connection');
  });
});

test('idle work runs through requestIdleCallback where the browser has it, and can be cancelled', () => {
  const requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    void callback;
    return 7;
  });
  const cancelIdleCallback = jest.fn();
  const cancel = whenIdle(() => undefined, {
    requestIdleCallback,
    cancelIdleCallback,
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
  });

  cancel();

  expect(requestIdleCallback).toHaveBeenCalledTimes(1);
  expect(cancelIdleCallback).toHaveBeenCalledWith(7);
});

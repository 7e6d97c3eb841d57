import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS, type Advertiser } from 'shared-contracts';
import { holdCachedReads, SESSION_CHANNEL } from 'shell-runtime';
import { latestAdvertiser } from '../testing/api-handlers';
import { aRemote, anAdvertiser } from '../testing/factories';
import { setupMswServer } from '../testing/msw-server';
import { renderShell } from '../testing/render-shell';

const server = setupMswServer();

const remotes = {
  mf_public: aRemote({ '/': 'Advertise with us' }),
  mf_auth: aRemote({ '/signin': 'Sign in' }),
  mf_dashboard: aRemote({ '/dashboard': 'Your ads', '/dashboard/billing': 'Billing history' }),
};

const accounts = [
  { id: 1, name: 'Acme Inc.', role: 'owner' as const },
  { id: 2, name: 'Beta Ltd', role: 'viewer' as const },
];
const inAcme = anAdvertiser({ id: 1, personId: 9, name: 'Hana Sato', role: 'owner', accounts });
const inBeta = anAdvertiser({ id: 2, personId: 9, name: 'Hana Sato', role: 'viewer', accounts });

/** POST /advertisers/account: records each body and answers as told. */
function switchAnswers(answer: (accountId: number) => Response) {
  const asked: unknown[] = [];
  server.use(
    http.post('http://localhost/api/advertisers/account', async ({ request }) => {
      const body = (await request.json()) as { accountId: number };
      asked.push(body);
      return answer(body.accountId);
    }),
  );
  return asked;
}

/** Counts the drops of the page's cached reads, as shared-ui/data registers SWR's cache. */
function aReadCache() {
  const drops: (number | null)[] = [];
  let session: { getAdvertiser(): Advertiser | null } | null = null;
  let release = () => undefined as void;
  beforeEach(() => {
    drops.length = 0;
    release = holdCachedReads(() => void drops.push(session?.getAdvertiser()?.id ?? null));
  });
  afterEach(() => release());
  return { drops, watch: (store: typeof session) => void (session = store) };
}

async function openDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
}

test('with one account the menu has no switcher and names no account', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser));
  renderShell({ path: '/dashboard', storedAdvertiser: advertiser, remotes });

  const drawer = await openDrawer();

  expect(within(drawer).getByRole('link', { name: 'Ad dashboard' })).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Switch account' })).not.toBeInTheDocument();
  expect(within(drawer).queryByText('Hana Sato')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Switch account', hidden: true })).not.toBeInTheDocument();
});

describe('with two accounts', () => {
  const cache = aReadCache();

  test('the menu names the person and the account, and lists both with the role, the current one checked', async () => {
    server.use(latestAdvertiser(inAcme));
    renderShell({ path: '/dashboard', storedAdvertiser: inAcme, remotes });
    const drawer = await openDrawer();

    const button = await within(drawer).findByRole('button', { name: 'Switch account' });
    expect(within(drawer).getByText('Hana Sato')).toBeInTheDocument();
    expect(within(drawer).getByText('Acme Inc.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);

    const menu = within(drawer).getByRole('menu', { name: 'Switch account' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Acme Inc., Owner',
      'Beta Ltd, Viewer',
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'Acme Inc., Owner' })).toBeChecked();
    expect(within(menu).getByRole('menuitemradio', { name: 'Beta Ltd, Viewer' })).not.toBeChecked();
    expect(items[0]).toHaveFocus();

    // Arrows move between the accounts; Escape closes the menu only, focus back on its button.
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(within(drawer).queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  test('choosing the other account switches there: new record, reads dropped, the dashboard and a toast', async () => {
    server.use(latestAdvertiser(inAcme));
    const asked = switchAnswers(() => HttpResponse.json(inBeta));
    const view = renderShell({ path: '/dashboard/billing', storedAdvertiser: inAcme, remotes });
    cache.watch(view.session);
    await screen.findByRole('heading', { name: 'Billing history' });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Switch account' }));

    await userEvent.click(within(drawer).getByRole('menuitemradio', { name: 'Beta Ltd, Viewer' }));

    expect(await screen.findByText('Now working in Beta Ltd')).toBeInTheDocument();
    expect(asked).toEqual([{ accountId: 2 }]);
    expect(view.session.getAdvertiser()).toEqual(inBeta);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(inBeta);
    // Dropped once, when the record already named the new account and before the dashboard read anything.
    expect(cache.drops).toEqual([2]);
    expect(view.router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Your ads' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  test('choosing the current account closes the menu and asks nothing', async () => {
    server.use(latestAdvertiser(inAcme));
    const asked = switchAnswers(() => HttpResponse.json(inAcme));
    const view = renderShell({ path: '/dashboard/billing', storedAdvertiser: inAcme, remotes });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Switch account' }));

    await userEvent.click(within(drawer).getByRole('menuitemradio', { name: 'Acme Inc., Owner' }));

    expect(within(drawer).queryByRole('menu')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(view.router.state.location.pathname).toBe('/dashboard/billing');
  });

  test('a failed switch says so and changes nothing', async () => {
    server.use(latestAdvertiser(inAcme));
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const asked = switchAnswers(() => {
      release();
      return new HttpResponse('down', { status: 503 });
    });
    const view = renderShell({ path: '/dashboard/billing', storedAdvertiser: inAcme, remotes });
    cache.watch(view.session);
    await screen.findByRole('heading', { name: 'Billing history' });
    const drawer = await openDrawer();
    const button = await within(drawer).findByRole('button', { name: 'Switch account' });
    await userEvent.click(button);

    await userEvent.click(within(drawer).getByRole('menuitemradio', { name: 'Beta Ltd, Viewer' }));
    await act(() => answered);

    expect(await screen.findByText('Could not switch to Beta Ltd. Please try again.')).toBeInTheDocument();
    expect(asked).toEqual([{ accountId: 2 }]);
    expect(view.session.getAdvertiser()).toEqual(inAcme);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(inAcme);
    expect(cache.drops).toEqual([]);
    expect(view.router.state.location.pathname).toBe('/dashboard/billing');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Switch account' })).toHaveFocus());
  });

  test('while the switch is sent the button shows it and cannot be used again', async () => {
    server.use(latestAdvertiser(inAcme));
    let answer: () => void = () => undefined;
    switchAnswers(() => HttpResponse.json(inBeta));
    server.use(
      http.post(
        'http://localhost/api/advertisers/account',
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(inBeta)))),
      ),
    );
    renderShell({ path: '/dashboard/billing', storedAdvertiser: inAcme, remotes });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Switch account' }));

    await userEvent.click(within(drawer).getByRole('menuitemradio', { name: 'Beta Ltd, Viewer' }));

    const pending = await within(drawer).findByRole('button', { name: 'Switching account…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    act(() => answer());
    expect(await screen.findByText('Now working in Beta Ltd')).toBeInTheDocument();
  });

  test('an account the person has left is refused: the toast says so and the session is read again', async () => {
    let latest = 0;
    server.use(
      http.get('http://localhost/api/advertisers/latest', () => {
        latest += 1;
        return HttpResponse.json(latest === 1 ? inAcme : { ...inAcme, accounts: [accounts[0]] });
      }),
    );
    switchAnswers(() =>
      HttpResponse.json(
        {
          statusCode: 404,
          code: 'NOT_FOUND',
          message: 'Not found',
          en: 'Not found.',
          ja: '見つかりません。',
        },
        { status: 404 },
      ),
    );
    const view = renderShell({ path: '/dashboard/billing', storedAdvertiser: inAcme, remotes });
    await waitFor(() => expect(latest).toBe(1));
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Switch account' }));

    await userEvent.click(within(drawer).getByRole('menuitemradio', { name: 'Beta Ltd, Viewer' }));

    expect(await screen.findByText('You are no longer a member of Beta Ltd.')).toBeInTheDocument();
    await waitFor(() => expect(view.session.getAdvertiser()?.accounts).toHaveLength(1));
    expect(view.session.getAdvertiser()?.id).toBe(1);
    expect(within(drawer).queryByRole('button', { name: 'Switch account' })).not.toBeInTheDocument();
  });

  test('in Japanese the menu, the roles and the toast are Japanese', async () => {
    server.use(latestAdvertiser(inAcme));
    switchAnswers(() => HttpResponse.json(inBeta));
    renderShell({ path: '/dashboard/billing', language: 'ja', storedAdvertiser: inAcme, remotes });
    await userEvent.click(await screen.findByRole('button', { name: 'メニューを開く' }));
    const drawer = screen.getByRole('dialog', { name: 'メニュー' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'アカウントを切り替え' }));

    expect(within(drawer).getByRole('menuitemradio', { name: 'Acme Inc.（オーナー）' })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('menuitemradio', { name: 'Beta Ltd（閲覧のみ）' }));

    expect(await screen.findByText('Beta Ltd に切り替えました')).toBeInTheDocument();
  });

  test('an account without a name is shown by its number', async () => {
    const unnamed = { ...inAcme, accounts: [accounts[0]!, { id: 12, name: null, role: 'billing' as const }] };
    server.use(latestAdvertiser(unnamed));
    renderShell({ path: '/dashboard/billing', storedAdvertiser: unnamed, remotes });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Switch account' }));

    expect(within(drawer).getByRole('menuitemradio', { name: 'Account 12, Billing' })).not.toBeChecked();
  });

  test('another tab switching to another account drops the reads here and shows the new account', async () => {
    server.use(latestAdvertiser(inAcme));
    const view = renderShell({ path: '/dashboard/billing', storedAdvertiser: inAcme, remotes });
    cache.watch(view.session);
    await screen.findByRole('heading', { name: 'Billing history' });

    // The same account again (a profile change) keeps them.
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ type: 'session', advertiser: { ...inAcme, name: 'Hana S.' } });
    await waitFor(() => expect(view.session.getAdvertiser()?.name).toBe('Hana S.'));
    expect(cache.drops).toEqual([]);
    otherTab.postMessage({ type: 'session', advertiser: inBeta });
    otherTab.close();

    await waitFor(() => expect(view.session.getAdvertiser()).toEqual(inBeta));
    expect(cache.drops).toEqual([2]);
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('Beta Ltd')).toBeInTheDocument();
  });
});

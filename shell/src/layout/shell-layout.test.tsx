import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PUBLIC_SITE_LINKS } from 'shared-contracts';
import { latestAdvertiser, logout } from '../testing/api-handlers';
import { aRemote, anAdvertiser } from '../testing/factories';
import { setupMswServer } from '../testing/msw-server';
import { renderShell } from '../testing/render-shell';

const server = setupMswServer();

const remotes = {
  mf_auth: aRemote({ '/signup': 'Create your account', '/signin': 'Sign in' }),
  mf_public: aRemote({ '/': 'Advertise with us', '/faqs': 'FAQs page' }),
  mf_dashboard: aRemote({ '/dashboard': 'Your ads' }),
};

test('an auth page has the minimal footer and no sidebar, even for a signed-in advertiser', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser));
  renderShell({ path: '/signup', storedAdvertiser: advertiser, remotes });

  expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ad dashboard', hidden: true })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent(/© \d{4} Virtual Art Exhibition/);
  expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
  expect(within(footer).queryByRole('combobox')).not.toBeInTheDocument();
});

test('an auth page offers the language choice in its top bar; choosing 日本語 stores it and reloads', async () => {
  server.use(latestAdvertiser('empty'));
  const view = renderShell({ path: '/signin', remotes });
  await screen.findByRole('heading', { name: 'Sign in' });
  const banner = screen.getByRole('banner');
  const select = within(banner).getByRole('combobox', { name: 'Language' });
  expect(select).toHaveValue('en');

  await userEvent.selectOptions(select, '日本語');

  expect(localStorage.getItem('vae-ads.language')).toBe('ja');
  expect(view.reloads).toHaveLength(1);
});

test('the home page offers the language choice in its top bar, as the auth pages do', async () => {
  server.use(latestAdvertiser('empty'));
  const view = renderShell({ path: '/', remotes });
  await screen.findByRole('heading', { name: 'Advertise with us' });
  const select = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' });
  expect(select).toHaveValue('en');

  await userEvent.selectOptions(select, '日本語');

  expect(localStorage.getItem('vae-ads.language')).toBe('ja');
  expect(view.reloads).toHaveLength(1);
});

test('the review desk’s pages offer no advertiser sign-in, sign-up, dashboard or menu', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser));
  const desk = aRemote({ '/review/signin': 'Operator sign-in', '/review/audit-log': 'Audit log' });
  renderShell({ path: '/review/signin', remotes: { ...remotes, mf_review: desk } });
  await screen.findByRole('heading', { name: 'Operator sign-in' });
  const banner = screen.getByRole('banner');
  expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  expect(within(banner).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  expect(within(banner).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
});

test('a review desk page of the full layout has no advertiser menu, and its footer no Sign in', async () => {
  server.use(latestAdvertiser('empty'));
  const desk = aRemote({ '/review/audit-log': 'Audit log' });
  renderShell({ path: '/review/audit-log', remotes: { ...remotes, mf_review: desk } });
  await screen.findByRole('heading', { name: 'Audit log' });

  expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faqs');
});

test('pages with the regular footer keep the language choice out of the top bar', async () => {
  server.use(latestAdvertiser('empty'));
  renderShell({ path: '/faqs', remotes });
  await screen.findByRole('heading', { name: 'FAQs page' });

  expect(within(screen.getByRole('banner')).queryByRole('combobox')).not.toBeInTheDocument();
});

test('a signed-out visitor sees Sign in and Sign up, no sidebar, and the regular footer', async () => {
  server.use(latestAdvertiser('empty'));
  renderShell({ path: '/faqs', remotes });

  expect(await screen.findByRole('heading', { name: 'FAQs page' })).toBeInTheDocument();
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: /advertising/i })).toHaveAttribute('href', '/');
  expect(within(banner).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  expect(screen.queryByRole('link', { name: 'Ad dashboard', hidden: true })).not.toBeInTheDocument();

  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faqs');
  expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  expect(within(footer).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  // In the footer's own order: FAQ, Contact, About, Terms, Cookie policy (after Sign in for a signed-out visitor).
  expect(
    within(within(footer).getByRole('navigation'))
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/\s*\(opens in a new tab\)$/, '')),
  ).toEqual(['Sign in', 'FAQ', 'Contact', 'About', 'Terms', 'Cookie policy']);
  for (const [name, href] of [
    [/about/i, PUBLIC_SITE_LINKS.about],
    [/terms/i, PUBLIC_SITE_LINKS.termsPrivacy],
    [/cookie policy/i, PUBLIC_SITE_LINKS.cookiePolicy],
  ] as const) {
    const link = within(footer).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

// jsdom applies no media queries, so the page renders as on a small screen: the sidebar lives in the drawer, and
// the large-screen sidebar and Dashboard button are present but hidden (found with `hidden: true`, which leaves
// a hidden landmark without a name).
test('a signed-in advertiser gets the sidebar with dashboard, account, logout, language and small links', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser));
  renderShell({ path: '/faqs', storedAdvertiser: advertiser, remotes });
  await screen.findByRole('heading', { name: 'FAQs page' });

  expect(screen.getByRole('link', { name: 'Ad dashboard', hidden: true })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(within(banner).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

  await userEvent.click(within(banner).getByRole('button', { name: 'Open menu' }));

  const sidebar = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
    name: 'Account menu',
  });
  expect(within(sidebar).getByRole('link', { name: 'Ad dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(within(sidebar).getByRole('link', { name: 'Account' })).toHaveAttribute(
    'href',
    '/dashboard/account',
  );
  expect(within(sidebar).getByRole('button', { name: 'Sign out' })).toBeEnabled();
  expect(within(sidebar).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  for (const name of ['FAQ', 'Contact', /about/i, /terms/i, /cookie policy/i]) {
    expect(within(sidebar).getByRole('link', { name })).toBeInTheDocument();
  }
});

test('a signed-in advertiser on an auth page at phone width reaches the dashboard from the top bar', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser));
  const view = renderShell({ path: '/signup', storedAdvertiser: advertiser, remotes });
  await screen.findByRole('heading', { name: 'Create your account' });
  const banner = screen.getByRole('banner');
  expect(within(banner).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

  // jsdom renders as a phone (no media queries): the button must be there without the large-screen rule.
  const dashboard = within(banner).getByRole('link', { name: 'Dashboard' });
  dashboard.focus();
  await userEvent.keyboard('{Enter}');

  expect(await screen.findByRole('heading', { name: 'Your ads' })).toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe('/dashboard');
});

test('on a phone the drawer leads by keyboard to the dashboard, billing and account', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser));
  const view = renderShell({
    path: '/faqs',
    storedAdvertiser: advertiser,
    remotes: {
      ...remotes,
      mf_dashboard: aRemote({ '/dashboard': 'Your ads', '/dashboard/billing': 'Billing page' }),
      mf_account: aRemote({ '/dashboard/account': 'Account page' }),
    },
  });
  await screen.findByRole('heading', { name: 'FAQs page' });

  for (const [name, path, heading] of [
    ['Billing', '/dashboard/billing', 'Billing page'],
    ['Account', '/dashboard/account', 'Account page'],
    ['Ad dashboard', '/dashboard', 'Your ads'],
  ] as const) {
    within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    within(drawer).getByRole('link', { name }).focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  }
});

test('logging out from the sidebar goes home with the sign-out toast', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser), logout());
  const view = renderShell({ path: '/dashboard', storedAdvertiser: advertiser, remotes });
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Sign out' }),
  );

  expect(await screen.findByText('Sign out successful')).toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe('/');
  expect(await screen.findByRole('heading', { name: 'Advertise with us' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
});

test('the menu button opens the drawer, which closes on Escape and gives focus back', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser));
  renderShell({ path: '/dashboard', storedAdvertiser: advertiser, remotes });
  const menu = await screen.findByRole('button', { name: 'Open menu' });

  await userEvent.click(menu);

  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  expect(within(drawer).getByRole('link', { name: 'Ad dashboard' })).toBeInTheDocument();

  await userEvent.keyboard('{Escape}');

  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(menu).toHaveFocus();
});

test('the drawer is the native modal and closes on a click on its backdrop, not on one inside it', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser));
  renderShell({ path: '/dashboard', storedAdvertiser: advertiser, remotes });
  const menu = await screen.findByRole('button', { name: 'Open menu' });
  await userEvent.click(menu);
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  expect(drawer.tagName).toBe('DIALOG');
  expect(drawer).toHaveAttribute('open');
  // jsdom lays nothing out: the drawer's box as a phone shows it, 320 px at the left edge.
  jest.spyOn(drawer, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 320, 800));

  fireEvent.click(drawer, { clientX: 200, clientY: 400 });
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

  fireEvent.click(drawer, { clientX: 360, clientY: 400 });
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(menu).toHaveFocus();
});

test('choosing 日本語 stores the language and reloads the page', async () => {
  server.use(latestAdvertiser('empty'));
  const view = renderShell({ path: '/faqs', remotes });
  await screen.findByRole('heading', { name: 'FAQs page' });

  await userEvent.selectOptions(
    within(screen.getByRole('contentinfo')).getByRole('combobox', { name: 'Language' }),
    '日本語',
  );

  expect(localStorage.getItem('vae-ads.language')).toBe('ja');
  expect(document.documentElement).toHaveClass('ja');
  expect(view.reloads).toHaveLength(1);
});

test('a signed-in advertiser choosing 日本語 also saves it as the account language', async () => {
  const advertiser = anAdvertiser();
  server.use(latestAdvertiser(advertiser));
  const bodies: unknown[] = [];
  server.use(
    http.patch('*/advertisers', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ ...advertiser, language: 'ja' });
    }),
  );
  const view = renderShell({ path: '/faqs', storedAdvertiser: advertiser, remotes });
  await screen.findByRole('heading', { name: 'FAQs page' });

  await userEvent.selectOptions(
    within(screen.getByRole('contentinfo')).getByRole('combobox', { name: 'Language' }),
    '日本語',
  );

  await waitFor(() => expect(view.reloads).toHaveLength(1));
  expect(bodies).toEqual([{ language: 'ja' }]);
  expect(localStorage.getItem('vae-ads.language')).toBe('ja');
});

test('the shell speaks Japanese when Japanese is active', async () => {
  server.use(latestAdvertiser('empty'));
  renderShell({ path: '/nowhere', language: 'ja', remotes });

  expect(
    screen.getByRole('heading', { name: '申し訳ありません。ご利用のURLまたはリンクは無効になっています。' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ホームに戻る' })).toHaveAttribute('href', '/');
  expect(within(screen.getByRole('banner')).getByRole('link', { name: '新規登録' })).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'ログイン' })).toHaveAttribute(
    'href',
    '/signin',
  );
  expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'ログイン' })).toBeInTheDocument();
});

test('the skip link is the first thing a keyboard reaches and leads to the main content', async () => {
  server.use(latestAdvertiser('empty'));
  renderShell({ path: '/faqs', remotes });
  await screen.findByRole('heading', { name: 'FAQs page' });

  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});

test('every route change scrolls the page to the top', async () => {
  server.use(latestAdvertiser('empty'));
  const view = renderShell({ path: '/faqs', remotes });
  await screen.findByRole('heading', { name: 'FAQs page' });
  expect(view.scrolls).toEqual(['/faqs']);

  await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign up' }));

  expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  expect(view.scrolls).toEqual(['/faqs', '/signup']);
});

test('a route change moves focus to the new page heading, but the first page load does not', async () => {
  server.use(latestAdvertiser('empty'));
  renderShell({ path: '/faqs', remotes });
  const first = await screen.findByRole('heading', { level: 1, name: 'FAQs page' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(first).not.toHaveFocus();

  await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign up' }));

  const heading = await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute('tabindex', '-1');
});

test('leaving a page dismisses its error toasts, so a wrong password is not still shown on the next page', async () => {
  server.use(latestAdvertiser('empty'));
  const view = renderShell({ path: '/signin', remotes });
  await screen.findByRole('heading', { name: 'Sign in' });
  act(() => view.services.toast.error('Email or password is incorrect.'));
  act(() => view.services.toast.success('Your email is confirmed.'));
  expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();

  await act(() => view.router.navigate('/faqs'));
  await screen.findByRole('heading', { name: 'FAQs page' });

  // jsdom plays no animation: the library removes a dismissed toast once its exit animation ends.
  const wrongPassword = screen.getByText('Email or password is incorrect.');
  await waitFor(() => {
    // The animation's end is what a browser would send; only a dismissed toast leaves on it.
    // eslint-disable-next-line testing-library/no-wait-for-side-effects
    fireEvent.animationEnd(wrongPassword);
    expect(wrongPassword).not.toBeInTheDocument();
  });
  // What went right may introduce the next page, so it stays.
  expect(screen.getByText('Your email is confirmed.')).toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { anAdvertiser } from 'shared-contracts/testing';
import { listenForApiCalls, recordJson, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AccountPage } from './account-page';
import { serveAccountReads } from '../../testing/account-reads';
import { serveMailPreferences } from '../../testing/mail-preferences';

listenForApiCalls();
beforeEach(() => server.use(...serveAccountReads()));

test('shows the name and email with their Change buttons, Change password and Close account', () => {
  renderPage(<AccountPage />, { advertiser: anAdvertiser({ name: 'Ann Lee', email: 'ann@example.com' }) });

  expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
  expect(document.title).toBe('Account settings | Advertiser portal');
  expect(screen.getByText('Ann Lee')).toBeInTheDocument();
  expect(screen.getByText('ann@example.com')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change name' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change email' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close account' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('name and email are a valid description list: each term with its value, and the Change button in the value', () => {
  renderPage(<AccountPage />, { advertiser: anAdvertiser({ name: 'Ann Lee', email: 'ann@example.com' }) });

  const terms = screen.getAllByRole('term');
  const values = screen.getAllByRole('definition');
  expect(terms.map((term) => term.textContent)).toEqual(['Name', 'Email', 'Language of emails']);
  expect(within(values[0]!).getByText('Ann Lee')).toBeInTheDocument();
  expect(within(values[0]!).getByRole('button', { name: 'Change name' })).toBeInTheDocument();
  expect(within(values[1]!).getByText('ann@example.com')).toBeInTheDocument();
  expect(within(values[1]!).getByRole('button', { name: 'Change email' })).toBeInTheDocument();
  // A <dl> may hold only dt/dd groups, each optionally wrapped in a div (the rule axe checks as definition-list).
  // eslint-disable-next-line testing-library/no-node-access
  const list = terms[0]!.closest('dl')!;
  // eslint-disable-next-line testing-library/no-node-access
  for (const group of Array.from(list.children)) {
    expect(group.tagName).toBe('DIV');
    // eslint-disable-next-line testing-library/no-node-access
    expect(Array.from(group.children, (child) => child.tagName)).toEqual(['DT', 'DD']);
  }
});

test('the page shows the language emails are sent in, and changing it saves it at once', async () => {
  const ann = anAdvertiser({ name: 'Ann Lee', language: 'ja' });
  const patch = recordJson('patch', '/advertisers', () => HttpResponse.json({ ...ann, language: 'en' }));
  server.use(patch.handler);
  const view = renderPage(<AccountPage />, { advertiser: ann });

  const choice = screen.getByRole('combobox', { name: 'Language of emails' });
  expect(choice).toHaveValue('ja');
  await view.user.selectOptions(choice, 'English');

  await waitFor(() =>
    expect(view.services.toasts).toEqual([
      { kind: 'success', message: 'Your emails will be sent in the language you chose', options: undefined },
    ]),
  );
  expect(patch.bodies).toEqual([{ language: 'en' }]);
  expect(choice).toHaveValue('en');
  expect(choice).toBeEnabled();
});

test('without a name the page offers Add name', () => {
  renderPage(<AccountPage />, { advertiser: anAdvertiser({ name: null }) });

  expect(screen.getByText('Not set')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add name' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Change name' })).not.toBeInTheDocument();
});

test('each dialog takes focus, closes with Escape and gives focus back to the button that opened it', async () => {
  const { user } = renderPage(<AccountPage />);

  for (const [opener, title, focused] of [
    [
      'Change name',
      'Change your name',
      (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Name' }),
    ],
    [
      'Change email',
      'Change your email',
      (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'New email' }),
    ],
    [
      'Change password',
      'Change your password',
      (dialog: HTMLElement) => within(dialog).getByLabelText('Current password'),
    ],
    [
      'Close account',
      'Close your account?',
      (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Cancel' }),
    ],
  ] as const) {
    const button = screen.getByRole('button', { name: opener });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(focused(dialog)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  }
});

test('in Japanese the page and its buttons are Japanese', () => {
  renderPage(<AccountPage />, { language: 'ja', advertiser: anAdvertiser({ name: null }) });

  expect(screen.getByRole('heading', { level: 1, name: 'アカウント設定' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'お名前を追加' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'メールアドレスを変更' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'パスワードを変更' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'アカウントを削除' })).toBeInTheDocument();
});

test('the weekly results email is off until switched on, and switching saves it at once', async () => {
  const preferences = serveMailPreferences();
  server.use(...preferences.handlers);
  const { user, services } = renderPage(<AccountPage />);

  const toggle = await screen.findByRole('switch', { name: /results every week/i });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);

  expect(await screen.findByRole('switch', { name: /results every week/i, checked: true })).toBeEnabled();
  expect(preferences.patches).toEqual([{ weeklyResults: true }]);
  expect(services.toasts.map((toast) => toast.message)).toEqual([
    'You will get your ads’ results every Monday',
  ]);
});

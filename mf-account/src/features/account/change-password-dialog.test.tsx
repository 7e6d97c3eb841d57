import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { errorResponse, listenForApiCalls, recordJson, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AccountPage } from './account-page';
import { serveAccountReads } from '../../testing/account-reads';

listenForApiCalls();
beforeEach(() => server.use(...serveAccountReads()));

const okMessage = () => HttpResponse.json({ message: { en: 'Changed', ja: '変更しました' } });
const NEW_PASSWORD = 'N3w-password';

type User = ReturnType<typeof renderPage>['user'];

async function openPasswordDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return screen.findByRole('dialog', { name: 'Change your password' });
}

async function fillIn(user: User, dialog: HTMLElement, current: string, next: string, confirm: string) {
  if (current) await user.type(within(dialog).getByLabelText('Current password'), current);
  if (next) await user.type(within(dialog).getByLabelText('New password'), next);
  if (confirm) await user.type(within(dialog).getByLabelText('Confirm new password'), confirm);
}

test('the three password fields each have a Show toggle and the checklist lists every rule', async () => {
  const { user } = renderPage(<AccountPage />);
  const dialog = await openPasswordDialog(user);

  expect(within(dialog).getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
  const checklist = within(dialog).getByRole('list', { name: 'Password requirements' });
  const items = within(checklist).getAllByRole('listitem');
  expect(items).toHaveLength(6);
  [
    'One lowercase character is required (not met)',
    'One uppercase character is required (not met)',
    'One number is required (not met)',
    'One special character is required (not met)',
    '8 characters minimum (not met)',
    'No more than 20 characters (met)',
  ].forEach((text, index) => expect(items[index]).toHaveTextContent(text));

  const next = within(dialog).getByLabelText('New password');
  await user.type(next, 'abcDEF12');
  expect(within(checklist).getByText(/Contains an uppercase character/)).toHaveTextContent('(met)');
  expect(within(checklist).getByText(/At least 8 characters/)).toHaveTextContent('(met)');

  const [, toggle] = within(dialog).getAllByRole('button', { name: 'Show password' });
  await user.click(toggle as HTMLElement);
  expect(next).toHaveAttribute('type', 'text');
});

test('Save waits for the current password, a valid new one and a matching confirmation', async () => {
  const { user } = renderPage(<AccountPage />);
  const dialog = await openPasswordDialog(user);
  const save = within(dialog).getByRole('button', { name: 'Save' });

  await fillIn(user, dialog, 'Old-pass1', 'weakpass', 'weakpass');
  expect(save).toBeDisabled();

  await user.clear(within(dialog).getByLabelText('New password'));
  await user.type(within(dialog).getByLabelText('New password'), NEW_PASSWORD);
  const confirm = within(dialog).getByLabelText('Confirm new password');
  expect(confirm).toHaveAccessibleDescription("New password and confirm password don't match");
  expect(save).toBeDisabled();

  await user.clear(confirm);
  await user.type(confirm, NEW_PASSWORD);
  expect(save).toBeEnabled();

  await user.clear(within(dialog).getByLabelText('Current password'));
  expect(save).toBeDisabled();
});

test('the checklist shows the special-character rule that keeps Save disabled', async () => {
  const { user } = renderPage(<AccountPage />);
  const dialog = await openPasswordDialog(user);

  await fillIn(user, dialog, 'Old-pass1', 'Newpassword1', 'Newpassword1');
  await user.tab();

  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  const checklist = within(dialog).getByRole('list', { name: 'Password requirements' });
  expect(within(checklist).getByText(/One special character is required/)).toHaveTextContent('(not met)');
  expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(
    /One special character is required/,
  );
});

test('changing the password sends the current and new one, closes the dialog and confirms', async () => {
  const post = recordJson('post', '/advertisers/change-password', okMessage);
  server.use(post.handler);
  const { user, services } = renderPage(<AccountPage />);
  const dialog = await openPasswordDialog(user);

  await fillIn(user, dialog, 'Old-pass1', NEW_PASSWORD, NEW_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(post.bodies).toEqual([
    { currentPassword: 'Old-pass1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  ]);
  expect(services.toasts).toEqual([
    { kind: 'success', message: 'Your password has been changed', options: undefined },
  ]);
  expect(screen.getByRole('button', { name: 'Change password' })).toHaveFocus();
});

test('a wrong current password gets its own toast and the dialog stays open', async () => {
  server.use(
    recordJson('post', '/advertisers/change-password', () =>
      errorResponse(400, 'PASSWORD_INCORRECT', {
        en: 'Password is incorrect.',
        ja: 'パスワードが正しくありません。',
      }),
    ).handler,
  );
  const { user, services } = renderPage(<AccountPage />);
  const dialog = await openPasswordDialog(user);

  await fillIn(user, dialog, 'Wrong-pass1', NEW_PASSWORD, NEW_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(services.toasts[0]).toMatchObject({ kind: 'error', message: 'Your current password is wrong' });
  expect(screen.getByRole('dialog', { name: 'Change your password' })).toBeInTheDocument();
});

test('a pause after repeated wrong passwords shows the words of the server, not the generic toast', async () => {
  server.use(
    recordJson('post', '/advertisers/change-password', () =>
      errorResponse(429, 'RATE_LIMITED', {
        en: 'Too many wrong passwords. Try again in 1 minute.',
        ja: 'パスワードの誤りが続いたため、1 分後にもう一度お試しください。',
      }),
    ).handler,
  );
  const { user, services } = renderPage(<AccountPage />);
  const dialog = await openPasswordDialog(user);

  await fillIn(user, dialog, 'Wrong-pass1', NEW_PASSWORD, NEW_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(services.toasts[0]).toMatchObject({
    kind: 'error',
    message: 'Too many wrong passwords. Try again in 1 minute.',
  });
  expect(screen.getByRole('dialog', { name: 'Change your password' })).toBeInTheDocument();
});

test('any other failure shows the generic error toast', async () => {
  server.use(
    recordJson('post', '/advertisers/change-password', () =>
      errorResponse(500, 'INTERNAL', { en: 'Boom', ja: 'エラー' }),
    ).handler,
  );
  const { user, services } = renderPage(<AccountPage />);
  const dialog = await openPasswordDialog(user);

  await fillIn(user, dialog, 'Old-pass1', NEW_PASSWORD, NEW_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(services.toasts[0]).toMatchObject({
    kind: 'error',
    message: expect.stringMatching(/^Something went wrong\./),
  });
});

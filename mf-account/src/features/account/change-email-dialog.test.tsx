import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { anAdvertiser } from 'shared-contracts/testing';
import { errorResponse, listenForApiCalls, recordJson, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AccountPage } from './account-page';
import { serveAccountReads } from '../../testing/account-reads';

listenForApiCalls();
beforeEach(() => server.use(...serveAccountReads()));

const okMessage = () => HttpResponse.json({ message: { en: 'Sent', ja: '送信しました' } });

async function openEmailDialog(user: ReturnType<typeof renderPage>['user'], opener = 'Change email') {
  await user.click(screen.getByRole('button', { name: opener }));
  return screen.findByRole('dialog');
}

test('Save waits for a valid email address', async () => {
  const { user } = renderPage(<AccountPage />);
  const dialog = await openEmailDialog(user);
  const email = within(dialog).getByRole('textbox', { name: 'New email' });
  const save = within(dialog).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();

  await user.type(email, 'ann@');
  expect(email).toHaveAccessibleDescription(/Invalid email address/);
  expect(save).toBeDisabled();

  await user.type(email, 'example.com');
  expect(email).not.toHaveAccessibleDescription(/Invalid email address/);
  expect(save).toBeEnabled();
});

test('a new email is sent trimmed and lowercased, and the toast says where the link went', async () => {
  const post = recordJson('post', '/advertisers/change-email', okMessage);
  server.use(post.handler);
  const { user, services } = renderPage(<AccountPage />, {
    advertiser: anAdvertiser({ email: 'ann@example.com' }),
  });
  const dialog = await openEmailDialog(user);

  await user.type(within(dialog).getByRole('textbox', { name: 'New email' }), ' Ann.New@Example.COM ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(post.bodies).toEqual([{ newEmail: 'ann.new@example.com' }]);
  expect(services.toasts).toEqual([
    {
      kind: 'success',
      message:
        'A verification link has been sent to ann.new@example.com. Your email changes once you open it.',
      options: undefined,
    },
  ]);
  // The address changes only once the link is opened.
  expect(screen.getByText('ann@example.com')).toBeInTheDocument();
});

test('a 400 shows the server message in the interface language and keeps the dialog open', async () => {
  server.use(
    recordJson('post', '/advertisers/change-email', () =>
      errorResponse(400, 'EMAIL_TAKEN', {
        en: 'This email address is already registered.',
        ja: 'このメールアドレスはすでに登録されています。',
      }),
    ).handler,
  );
  const { user, services } = renderPage(<AccountPage />, { language: 'ja' });
  const dialog = await openEmailDialog(user, 'メールアドレスを変更');

  await user.type(within(dialog).getByRole('textbox', { name: '新しいメールアドレス' }), 'taken@example.com');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));

  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(services.toasts[0]).toMatchObject({
    kind: 'error',
    message: 'このメールアドレスはすでに登録されています。',
  });
  expect(screen.getByRole('dialog', { name: 'メールアドレスを変更' })).toBeInTheDocument();
});

test('any other failure shows the generic error toast', async () => {
  server.use(
    recordJson('post', '/advertisers/change-email', () =>
      errorResponse(500, 'INTERNAL', { en: 'Boom', ja: 'エラー' }),
    ).handler,
  );
  const { user, services } = renderPage(<AccountPage />);
  const dialog = await openEmailDialog(user);

  await user.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'ann@example.org');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(services.toasts[0]).toMatchObject({
    kind: 'error',
    message: expect.stringMatching(/^Something went wrong\./),
  });
});

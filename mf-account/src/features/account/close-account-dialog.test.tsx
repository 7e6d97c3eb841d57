import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { errorResponse, listenForApiCalls, recordJson, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AccountPage } from './account-page';
import { serveAccountReads } from '../../testing/account-reads';

listenForApiCalls();
beforeEach(() => server.use(...serveAccountReads()));

test('the confirmation says every ad is deleted at once, active ones too, with no refund', async () => {
  const { user } = renderPage(<AccountPage />);

  await user.click(screen.getByRole('button', { name: 'Close account' }));

  const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
  expect(dialog).toHaveTextContent(
    'Closing your account immediately deletes all of your ads, including active ones. There is no refund',
  );
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('closing the account deactivates it and then signs out', async () => {
  const post = recordJson('post', '/advertisers/deactivate', () =>
    HttpResponse.json({ message: { en: 'Closed', ja: '削除しました' } }),
  );
  server.use(post.handler);
  const { user, services } = renderPage(<AccountPage />);

  await user.click(screen.getByRole('button', { name: 'Close account' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close account' }));

  await waitFor(() => expect(services.session.getAdvertiser()).toBeNull());
  expect(post.bodies).toEqual([undefined]);
  expect(services.navigations).toEqual([{ to: '/', replace: false }]);
  expect(services.toasts).toEqual([
    {
      kind: 'success',
      message:
        'Your account has been closed and you have been signed out. Thank you for advertising with us.',
      options: undefined,
    },
  ]);
});

test('when closing fails the user stays signed in and sees the generic error toast', async () => {
  server.use(
    recordJson('post', '/advertisers/deactivate', () =>
      errorResponse(500, 'INTERNAL', { en: 'Boom', ja: 'エラー' }),
    ).handler,
  );
  const { user, services } = renderPage(<AccountPage />);

  await user.click(screen.getByRole('button', { name: 'Close account' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Close account' }));

  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(services.toasts[0]).toMatchObject({
    kind: 'error',
    message: expect.stringMatching(/^Something went wrong\./),
  });
  expect(services.session.getAdvertiser()).not.toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Close account' })).toBeEnabled();
});

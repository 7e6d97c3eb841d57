import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { anAdvertiser } from 'shared-contracts/testing';
import { errorResponse, listenForApiCalls, recordJson, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { AccountPage } from './account-page';
import { serveAccountReads } from '../../testing/account-reads';

listenForApiCalls();
beforeEach(() => server.use(...serveAccountReads()));

test('Save waits for a valid name, which cannot be blank', async () => {
  const { user } = renderPage(<AccountPage />, { advertiser: anAdvertiser({ name: 'Ann Lee' }) });
  await user.click(screen.getByRole('button', { name: 'Change name' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change your name' });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  expect(name).toHaveValue('Ann Lee');

  await user.clear(name);
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(name).toHaveAccessibleDescription(/Please enter your name/);

  await user.type(name, '   ');
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.type(name, 'Ann');
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('changing the name sends it with the interface language, stores the returned user and confirms', async () => {
  const advertiser = anAdvertiser({ name: 'Ann Lee' });
  const saved = { ...advertiser, name: 'Ann Smith' };
  const patch = recordJson('patch', '/advertisers', () => HttpResponse.json(saved));
  server.use(patch.handler);
  const { user, services } = renderPage(<AccountPage />, { advertiser });
  const opener = screen.getByRole('button', { name: 'Change name' });

  await user.click(opener);
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, '  Ann Smith ');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(patch.bodies).toEqual([{ name: 'Ann Smith', language: 'en' }]);
  expect(services.session.getAdvertiser()).toEqual(saved);
  expect(screen.getByText('Ann Smith')).toBeInTheDocument();
  expect(services.toasts).toEqual([
    { kind: 'success', message: 'Your name has been changed', options: undefined },
  ]);
  expect(opener).toHaveFocus();
});

test('adding a name for the first time says it was saved, in Japanese when the interface is Japanese', async () => {
  const advertiser = anAdvertiser({ name: null });
  const patch = recordJson('patch', '/advertisers', () =>
    HttpResponse.json({ ...advertiser, name: '山田花子' }),
  );
  server.use(patch.handler);
  const { user, services } = renderPage(<AccountPage />, { advertiser, language: 'ja' });

  await user.click(screen.getByRole('button', { name: 'お名前を追加' }));
  const dialog = await screen.findByRole('dialog', { name: 'お名前を追加' });
  await user.type(within(dialog).getByRole('textbox', { name: 'お名前' }), '山田花子');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));

  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(patch.bodies).toEqual([{ name: '山田花子', language: 'ja' }]);
  expect(services.toasts[0]).toMatchObject({ kind: 'success', message: 'お名前を保存しました' });
  expect(screen.getByRole('button', { name: 'お名前を変更' })).toBeInTheDocument();
});

test('while saving, both buttons are disabled and Save shows it is busy', async () => {
  let release: () => void = () => undefined;
  const advertiser = anAdvertiser({ name: 'Ann Lee' });
  server.use(
    recordJson('patch', '/advertisers', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json(advertiser);
    }).handler,
  );
  const { user } = renderPage(<AccountPage />, { advertiser });

  await user.click(screen.getByRole('button', { name: 'Change name' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  const save = await screen.findByRole('button', { name: 'Save', busy: true });
  expect(save).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  release();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a failed name change shows the generic error toast and keeps the dialog open', async () => {
  server.use(
    recordJson('patch', '/advertisers', () => errorResponse(500, 'INTERNAL', { en: 'Boom', ja: 'エラー' }))
      .handler,
  );
  const { user, services } = renderPage(<AccountPage />, { advertiser: anAdvertiser({ name: 'Ann Lee' }) });

  await user.click(screen.getByRole('button', { name: 'Change name' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Jr');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(services.toasts[0]).toMatchObject({
    kind: 'error',
    message: expect.stringMatching(/^Something went wrong\./),
  });
  expect(screen.getByRole('dialog', { name: 'Change your name' })).toBeInTheDocument();
  expect(services.session.getAdvertiser()?.name).toBe('Ann Lee');
});

test('Cancel closes without sending anything', async () => {
  const { user } = renderPage(<AccountPage />);

  await user.click(screen.getByRole('button', { name: 'Change name' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

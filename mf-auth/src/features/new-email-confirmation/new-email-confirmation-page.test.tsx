import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Advertiser } from 'shared-contracts';
import {
  apiUrl,
  errorResponse,
  findLocation,
  listenForApiCalls,
  okMessage,
  recordPost,
  server,
} from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { NewEmailConfirmationPage } from './new-email-confirmation-page';

listenForApiCalls();

const ann: Advertiser = {
  id: 42,
  name: 'Ann',
  email: 'new@example.com',
  language: 'en',
  country: null,
  region: null,
  personId: 1,
  role: 'owner',
  accounts: [],
};
const LINK = '/new-email-confirmation?token=mail-tok&id=42&account_id=acc-9';

function renderConfirmation(url = LINK, language: 'en' | 'ja' = 'en') {
  return renderPage(<NewEmailConfirmationPage />, { path: '/new-email-confirmation', route: url, language });
}

function confirmAnswers(reply: () => Response) {
  const confirm = recordPost('/advertisers/new-email-confirm', reply);
  server.use(confirm.handler);
  return confirm;
}

test.each(['/new-email-confirmation?token=t&id=42', '/new-email-confirmation?token=t&account_id=acc-9'])(
  '%s without id or account_id goes to the not-found page',
  async (url) => {
    renderConfirmation(url);

    expect(await findLocation('/404')).toBeInTheDocument();
  },
);

test('a fresh link confirms the new email, refreshes the session and offers the dashboard', async () => {
  const confirm = confirmAnswers(() => HttpResponse.json(ann));
  server.use(http.get(apiUrl('/advertisers/latest'), () => HttpResponse.json(ann)));
  const view = renderPage(<NewEmailConfirmationPage />, {
    path: '/new-email-confirmation',
    route: LINK,
    advertiser: { ...ann, email: 'old@example.com' },
  });

  // The page shows its heading while it confirms, the same for every link (decision 0086).
  expect(screen.getByRole('heading', { level: 1, name: 'Confirming your new email' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Your new email has been confirmed' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(confirm.calls).toEqual([{ body: undefined, authorization: 'Bearer mail-tok' }]);
  await waitFor(() => expect(view.storedAdvertiser()?.email).toBe('new@example.com'));
});

test('an expired link offers a resend that mails a new link', async () => {
  confirmAnswers(() => errorResponse(401, 'TOKEN_EXPIRED', { en: 'This link has expired.', ja: 'x' }));
  const resend = recordPost('/advertisers/resend-new-email', okMessage);
  server.use(resend.handler);
  const view = renderConfirmation();

  expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Resend confirmation link' }));

  await waitFor(() =>
    expect(view.toasts.success).toEqual(['A verification link has been sent to your email']),
  );
  expect(resend.calls[0]?.body).toEqual({ userId: 42, accountId: 'acc-9' });
});

test.each([
  [
    'a used token',
    () => errorResponse(400, 'TOKEN_USED', { en: 'This token has already been used.', ja: 'x' }),
  ],
  ['a 403', () => errorResponse(403, 'FORBIDDEN', { en: 'Forbidden', ja: 'x' })],
])('%s says the link was already used and offers the dashboard', async (_, reply) => {
  confirmAnswers(reply);
  renderConfirmation();

  expect(await screen.findByRole('heading', { name: 'This link has already been used' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('another error offers a resend and the way home; a failed resend asks to try again', async () => {
  confirmAnswers(() => HttpResponse.text('down', { status: 500 }));
  server.use(
    recordPost('/advertisers/resend-new-email', () => HttpResponse.text('down', { status: 500 })).handler,
  );
  const view = renderConfirmation(LINK, 'ja');

  expect(await screen.findByRole('heading', { name: '問題が発生しました' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ホームへ' })).toHaveAttribute('href', '/');
  await view.user.click(screen.getByRole('button', { name: '確認用リンクを再送する' }));

  await waitFor(() => expect(view.toasts.error).toEqual(['問題が発生しました。もう一度お試しください。']));
});

import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  errorResponse,
  findLocation,
  listenForApiCalls,
  okMessage,
  recordPost,
  server,
} from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { ResetPasswordPage } from './reset-password-page';

listenForApiCalls();

const STRONG = 'N3w!passw0rd';

function renderReset(url = '/reset-password?token=reset-tok', language: 'en' | 'ja' = 'en') {
  return renderPage(<ResetPasswordPage />, { path: '/reset-password', route: url, language });
}

function tokenIsValid() {
  const check = recordPost('/advertisers/reset-token-validation', okMessage);
  server.use(check.handler);
  return check;
}

test('without a token the page goes to sign in', async () => {
  renderReset('/reset-password');

  expect(await findLocation('/signin')).toBeInTheDocument();
});

test.each([
  ['an expired', () => errorResponse(401, 'TOKEN_EXPIRED', { en: 'This link has expired.', ja: 'x' })],
  ['a used', () => errorResponse(400, 'TOKEN_USED', { en: 'This token has already been used.', ja: 'x' })],
  ['an unknown', () => errorResponse(403, 'TOKEN_INVALID', { en: 'This link is not valid.', ja: 'x' })],
])(
  '%s link stays on a page that explains and offers Send a new link, with no form and no toast',
  async (_, reply) => {
    server.use(recordPost('/advertisers/reset-token-validation', reply).handler);
    const view = renderReset();

    expect(
      await screen.findByRole('heading', { name: 'This link can no longer be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(view.toasts.error).toEqual([]);
  },
);

test('a check that could not be made offers to try again', async () => {
  let calls = 0;
  server.use(
    recordPost('/advertisers/reset-token-validation', () =>
      ++calls === 1
        ? HttpResponse.text('down', { status: 503 })
        : HttpResponse.json({ message: { en: 'ok', ja: 'ok' } }),
    ).handler,
  );
  const view = renderReset();

  await view.user.click(await screen.findByRole('button', { name: 'Try again' }));

  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
});

test('while the token is checked, the page already shows its heading, the same for every link (decision 0086)', async () => {
  tokenIsValid();
  renderReset();

  expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Checking your link' })).toBeInTheDocument();
  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Checking your link' })).not.toBeInTheDocument();
});

test('the token is checked on load, then the form shows two password fields and the live checklist', async () => {
  const check = tokenIsValid();
  renderReset();

  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(check.calls[0]?.authorization).toBe('Bearer reset-tok');
});

test('a confirmation that does not match shows the message on the confirm field and Save stays disabled', async () => {
  tokenIsValid();
  const { user } = renderReset();

  await user.type(await screen.findByLabelText('New password'), STRONG);
  await user.type(screen.getByLabelText('Confirm new password'), `${STRONG}x`);

  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
    "New password and confirm password don't match",
  );
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('saving a matching password resets it, toasts and goes to sign in', async () => {
  tokenIsValid();
  const reset = recordPost('/advertisers/reset-password', okMessage);
  server.use(reset.handler);
  const view = renderReset();

  await view.user.type(await screen.findByLabelText('New password'), STRONG);
  await view.user.type(screen.getByLabelText('Confirm new password'), STRONG);
  await view.user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await findLocation('/signin')).toBeInTheDocument();
  expect(view.toasts.success).toEqual(['Your password has been reset']);
  expect(reset.calls[0]).toEqual({
    body: { password: STRONG, confirmPassword: STRONG },
    authorization: 'Bearer reset-tok',
  });
});

test('a failed save shows the generic unknown-error toast and keeps the form', async () => {
  tokenIsValid();
  server.use(
    recordPost('/advertisers/reset-password', () => HttpResponse.text('down', { status: 500 })).handler,
  );
  const view = renderReset(undefined, 'ja');

  await view.user.type(await screen.findByLabelText('新しいパスワード'), STRONG);
  await view.user.type(screen.getByLabelText('新しいパスワード（確認用）'), STRONG);
  await view.user.click(screen.getByRole('button', { name: '保存' }));

  await waitFor(() =>
    expect(view.toasts.error).toEqual([
      '申し訳ありません。システムで問題が発生しました。しばらくしてからもう一度お試しください。解決しない場合は、お問い合わせページからご連絡ください。',
    ]),
  );
  expect(screen.getByLabelText('新しいパスワード')).toBeInTheDocument();
});

import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { errorResponse, listenForApiCalls, okMessage, recordPost, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { ForgotPasswordPage } from './forgot-password-page';

listenForApiCalls();

function renderForgot(language: 'en' | 'ja' = 'en') {
  return renderPage(<ForgotPasswordPage />, { path: '/forgot-password', language });
}

test('the reset link can be asked for only with a valid email', async () => {
  const { user } = renderForgot();
  const submit = screen.getByRole('button', { name: 'Send reset link' });
  expect(submit).toBeDisabled();

  await user.type(screen.getByLabelText('Email'), 'ann@');
  expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  expect(submit).toBeDisabled();

  await user.clear(screen.getByLabelText('Email'));
  expect(screen.getByText('Please enter the email you used when you signed up')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  expect(submit).toBeEnabled();
});

test('after sending, a message says the email was sent and the way back to sign in stays', async () => {
  const forgot = recordPost('/advertisers/forgot-password', okMessage);
  server.use(forgot.handler);
  const { user } = renderForgot();

  await user.type(screen.getByLabelText('Email'), 'Ann@Example.com ');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));

  expect(await screen.findByText(/with a link to reset your password/)).toBeInTheDocument();
  expect(screen.getByText('ann@example.com')).toBeInTheDocument();
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  expect(forgot.calls[0]?.body).toEqual({ email: 'ann@example.com' });
});

// The API does not say whether the address is registered, so neither does the page (issue 42).
test.each([
  ['en', 'Send reset link', /^If an account uses ann@example\.com, we have sent an email to it/],
  ['ja', '再設定用リンクを送信', /^ann@example\.com をご登録のアカウントがある場合は/],
] as const)('in %s, the sent message says "if an account uses" the address', async (language, send, text) => {
  server.use(recordPost('/advertisers/forgot-password', okMessage).handler);
  const { user } = renderForgot(language);

  await user.type(screen.getByRole('textbox'), 'ann@example.com');
  await user.click(screen.getByRole('button', { name: send }));

  const sent = await screen.findByText(
    (_content, element) => element?.tagName === 'P' && text.test(element.textContent ?? ''),
  );
  expect(sent).toBeInTheDocument();
});

test.each([
  [
    'a refusal',
    () => errorResponse(400, 'VALIDATION', { en: 'Some of the information sent is not valid.', ja: 'x' }),
  ],
  ['a server error', () => HttpResponse.text('down', { status: 500 })],
])('%s gives the long unknown-error toast', async (_, reply) => {
  server.use(recordPost('/advertisers/forgot-password', reply).handler);
  const view = renderForgot('ja');

  await view.user.type(screen.getByLabelText('メールアドレス'), 'ann@example.com');
  await view.user.click(screen.getByRole('button', { name: '再設定用リンクを送信' }));

  await waitFor(() =>
    expect(view.toasts.error).toEqual([
      '申し訳ありません。システムで問題が発生しました。しばらくしてからもう一度お試しください。解決しない場合は、お問い合わせページからご連絡ください。',
    ]),
  );
  expect(screen.getByLabelText('メールアドレス')).toBeInTheDocument();
});

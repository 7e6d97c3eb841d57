import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { errorResponse, findLocation, listenForApiCalls, recordPost, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { OPERATOR_EMAIL, serveOperatorSession } from '../../testing/review-api';
import { SignInPage } from './sign-in-page';

listenForApiCalls();

function renderSignIn(route = '/review/signin', language: 'en' | 'ja' = 'en') {
  return renderPage(<SignInPage />, { path: '/review/signin', route, language });
}

async function fillIn(view: ReturnType<typeof renderSignIn>, code = '123 456') {
  await view.user.type(screen.getByLabelText('Email'), OPERATOR_EMAIL);
  await view.user.type(screen.getByLabelText('Password'), 'Gallery#2026');
  await view.user.type(screen.getByLabelText('Authenticator code'), code);
}

test('Sign in stays disabled until the email, the password and a six-digit code are given', async () => {
  server.use(serveOperatorSession(null));
  const view = renderSignIn();

  expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await fillIn(view, '12345');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await view.user.type(screen.getByLabelText('Authenticator code'), '6');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('signing in sends the code without spaces and goes to the desk page named in redirect', async () => {
  const signIn = recordPost('/operator-auth/signin', () =>
    HttpResponse.json({ operator: { email: OPERATOR_EMAIL } }),
  );
  server.use(serveOperatorSession(null), signIn.handler);
  const view = renderSignIn('/review/signin?redirect=%2Freview%2Fads%2F12');

  await screen.findByLabelText('Email');
  await fillIn(view);
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await findLocation('/review/ads/12')).toBeInTheDocument();
  expect(signIn.bodies).toEqual([{ email: OPERATOR_EMAIL, password: 'Gallery#2026', code: '123456' }]);
});

test('a redirect outside the desk leads to the queue instead', async () => {
  server.use(
    serveOperatorSession(null),
    recordPost('/operator-auth/signin', () => HttpResponse.json({ operator: { email: OPERATOR_EMAIL } }))
      .handler,
  );
  const view = renderSignIn('/review/signin?redirect=%2F%2Fevil.example%2Freview');

  await screen.findByLabelText('Email');
  await fillIn(view);
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await findLocation('/review')).toBeInTheDocument();
});

test('a refusal shows one focused message above the form that names an expired code, and keeps what was typed', async () => {
  server.use(
    serveOperatorSession(null),
    recordPost('/operator-auth/signin', () =>
      errorResponse(401, 'INVALID_CREDENTIALS', {
        en: 'The email or password is not correct, or the code is not correct or has expired.',
        ja: 'メールアドレスかパスワードが正しくないか、認証コードが正しくないか有効期限が切れています。',
      }),
    ).handler,
  );
  const view = renderSignIn(undefined, 'ja');

  await screen.findByLabelText('メールアドレス');
  await view.user.type(screen.getByLabelText('メールアドレス'), OPERATOR_EMAIL);
  await view.user.type(screen.getByLabelText('パスワード'), 'Gallery#2026');
  await view.user.type(screen.getByLabelText('認証アプリのコード'), '000000');
  await view.user.click(screen.getByRole('button', { name: 'ログイン' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('認証コードが正しくないか有効期限が切れています。');
  expect(alert).toHaveFocus();
  expect(screen.getByLabelText('認証アプリのコード')).toHaveValue('000000');
  expect(screen.getByLabelText('メールアドレス')).toHaveValue(OPERATOR_EMAIL);
  expect(view.toasts.error).toEqual([]);
});

test('an address slowed down after failed sign-ins says so above the form (decision 0070)', async () => {
  server.use(
    serveOperatorSession(null),
    recordPost('/operator-auth/signin', () =>
      errorResponse(429, 'RATE_LIMITED', {
        en: 'Too many failed sign-ins for this email address. Please try again in a few minutes.',
        ja: 'このメールアドレスでのログインの失敗が続きました。数分後にもう一度お試しください。',
      }),
    ).handler,
  );
  const view = renderSignIn();

  await screen.findByLabelText('Email');
  await fillIn(view);
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many failed sign-ins for this email address. Please try again in a few minutes.',
  );
  expect(view.toasts.error).toEqual([]);
});

test('an operator already signed in goes straight to the queue', async () => {
  server.use(serveOperatorSession());
  renderSignIn();

  expect(await findLocation('/review')).toBeInTheDocument();
});

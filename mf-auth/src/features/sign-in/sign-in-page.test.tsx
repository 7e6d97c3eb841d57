import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { hrefs, signInHref, type Advertiser } from 'shared-contracts';
import { errorResponse, findLocation, listenForApiCalls, recordPost, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { SignInPage } from './sign-in-page';

listenForApiCalls();

const ann: Advertiser = {
  id: 7,
  name: 'Ann',
  email: 'ann@example.com',
  language: 'en',
  country: null,
  region: null,
  personId: 1,
  role: 'owner',
  accounts: [],
};

function renderSignIn(options: Partial<Parameters<typeof renderPage>[1]> = {}) {
  return renderPage(<SignInPage />, { path: '/signin', ...options });
}

const LABELS = {
  en: { email: 'Email', password: 'Password' },
  ja: { email: 'メールアドレス', password: 'パスワード' },
};

async function fillIn(
  user: ReturnType<typeof renderSignIn>['user'],
  email: string,
  password: string,
  labels = LABELS.en,
) {
  await user.type(screen.getByLabelText(labels.email), email);
  await user.type(screen.getByLabelText(labels.password), password);
}

test('Sign in stays disabled until the email is valid and a password is typed', async () => {
  const { user } = renderSignIn();
  const submit = screen.getByRole('button', { name: 'Sign in' });
  expect(submit).toBeDisabled();

  await user.type(screen.getByLabelText('Email'), 'ann@');
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Password'), 'anything');
  expect(submit).toBeDisabled();

  await user.type(screen.getByLabelText('Email'), 'example.com');
  expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  expect(submit).toBeEnabled();
});

test('the Show toggle reveals the password', async () => {
  const { user } = renderSignIn();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');

  await user.click(screen.getByRole('button', { name: 'Show password' }));

  expect(password).toHaveAttribute('type', 'text');
});

test('signing in sends the trimmed, lowercased email, stores the advertiser and opens the dashboard', async () => {
  const signIn = recordPost('/advertisers/signin', () => HttpResponse.json(ann));
  server.use(signIn.handler);
  const view = renderSignIn();

  await fillIn(view.user, '  Ann@Example.COM ', 'Secret#1a');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await findLocation('/dashboard')).toBeInTheDocument();
  expect(signIn.calls[0]?.body).toEqual({ email: 'ann@example.com', password: 'Secret#1a' });
  expect(view.storedAdvertiser()).toEqual(ann);
});

test('signing in goes back to the page named in ?redirect=, query included', async () => {
  server.use(recordPost('/advertisers/signin', () => HttpResponse.json(ann)).handler);
  const view = renderSignIn({ route: '/signin?redirect=%2Fdashboard%2Fads%2F12%3Ftab%3Dstats' });

  await fillIn(view.user, 'ann@example.com', 'Secret#1a');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await findLocation('/dashboard/ads/12?tab=stats')).toBeInTheDocument();
  expect(view.storedAdvertiser()).toEqual(ann);
});

test('signing in from an invitation’s Sign in link goes back to that invitation, token included', async () => {
  server.use(recordPost('/advertisers/signin', () => HttpResponse.json(ann)).handler);
  const view = renderSignIn({ route: signInHref(hrefs.invitation('inv+tok/1')) });

  await fillIn(view.user, 'ann@example.com', 'Secret#1a');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await findLocation('/invitation?token=inv%2Btok%2F1')).toBeInTheDocument();
  expect(view.storedAdvertiser()).toEqual(ann);
});

test.each(['//evil.example', 'https://evil.example', '/\\evil', '/\t/evil.example', 'javascript:alert(1)'])(
  'a ?redirect= of %j is ignored: signing in opens the dashboard',
  async (redirect) => {
    server.use(recordPost('/advertisers/signin', () => HttpResponse.json(ann)).handler);
    const view = renderSignIn({ route: `/signin?redirect=${encodeURIComponent(redirect)}` });

    await fillIn(view.user, 'ann@example.com', 'Secret#1a');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await findLocation('/dashboard')).toBeInTheDocument();
  },
);

test('a refused sign-in (400) shows the server’s message in the interface language', async () => {
  server.use(
    recordPost('/advertisers/signin', () =>
      errorResponse(400, 'INVALID_CREDENTIALS', {
        en: 'Email or password is incorrect.',
        ja: 'メールアドレスまたはパスワードが正しくありません。',
      }),
    ).handler,
  );
  const view = renderSignIn({ language: 'ja' });

  await fillIn(view.user, 'ann@example.com', 'wrong', LABELS.ja);
  await view.user.click(screen.getByRole('button', { name: 'ログイン' }));

  await waitFor(() =>
    expect(view.toasts.error).toEqual(['メールアドレスまたはパスワードが正しくありません。']),
  );
  expect(view.storedAdvertiser()).toBeNull();
});

test('a wrong password shows above the fields as an alert that takes the focus, and keeps what was typed', async () => {
  server.use(
    recordPost('/advertisers/signin', () =>
      errorResponse(400, 'INVALID_CREDENTIALS', {
        en: 'Email or password is incorrect.',
        ja: 'メールアドレスまたはパスワードが正しくありません。',
      }),
    ).handler,
  );
  const view = renderSignIn();

  await fillIn(view.user, 'ann@example.com', 'wrong');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Email or password is incorrect.');
  expect(alert).toHaveFocus();
  // Above the fields: the alert comes before the email field in the page's order.
  expect(alert.compareDocumentPosition(screen.getByLabelText('Email'))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
  expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');

  // A second refusal brings the focus back to the alert from the button pressed.
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
});

test('an unconfirmed email gets a success toast that the verification link was sent again', async () => {
  server.use(
    recordPost('/advertisers/signin', () =>
      errorResponse(400, 'EMAIL_NOT_CONFIRMED', {
        en: 'Your email has not been confirmed yet.',
        ja: 'メールアドレスの確認がまだ完了していません',
      }),
    ).handler,
  );
  const view = renderSignIn();

  await fillIn(view.user, 'ann@example.com', 'Secret#1a');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

  await waitFor(() =>
    expect(view.toasts.success).toEqual([
      'Your email is not confirmed yet. We have sent the verification link again.',
    ]),
  );
  expect(view.toasts.error).toEqual([]);
});

test('any other failure shows the generic unknown-error toast', async () => {
  server.use(recordPost('/advertisers/signin', () => HttpResponse.text('boom', { status: 500 })).handler);
  const view = renderSignIn();

  await fillIn(view.user, 'ann@example.com', 'Secret#1a');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

  await waitFor(() =>
    expect(view.toasts.error).toEqual([
      'Something went wrong. We are aware of the problem and will try to fix it as soon as possible. Sorry for the inconvenience.',
    ]),
  );
});

test('a signed-in visitor goes straight to the dashboard', async () => {
  renderSignIn({ advertiser: ann });

  expect(await findLocation('/dashboard')).toBeInTheDocument();
});

test('a signed-in visitor goes straight to the page named in ?redirect=', async () => {
  renderSignIn({ advertiser: ann, route: '/signin?redirect=%2Fdashboard%2Faccount' });

  expect(await findLocation('/dashboard/account')).toBeInTheDocument();
});

test('links lead to forgot password and sign-up, in Japanese too', () => {
  renderSignIn({ language: 'ja' });

  expect(screen.getByRole('link', { name: 'パスワードをお忘れの方' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.getByRole('link', { name: '新規登録' })).toHaveAttribute('href', '/signup');
  expect(document.title).toBe('ログイン | 広告主ポータル');
});

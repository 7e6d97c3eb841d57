import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { parseBotCheckToken } from 'shared-contracts/api';
import {
  errorResponse,
  findLocation,
  listenForApiCalls,
  provideWebCrypto,
  recordPost,
  serveBotCheck,
  server,
  tokenVerifies,
} from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { SignUpPage } from './sign-up-page';

listenForApiCalls();

/** The API's answer to an accepted sign-up: 201 with a message. */
const signedUp = () => HttpResponse.json({ message: { en: 'Done', ja: '完了' } }, { status: 201 });
provideWebCrypto();

const SECRET_NUMBER = 321;

const STRONG = 'Str0ng!pass';

function renderSignUp(language: 'en' | 'ja' = 'en') {
  return renderPage(<SignUpPage />, { path: '/signup', language });
}

async function fillIn(user: ReturnType<typeof renderSignUp>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

test('the checklist ticks rules as the password is typed, and Sign up waits for a valid form', async () => {
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  const { user } = renderSignUp();
  const submit = screen.getByRole('button', { name: 'Sign up' });
  const checklist = screen.getByRole('list', { name: 'Password requirements' });
  expect(submit).toBeDisabled();

  await fillIn(user, 'ann@example.com', 'abc');
  expect(within(checklist).getByText(/Contains a lowercase character/)).toHaveTextContent('(met)');
  expect(within(checklist).getByText(/One uppercase character is required/)).toHaveTextContent('(not met)');
  expect(within(checklist).getByText(/8 characters minimum/)).toHaveTextContent('(not met)');
  expect(submit).toBeDisabled();

  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), STRONG);
  for (const item of within(checklist).getAllByRole('listitem')) expect(item).toHaveTextContent('(met)');
  expect(submit).toBeEnabled();
});

test('an invalid email shows its message while typing', async () => {
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  const { user } = renderSignUp();

  await fillIn(user, 'ann@example', STRONG);

  expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
});

test('signing up sends the normalised email, the interface language, the browser’s time zone and a solved bot-check token, then asks to check email', async () => {
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  const signUp = recordPost('/advertisers/signup', signedUp);
  server.use(signUp.handler);
  const { user } = renderSignUp('ja');

  await user.type(screen.getByLabelText('メールアドレス'), ' Ann@Example.com');
  await user.type(screen.getByLabelText('パスワード'), STRONG);
  await user.click(screen.getByRole('button', { name: '新規登録' }));

  expect(await screen.findByRole('heading', { name: 'メールをご確認ください' })).toBeInTheDocument();
  expect(screen.getByText('ann@example.com')).toBeInTheDocument();
  const body = signUp.calls[0]?.body as {
    email: string;
    password: string;
    language: string;
    recaptchaToken: string;
  };
  expect(body).toMatchObject({
    email: 'ann@example.com',
    password: STRONG,
    language: 'ja',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  expect(parseBotCheckToken(body.recaptchaToken)).toMatchObject({ number: SECRET_NUMBER });
  await expect(tokenVerifies(body.recaptchaToken)).resolves.toBe(true);
});

// A registered address is not refused: the server answers it like a new one (docs/decisions/0012), so a 400 is a
// real validation failure.
test('a refused sign-up (400) shows the server’s message', async () => {
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  server.use(
    recordPost('/advertisers/signup', () =>
      errorResponse(400, 'VALIDATION', {
        en: 'Please check the fields and try again.',
        ja: '入力内容をご確認のうえ、もう一度お試しください。',
      }),
    ).handler,
  );
  const view = renderSignUp();

  await fillIn(view.user, 'ann@example.com', STRONG);
  await view.user.click(screen.getByRole('button', { name: 'Sign up' }));

  await waitFor(() => expect(view.toasts.error).toEqual(['Please check the fields and try again.']));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Please check the fields and try again.');
  expect(alert).toHaveFocus();
  expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
});

test('any other sign-up failure shows the generic unknown-error toast', async () => {
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  server.use(recordPost('/advertisers/signup', () => HttpResponse.text('down', { status: 503 })).handler);
  const view = renderSignUp();

  await fillIn(view.user, 'ann@example.com', STRONG);
  await view.user.click(screen.getByRole('button', { name: 'Sign up' }));

  await waitFor(() =>
    expect(view.toasts.error).toEqual([
      'Something went wrong. We are aware of the problem and will try to fix it as soon as possible. Sorry for the inconvenience.',
    ]),
  );
});

// When the bot check cannot be loaded: sign-up-bot-check.test.tsx.

test('the page links to sign-in, and Back on a first visit goes home', async () => {
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  const { user } = renderSignUp();

  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  await user.click(screen.getByRole('button', { name: 'Back' }));

  expect(await findLocation('/')).toBeInTheDocument();
});

/** Sign-up when the bot check cannot be loaded (the proxy's 502 while the API starts, or no network): the page
 *  says so in the visitor's language above a disabled Sign up, keeps what was typed, and tries again, by itself
 *  and with Try again, until the challenge comes back. */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { parseBotCheckToken } from 'shared-contracts/api';
import {
  botCheckDownUntilRecovered,
  listenForApiCalls,
  provideWebCrypto,
  recordPost,
  server,
  type BotCheckFailure,
} from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { SignUpPage } from './sign-up-page';

listenForApiCalls();

/** The API's answer to an accepted sign-up: 201 with a message. */
const signedUp = () => HttpResponse.json({ message: { en: 'Done', ja: '完了' } }, { status: 201 });
provideWebCrypto();

const STRONG = 'Str0ng!pass';

/** GET /bot-check/challenge failing as `failure` says until `recover()`, then answering a challenge. */
function challengeDownUntilRecovered(failure: BotCheckFailure, secretNumber: number) {
  const challenge = botCheckDownUntilRecovered(failure, secretNumber);
  server.use(challenge.handler);
  return challenge;
}

test('a 502 is shown above a disabled Sign up, what was typed stays, and Try again recovers', async () => {
  const challenge = challengeDownUntilRecovered('bad-gateway', 77);
  const signUp = recordPost('/advertisers/signup', signedUp);
  server.use(signUp.handler);
  const { user } = renderPage(<SignUpPage />, { path: '/signup' });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The bot check could not be loaded, so the form cannot be sent yet. What you have entered is kept.',
  );
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), STRONG);
  const submit = screen.getByRole('button', { name: 'Sign up' });
  expect(submit).toBeDisabled();
  await user.click(submit);
  expect(signUp.calls).toHaveLength(0);

  const tryAgain = within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' });
  await waitFor(() => expect(tryAgain).toBeEnabled()); // not while an automatic retry is running
  challenge.recover();
  await user.click(tryAgain);

  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue(STRONG);
  await user.click(submit);
  expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  const body = signUp.calls[0]?.body as { email: string; recaptchaToken: string };
  expect(body.email).toBe('ann@example.com');
  expect(parseBotCheckToken(body.recaptchaToken)).toMatchObject({ number: 77 });
});

test('with the network down it says so in Japanese and tries again by itself once the network is back', async () => {
  const challenge = challengeDownUntilRecovered('offline', 78);
  const signUp = recordPost('/advertisers/signup', signedUp);
  server.use(signUp.handler);
  const { user } = renderPage(<SignUpPage />, { path: '/signup', language: 'ja' });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'ボット確認を読み込めなかったため、まだ送信できません。入力した内容はそのまま残っています。',
  );
  expect(within(alert).getByRole('button', { name: '再試行' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
  challenge.recover();

  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 10_000 });
  expect(screen.getByLabelText('メールアドレス')).toHaveValue('hanako@example.jp');
  await user.type(screen.getByLabelText('パスワード'), STRONG);
  await user.click(screen.getByRole('button', { name: '新規登録' }));

  expect(await screen.findByRole('heading', { name: 'メールをご確認ください' })).toBeInTheDocument();
  expect(
    parseBotCheckToken((signUp.calls[0]?.body as { recaptchaToken: string }).recaptchaToken),
  ).toMatchObject({
    number: 78,
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { parseBotCheckToken } from 'shared-contracts/api';
import { anAdvertiser } from 'shared-contracts/testing';
import {
  botCheckDownUntilRecovered,
  listenForApiCalls,
  provideWebCrypto,
  recordPost,
  serveBotCheck,
  server,
  tokenVerifies,
} from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { ContactPage } from './contact-page';

listenForApiCalls();
provideWebCrypto();

const THANKS = 'Thank you for contacting us. We will get back to you soon.';
const UNKNOWN_ERROR =
  'Something went wrong. We are aware of the problem and will try to fix it as soon as possible. Sorry for the inconvenience.';

const thanked = () =>
  HttpResponse.json({ message: { en: THANKS, ja: 'ありがとうございます' } }, { status: 201 });

function renderContact(language: 'en' | 'ja' = 'en') {
  return renderPage(<ContactPage />, { route: '/contact', language });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

async function fillIn(
  user: ReturnType<typeof renderContact>['user'],
  values: { name: string; email: string; message: string },
) {
  await user.type(field('Name'), values.name);
  await user.type(field('Email'), values.email);
  await user.type(field('Message'), values.message);
}

test('the page has a back-home link, a six-row message and a title', () => {
  server.use(serveBotCheck(1).handler);
  renderContact();

  expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(field('Message')).toHaveAttribute('rows', '6');
  expect(document.title).toBe('Contact us | Advertiser portal');
});

test('a signed-in advertiser finds name and email filled in, and can still change them', async () => {
  const { user } = renderPage(<ContactPage />, {
    route: '/contact',
    advertiser: anAdvertiser({ name: 'Ann Gallery', email: 'ann@gallery.example' }),
  });
  expect(field('Name')).toHaveValue('Ann Gallery');
  expect(field('Email')).toHaveValue('ann@gallery.example');
  expect(field('Message')).toHaveValue('');
  await user.clear(field('Name'));
  await user.type(field('Name'), 'Ann');
  expect(field('Name')).toHaveValue('Ann');
});

test('Submit waits for a valid name, email and message, and each field counts its characters', async () => {
  server.use(serveBotCheck(1).handler);
  const { user } = renderContact();
  expect(submitButton()).toBeDisabled();
  expect(screen.getByText('0 / 300 characters')).toBeInTheDocument();
  expect(screen.getByText('0 / 1000 characters')).toBeInTheDocument();

  await fillIn(user, { name: 'Ann Lee', email: 'ann@example', message: 'Hello' });
  expect(screen.getByText('7 / 300 characters')).toBeInTheDocument();
  expect(screen.getByText('11 / 250 characters')).toBeInTheDocument();
  expect(screen.getByText('5 / 1000 characters')).toBeInTheDocument();
  expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining('Invalid email address'));
  expect(submitButton()).toBeDisabled();

  await user.type(field('Email'), '.com');
  expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  expect(submitButton()).toBeEnabled();

  await user.clear(field('Message'));
  expect(screen.getByText('Please enter your message')).toBeInTheDocument();
  expect(submitButton()).toBeDisabled();
});

test('name, email and message are refused past 300, 250 and 1000 characters', async () => {
  server.use(serveBotCheck(1).handler);
  const { user } = renderContact();
  const email250 = `${'a'.repeat(238)}@example.com`;

  await user.click(field('Name'));
  await user.paste('n'.repeat(300));
  await user.click(field('Email'));
  await user.paste(email250);
  await user.click(field('Message'));
  await user.paste('m'.repeat(1000));
  expect(screen.getByText('300 / 300 characters')).toBeInTheDocument();
  expect(submitButton()).toBeEnabled();

  await user.type(field('Name'), 'n');
  await user.type(field('Email'), 'm');
  await user.type(field('Message'), 'm');

  expect(screen.getByText('301 / 300 characters')).toBeInTheDocument();
  expect(screen.getByText('Name must be 300 characters or fewer')).toBeInTheDocument();
  expect(screen.getByText('Email must be 250 characters or fewer')).toBeInTheDocument();
  expect(screen.getByText('Message must be 1000 characters or fewer')).toBeInTheDocument();
  expect(submitButton()).toBeDisabled();
});

describe('when the bot check cannot be loaded', () => {
  const UNAVAILABLE =
    'The bot check could not be loaded, so the form cannot be sent yet. What you have entered is kept.';

  test('a 502 is shown above a disabled Submit, what was typed stays, and Try again recovers', async () => {
    const botCheck = botCheckDownUntilRecovered('bad-gateway', 7);
    const enquiries = recordPost('/enquiries', thanked);
    server.use(botCheck.handler, enquiries.handler);
    const { user } = renderContact();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNAVAILABLE);
    await fillIn(user, { name: 'Ann Lee', email: 'ann@example.com', message: 'Hello' });
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(enquiries.calls).toHaveLength(0);
    expect(field('Name')).toHaveValue('Ann Lee');
    expect(field('Message')).toHaveValue('Hello');

    const tryAgain = within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(tryAgain).toBeEnabled()); // not while an automatic retry is running
    botCheck.recover();
    await user.click(tryAgain);

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    expect(await screen.findByRole('status', { name: 'Your message has been sent' })).toBeInTheDocument();
    const body = enquiries.calls[0]?.body as { name: string; token: string };
    expect(body.name).toBe('Ann Lee');
    expect(parseBotCheckToken(body.token)).toMatchObject({ number: 7 });
  });

  test('with the network down it says so in Japanese and tries again by itself once the network is back', async () => {
    const botCheck = botCheckDownUntilRecovered('offline', 9);
    const enquiries = recordPost('/enquiries', thanked);
    server.use(botCheck.handler, enquiries.handler);
    const { user } = renderContact('ja');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'ボット確認を読み込めなかったため、まだ送信できません。入力した内容はそのまま残っています。',
    );
    expect(alert).toHaveTextContent('数秒後に自動で再試行します。');
    botCheck.recover();

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 10_000 });
    await user.type(field('お名前'), '山田花子');
    await user.type(field('メールアドレス'), 'hanako@example.jp');
    await user.type(field('お問い合わせ内容'), 'こんにちは');
    await user.click(screen.getByRole('button', { name: '送信' }));

    expect(await screen.findByRole('status', { name: 'メッセージを送信しました' })).toBeInTheDocument();
    expect(parseBotCheckToken((enquiries.calls[0]?.body as { token: string }).token)).toMatchObject({
      number: 9,
    });
  });
});

test('sending posts the normalised enquiry with a solved token, then thanks the visitor and clears the form', async () => {
  let answer: (response: Response) => void = () => {};
  const enquiries = recordPost('/enquiries', () => new Promise<Response>((resolve) => (answer = resolve)));
  server.use(serveBotCheck(321).handler, enquiries.handler);
  const { user, toasts } = renderContact();

  await fillIn(user, { name: 'Ann Lee', email: ' Ann@Example.com ', message: 'Hello\nthere' });
  await user.click(submitButton());

  await waitFor(() => expect(enquiries.calls).toHaveLength(1));
  expect(submitButton()).toBeDisabled();
  expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  answer(thanked());

  expect(await screen.findByRole('status', { name: 'Your message has been sent' })).toHaveTextContent(THANKS);
  expect(toasts.success).toEqual([THANKS]);
  expect(field('Name')).toHaveValue('');
  expect(field('Email')).toHaveValue('');
  expect(field('Message')).toHaveValue('');
  expect(submitButton()).toBeDisabled();
  const [call] = enquiries.calls;
  expect(call?.url.searchParams.get('origin')).toBe('ads');
  const body = call?.body as { name: string; email: string; message: string; token: string };
  expect(body).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com', message: 'Hello\nthere' });
  expect(parseBotCheckToken(body.token)).toMatchObject({ number: 321 });
  await expect(tokenVerifies(body.token)).resolves.toBe(true);
});

test('a failed send shows the unknown-error toast and keeps what was typed', async () => {
  const enquiries = recordPost('/enquiries', () => HttpResponse.text('down', { status: 500 }));
  server.use(serveBotCheck(5, 6).handler, enquiries.handler);
  const { user, toasts } = renderContact();

  await fillIn(user, { name: 'Ann Lee', email: 'ann@example.com', message: 'Hello' });
  await user.click(submitButton());

  await waitFor(() => expect(toasts.error).toEqual([UNKNOWN_ERROR]));
  expect(field('Name')).toHaveValue('Ann Lee');
  expect(field('Email')).toHaveValue('ann@example.com');
  expect(field('Message')).toHaveValue('Hello');
  expect(screen.queryByRole('status', { name: 'Your message has been sent' })).not.toBeInTheDocument();
  await waitFor(() => expect(submitButton()).toBeEnabled());
});

test('a second message after a refused one carries a fresh token', async () => {
  let refuse = true;
  const enquiries = recordPost('/enquiries', () =>
    refuse ? HttpResponse.text('down', { status: 500 }) : thanked(),
  );
  server.use(serveBotCheck(5, 6).handler, enquiries.handler);
  const { user, toasts } = renderContact();

  await fillIn(user, { name: 'Ann Lee', email: 'ann@example.com', message: 'Hello' });
  await user.click(submitButton());
  await waitFor(() => expect(toasts.error).toHaveLength(1));
  refuse = false;
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await user.click(submitButton());

  expect(await screen.findByRole('status', { name: 'Your message has been sent' })).toBeInTheDocument();
  const tokens = enquiries.calls.map((call) => parseBotCheckToken((call.body as { token: string }).token));
  expect(tokens.map((token) => token?.number)).toEqual([5, 6]);
});

test('the form, its messages and the thank-you are Japanese in a Japanese interface', async () => {
  server.use(serveBotCheck(8).handler, recordPost('/enquiries', thanked).handler);
  const { user, toasts } = renderContact('ja');

  expect(document.title).toBe('お問い合わせ | 広告主ポータル');
  await user.type(field('お名前'), 'a');
  await user.clear(field('お名前'));
  expect(screen.getByText('お名前を入力してください')).toBeInTheDocument();

  await user.type(field('お名前'), '山田花子');
  await user.type(field('メールアドレス'), 'hanako@example.jp');
  await user.type(field('お問い合わせ内容'), 'こんにちは');
  await user.click(screen.getByRole('button', { name: '送信' }));

  expect(await screen.findByRole('status', { name: 'メッセージを送信しました' })).toBeInTheDocument();
  expect(toasts.success).toEqual([
    'お問い合わせいただきありがとうございます。担当者より追ってご連絡いたします。',
  ]);
});

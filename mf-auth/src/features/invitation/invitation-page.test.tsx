import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { InvitationPreview, Language } from 'shared-contracts';
import { parseBotCheckToken } from 'shared-contracts/api';
import { anAdvertiser } from 'shared-contracts/testing';
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
import { InvitationPage } from './invitation-page';

listenForApiCalls();
provideWebCrypto();

const SECRET_NUMBER = 123;
const STRONG = 'Str0ng!pass';
const TOKEN = 'inv-tok';

function aPreview(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    email: 'bob@example.com',
    role: 'manager',
    accountName: 'Acme Gallery',
    invitedBy: 'Ann Lee',
    language: 'en',
    expiresAt: '2026-12-10T12:00:00.000Z',
    personExists: false,
    ...overrides,
  };
}

function invitationIs(preview: InvitationPreview) {
  const check = recordPost('/invitations/check', () => HttpResponse.json(preview));
  server.use(check.handler);
  return check;
}

type Options = { route?: string; language?: Language; advertiser?: ReturnType<typeof anAdvertiser> | null };

function renderInvitation({ route = `/invitation?token=${TOKEN}`, ...options }: Options = {}) {
  return renderPage(<InvitationPage />, { path: '/invitation', route, ...options });
}

/** A paragraph by its whole text, which may run across elements (the role is in bold). */
function paragraph(text: string) {
  return screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);
}

const bob = anAdvertiser({ id: 31, personId: 8, email: 'bob@example.com', role: 'manager' });

test('while the link is checked the page shows its heading and a named spinner, then who invites, the role and what it can do', async () => {
  const check = invitationIs(aPreview());
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  renderInvitation();

  expect(screen.getByRole('heading', { level: 1, name: 'You’re invited' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Checking your invitation' })).toBeInTheDocument();

  await screen.findByRole('button', { name: 'Accept invitation' });
  expect(paragraph('Ann Lee invited you to join Acme Gallery as Manager.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Managers apply for and manage ads, see their results, pay for the ads they applied for and read receipts.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'You’re invited' })).toHaveFocus();
  expect(check.calls[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  expect(document.title).toBe('Invitation | Advertiser portal');
});

test('a new person accepts with a name, a password, the interface language, the time zone and a solved bot check, and lands signed in on the dashboard', async () => {
  invitationIs(aPreview());
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  const accept = recordPost('/invitations/accept', () => HttpResponse.json(bob, { status: 201 }));
  server.use(accept.handler);
  const view = renderInvitation();

  const submit = await screen.findByRole('button', { name: 'Accept invitation' });
  expect(screen.getByText(/The invitation is for bob@example.com\./)).toBeInTheDocument();
  expect(submit).toBeDisabled();
  await view.user.type(screen.getByLabelText('Your name'), '  Bob Ito ');
  await view.user.type(screen.getByLabelText('Password'), 'short');
  expect(submit).toBeDisabled();
  await view.user.clear(screen.getByLabelText('Password'));
  await view.user.type(screen.getByLabelText('Password'), STRONG);
  expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
  await view.user.click(submit);

  expect(await findLocation('/dashboard')).toBeInTheDocument();
  expect(view.storedAdvertiser()).toEqual(bob);
  expect(view.toasts.success).toEqual(['You have joined Acme Gallery']);
  const call = accept.calls[0];
  expect(call?.authorization).toBe(`Bearer ${TOKEN}`);
  const body = call?.body as { recaptchaToken: string };
  expect(body).toEqual({
    name: 'Bob Ito',
    password: STRONG,
    language: 'en',
    recaptchaToken: expect.any(String),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  expect(parseBotCheckToken(body.recaptchaToken)).toMatchObject({ number: SECRET_NUMBER });
  await expect(tokenVerifies(body.recaptchaToken)).resolves.toBe(true);
});

test('an address that already signs in here is refused readably above the fields, focused, with Sign in below', async () => {
  invitationIs(aPreview());
  const challenges = serveBotCheck(SECRET_NUMBER);
  server.use(challenges.handler);
  server.use(
    recordPost('/invitations/accept', () =>
      errorResponse(409, 'EMAIL_TAKEN', {
        en: 'This email address is already registered.',
        ja: 'このメールアドレスはすでに登録されています。',
      }),
    ).handler,
  );
  const view = renderInvitation();

  await view.user.type(await screen.findByLabelText('Your name'), 'Bob');
  await view.user.type(screen.getByLabelText('Password'), STRONG);
  await view.user.click(screen.getByRole('button', { name: 'Accept invitation' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This email address is already registered.');
  expect(alert).toHaveFocus();
  expect(screen.getByLabelText('Your name')).toHaveValue('Bob');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/signin?redirect=%2Finvitation%3Ftoken%3Dinv-tok',
  );
  expect(view.storedAdvertiser()).toBeNull();
  // A new bot-check token is prepared for the next attempt.
  await waitFor(() => expect(challenges.calls.length).toBe(2));
});

test('a name left empty says so on the field', async () => {
  invitationIs(aPreview());
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  const view = renderInvitation();

  const name = await screen.findByLabelText('Your name');
  await view.user.type(name, ' ');
  await view.user.tab();

  expect(name).toHaveAccessibleDescription('Please enter your name');
  expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeDisabled();
});

test('a person who already signs in here is asked to sign in, and sign-in leads back to this invitation', async () => {
  invitationIs(aPreview({ personExists: true }));
  renderInvitation();

  expect(await screen.findByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
    'href',
    '/signin?redirect=%2Finvitation%3Ftoken%3Dinv-tok',
  );
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
});

test('a signed-in person joins: the session’s account becomes the joined one and the dashboard opens', async () => {
  invitationIs(aPreview({ personExists: true }));
  const joined = anAdvertiser({ id: 44, personId: 8, email: 'bob@example.com', role: 'manager' });
  const join = recordPost('/invitations/join', () => HttpResponse.json(joined));
  server.use(join.handler);
  const view = renderInvitation({ advertiser: bob });

  expect(await screen.findByText('You are signed in as bob@example.com.')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Accept invitation' }));

  expect(await findLocation('/dashboard')).toBeInTheDocument();
  expect(join.calls).toHaveLength(1);
  expect(join.calls[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  expect(view.storedAdvertiser()).toEqual(joined);
  expect(view.toasts.success).toEqual(['You have joined Acme Gallery']);
});

test('an invitation for another address shows the server’s words and offers to sign out, back to the invitation', async () => {
  invitationIs(aPreview({ email: 'carol@example.com' }));
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  server.use(
    recordPost('/invitations/join', () =>
      errorResponse(403, 'FORBIDDEN', {
        en: 'This invitation was sent to another email address. Please sign in with that address to accept it.',
        ja: 'この招待は別のメールアドレス宛てに送られています。そのメールアドレスでログインしてから承諾してください。',
      }),
    ).handler,
  );
  const view = renderInvitation({ advertiser: bob, language: 'ja' });

  await view.user.click(await screen.findByRole('button', { name: '招待を承諾する' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'この招待は別のメールアドレス宛てに送られています。そのメールアドレスでログインしてから承諾してください。',
  );
  expect(alert).toHaveFocus();
  expect(view.toasts.error).toEqual([]);
  await view.user.click(screen.getByRole('button', { name: 'ログアウト' }));

  await waitFor(() => expect(view.storedAdvertiser()).toBeNull());
  expect(view.services.navigations).toEqual([{ to: '/invitation?token=inv-tok', replace: false }]);
  // Signed out, the same invitation is offered to its new person.
  expect(await screen.findByLabelText('お名前')).toBeInTheDocument();
});

test.each([
  ['TOKEN_EXPIRED', 401, 'This invitation has expired', /work for 7 days/],
  ['TOKEN_USED', 400, 'This invitation has already been accepted', /works once/],
  ['TOKEN_INVALID', 403, 'This invitation is no longer valid', /withdrawn/],
] as const)(
  'a link answered %s says so, focused, with Sign in and Go to home',
  async (code, status, heading, body) => {
    server.use(
      recordPost('/invitations/check', () => errorResponse(status, code, { en: 'x', ja: 'x' })).handler,
    );
    const view = renderInvitation();

    const title = await screen.findByRole('heading', { level: 1, name: heading });
    expect(title).toHaveFocus();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(view.toasts.error).toEqual([]);
  },
);

test('a link that has expired, in Japanese, for a signed-in person offers the dashboard', async () => {
  server.use(
    recordPost('/invitations/check', () => errorResponse(401, 'TOKEN_EXPIRED', { en: 'x', ja: 'x' })).handler,
  );
  renderInvitation({ language: 'ja', advertiser: bob });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'この招待は有効期限が切れています' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ダッシュボードへ' })).toHaveAttribute('href', '/dashboard');
});

test('a link used meanwhile, when joining, shows the used page without a toast', async () => {
  invitationIs(aPreview({ personExists: true }));
  server.use(
    recordPost('/invitations/join', () =>
      errorResponse(400, 'TOKEN_USED', { en: 'This token has already been used.', ja: 'x' }),
    ).handler,
  );
  const view = renderInvitation({ advertiser: bob });

  await view.user.click(await screen.findByRole('button', { name: 'Accept invitation' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'This invitation has already been accepted' }),
  ).toHaveFocus();
  expect(view.toasts.error).toEqual([]);
  expect(view.storedAdvertiser()).toEqual(bob);
});

test('a link without its token says it is incomplete', () => {
  renderInvitation({ route: '/invitation' });

  expect(
    screen.getByRole('heading', { level: 1, name: 'This invitation link is incomplete' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
});

test('a check that could not be made offers to try again', async () => {
  let calls = 0;
  server.use(
    recordPost('/invitations/check', () =>
      ++calls === 1
        ? HttpResponse.text('down', { status: 503 })
        : HttpResponse.json(aPreview({ personExists: true })),
    ).handler,
  );
  const view = renderInvitation();

  await view.user.click(await screen.findByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('link', { name: 'Sign in to accept' })).toBeInTheDocument();
});

test('in Japanese the viewer role is 閲覧のみ, with the form’s labels and button', async () => {
  invitationIs(aPreview({ role: 'viewer', invitedBy: null, accountName: null }));
  server.use(serveBotCheck(SECRET_NUMBER).handler);
  renderInvitation({ language: 'ja' });

  expect(await screen.findByLabelText('お名前')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'アカウントへのご招待' })).toBeInTheDocument();
  expect(screen.getByText('閲覧のみ')).toBeInTheDocument();
  expect(paragraph('アカウントに閲覧のみとして招待されています。')).toBeInTheDocument();
  expect(screen.queryByText(/閲覧者/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('パスワード')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '招待を承諾する' })).toBeDisabled();
  expect(document.title).toBe('招待 | 広告主ポータル');
});

import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Advertiser } from 'shared-contracts';
import {
  errorResponse,
  findLocation,
  listenForApiCalls,
  okMessage,
  recordPost,
  server,
} from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { OnboardingPage } from './onboarding-page';

listenForApiCalls();

const ann: Advertiser = {
  id: 42,
  name: null,
  email: 'ann@example.com',
  language: 'en',
  country: null,
  region: null,
  personId: 1,
  role: 'owner',
  accounts: [],
};
const LINK = '/signup/onboarding?id=42&token=tok-123&account_id=acc-9';

function renderOnboarding(url = LINK) {
  return renderPage(<OnboardingPage />, { path: '/signup/onboarding', route: url });
}

function notConfirmedYet() {
  const check = recordPost('/advertisers/check-email-id', () => HttpResponse.json({ confirmed: false }));
  server.use(check.handler);
  return check;
}

test('without a token the page says the link is incomplete, offers the way back to sign-up and sends nothing', async () => {
  renderOnboarding('/signup/onboarding?id=42&account_id=acc-9');

  expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Confirming your email' })).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign-up' })).toHaveAttribute('href', '/signup');
});

test('the incomplete-link page is Japanese in a Japanese interface', () => {
  renderPage(<OnboardingPage />, { path: '/signup/onboarding', route: '/signup/onboarding', language: 'ja' });

  expect(screen.getByRole('heading', { name: 'リンクが不完全です' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '新規登録に戻る' })).toHaveAttribute('href', '/signup');
});

test('a fresh link checks the email id, confirms the token, signs the advertiser in and shows the success dialog', async () => {
  const check = notConfirmedYet();
  const confirm = recordPost('/advertisers/email-confirm', () => HttpResponse.json(ann));
  server.use(confirm.handler);
  const view = renderOnboarding();

  // The page shows its heading while it confirms, the same for every link (decision 0086).
  expect(screen.getByRole('heading', { level: 1, name: 'Confirming your email' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', { name: 'Sign-up complete' });
  expect(within(dialog).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(check.calls[0]?.body).toEqual({ userId: 42, accountId: 'acc-9' });
  expect(confirm.calls).toHaveLength(1);
  expect(confirm.calls[0]?.authorization).toBe('Bearer tok-123');
  expect(view.storedAdvertiser()).toEqual(ann);
});

test.each([
  [
    'a used token',
    () => errorResponse(400, 'TOKEN_USED', { en: 'This token has already been used.', ja: 'x' }),
  ],
  ['a 403', () => errorResponse(403, 'FORBIDDEN', { en: 'You are not allowed to do this.', ja: 'x' })],
])('%s leads to the verified page', async (_, reply) => {
  notConfirmedYet();
  server.use(recordPost('/advertisers/email-confirm', reply).handler);
  const view = renderOnboarding();

  expect(await findLocation('/signup/onboarding/verified')).toBeInTheDocument();
  expect(view.storedAdvertiser()).toBeNull();
});

test('an altered or unknown token says the link is not valid, not that it was used, and sends a new one', async () => {
  notConfirmedYet();
  server.use(
    recordPost('/advertisers/email-confirm', () =>
      errorResponse(403, 'TOKEN_INVALID', { en: 'This link is not valid.', ja: 'このリンクは無効です。' }),
    ).handler,
  );
  const resend = recordPost('/advertisers/resend-email', okMessage);
  server.use(resend.handler);
  const view = renderOnboarding();

  expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  expect(screen.queryByText(/already/i)).not.toBeInTheDocument();
  expect(view.storedAdvertiser()).toBeNull();
  await view.user.click(screen.getByRole('button', { name: 'Send a new link' }));

  expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(resend.calls[0]?.body).toEqual({ userId: 42, accountId: 'acc-9' });
});

test('an expired token (401) leads to the expired page with id and account_id', async () => {
  notConfirmedYet();
  server.use(
    recordPost('/advertisers/email-confirm', () =>
      errorResponse(401, 'TOKEN_EXPIRED', { en: 'This link has expired.', ja: 'x' }),
    ).handler,
  );
  renderOnboarding();

  expect(await findLocation('/signup/onboarding/expired?id=42&account_id=acc-9')).toBeInTheDocument();
});

test('an email that is already confirmed goes to the verified page without using the token', async () => {
  server.use(recordPost('/advertisers/check-email-id', () => HttpResponse.json({ confirmed: true })).handler);
  const confirm = recordPost('/advertisers/email-confirm', () => HttpResponse.json(ann));
  server.use(confirm.handler);
  renderOnboarding();

  expect(await findLocation('/signup/onboarding/verified')).toBeInTheDocument();
  expect(confirm.calls).toHaveLength(0);
});

test('any other failure says something went wrong', async () => {
  notConfirmedYet();
  server.use(
    recordPost('/advertisers/email-confirm', () => HttpResponse.text('down', { status: 500 })).handler,
  );
  renderOnboarding();

  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
});

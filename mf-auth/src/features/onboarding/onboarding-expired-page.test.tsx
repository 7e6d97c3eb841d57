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
import { OnboardingExpiredPage } from './onboarding-expired-page';

listenForApiCalls();

function renderExpired(
  url = '/signup/onboarding/expired?id=42&account_id=acc-9',
  language: 'en' | 'ja' = 'en',
) {
  return renderPage(<OnboardingExpiredPage />, { path: '/signup/onboarding/expired', route: url, language });
}

test.each([
  '/signup/onboarding/expired',
  '/signup/onboarding/expired?id=42',
  '/signup/onboarding/expired?account_id=a',
])('%s without id or account_id goes to the not-found page', async (url) => {
  renderExpired(url);

  expect(await findLocation('/404')).toBeInTheDocument();
});

test('resending mails a new link for the advertiser and shows the sign-up success message', async () => {
  const resend = recordPost('/advertisers/resend-email', okMessage);
  server.use(resend.handler);
  const { user } = renderExpired();
  expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Resend verification link' }));

  expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(resend.calls[0]?.body).toEqual({ userId: 42, accountId: 'acc-9' });
});

test('an email that is already confirmed goes to the verified page', async () => {
  server.use(
    recordPost('/advertisers/resend-email', () =>
      errorResponse(400, 'ALREADY_CONFIRMED', { en: 'You have already confirmed your email.', ja: 'x' }),
    ).handler,
  );
  const { user } = renderExpired();

  await user.click(screen.getByRole('button', { name: 'Resend verification link' }));

  expect(await findLocation('/signup/onboarding/verified')).toBeInTheDocument();
});

test('any other resend failure asks to try again, in Japanese too', async () => {
  server.use(
    recordPost('/advertisers/resend-email', () => HttpResponse.text('down', { status: 500 })).handler,
  );
  const view = renderExpired(undefined, 'ja');

  await view.user.click(screen.getByRole('button', { name: '確認用リンクを再送する' }));

  await waitFor(() => expect(view.toasts.error).toEqual(['問題が発生しました。もう一度お試しください。']));
});

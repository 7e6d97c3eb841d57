import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { OnboardingVerifiedPage } from './onboarding-verified-page';

test('the verified page says the link was used and offers Sign in', () => {
  renderPage(<OnboardingVerifiedPage />, { path: '/signup/onboarding/verified' });

  expect(screen.getByRole('heading', { name: 'This link has already been used' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  expect(document.title).toBe('Link already used | Advertiser portal');
});

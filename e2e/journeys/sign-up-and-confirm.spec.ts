import { expect, test } from '@playwright/test';
import {
  API_KEY,
  BASE_URL,
  REMOTE_ORIGINS,
  dismissConsent,
  linkTo,
  signUpAndConfirm,
  uniqueEmail,
  waitForMail,
} from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

test('a visitor signs up, confirms the email from the mail, and reaches every dashboard remote', async ({
  page,
  request,
}) => {
  // Every script the page asks for from the start: the shell may preload a linked remote before its link is
  // clicked (decision 0047), and a file already in the browser's memory cache is not asked for again.
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(r.url()));
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await main.getByLabel('Password', { exact: true }).fill('Gallery#2026');
  await main.getByRole('button', { name: 'Sign up' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for signing up' })).toBeVisible({
    timeout: 20_000,
  });

  // The address was trimmed and lowercased: the mail goes to the clean address.
  const mail = await waitForMail(request, email);
  // A link whose token was altered is not "already used": it is not valid, and a new one can be sent.
  const altered = new URL(linkTo(mail, '/signup/onboarding'));
  altered.searchParams.set('token', `${altered.searchParams.get('token') ?? ''}x`);
  await page.goto(altered.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  await page.goto(linkTo(mail, '/signup/onboarding'));
  const dialog = page.getByRole('dialog', { name: 'Sign-up complete' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Go to dashboard' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: /apply for an ad/i })).toBeVisible();

  await page.goto('/dashboard/account');
  // The profile shows the address, and so does the Members section, where the new owner is the only member.
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members' })).toContainText(email);

  await page.goto('/dashboard/ads/application');
  await expect(page.getByLabel(/ad title/i)).toBeVisible();

  for (const origin of [REMOTE_ORIGINS.mf_dashboard, REMOTE_ORIGINS.mf_account, REMOTE_ORIGINS.mf_ads])
    expect(scripts.some((u) => u.startsWith(`${origin}/`))).toBe(true);

  // The same link a second time: already used.
  await page.goto(linkTo(mail, '/signup/onboarding'));
  await expect(page).toHaveURL(/\/signup\/onboarding\/verified/);
});

test('a used password-reset link explains itself and offers a new one, instead of the form', async ({
  page,
  request,
}) => {
  const email = await signUpAndConfirm(page, request, 'reset-used');
  const forgot = await request.post(`${BASE_URL}/api/advertisers/forgot-password`, {
    headers: { 'x-api-key': API_KEY },
    data: { email },
  });
  expect(forgot.ok()).toBe(true);
  const link = linkTo(await waitForMail(request, email, /password/i), '/reset-password');
  // Signed out, as someone opening the mail elsewhere; the cookie choice is made again, as that visitor would.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await dismissConsent(page.context());

  await page.goto(link);
  const main = page.getByRole('main');
  await main.getByLabel('New password', { exact: true }).fill('Gallery#2027');
  await main.getByLabel('Confirm new password', { exact: true }).fill('Gallery#2027');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link can no longer be used' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByRole('link', { name: 'Send a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a wrong password gets a readable error and the visitor stays on sign-in', async ({ page }) => {
  await page.goto('/signin');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(uniqueEmail('nobody'));
  await main.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
  await main.getByRole('button', { name: 'Sign in' }).click();
  // Above the fields, where it happened, with the focus on it.
  const alert = main.getByRole('alert');
  await expect(alert).toHaveText(/incorrect/i);
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/signin$/);
});

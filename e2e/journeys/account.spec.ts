import { expect, test } from '@playwright/test';
import { dismissConsent, linkTo, signUpAndConfirm, uniqueEmail, waitForMail } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

test('an advertiser adds a name, changes the email through the mailed link, and closes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await signUpAndConfirm(page, request, 'account');
  await page.goto('/dashboard/account');
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Add name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Add your name' });
  await nameDialog.getByLabel('Name').fill('Haruto Mori');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog).toBeHidden();
  await expect(main.getByRole('definition').getByText('Haruto Mori')).toBeVisible();

  const newEmail = uniqueEmail('moved');
  await main.getByRole('button', { name: 'Change email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Change your email' });
  await emailDialog.getByLabel('New email').fill(newEmail);
  await emailDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`A verification link has been sent to ${newEmail}`)).toBeVisible();
  const mail = await waitForMail(request, newEmail);
  await page.goto(linkTo(mail, '/new-email-confirmation'));
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await page.goto('/dashboard/account');
  await expect(main.getByRole('definition').getByText(newEmail)).toBeVisible();
  await expect(main.getByRole('definition').getByText(email)).toHaveCount(0);

  await main.getByRole('button', { name: 'Close account' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close your account?' });
  await closeDialog.getByRole('button', { name: 'Close account' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
  await expect(
    page.getByText('Your account has been closed and you have been signed out.', { exact: false }),
  ).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin/);
});

test('signing in from a dashboard link returns the advertiser to that page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await signUpAndConfirm(page, request, 'return');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL('http://localhost:3000/');

  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2Faccount$/);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('Gallery#2026');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(main.getByRole('definition').getByText(email)).toBeVisible();
});

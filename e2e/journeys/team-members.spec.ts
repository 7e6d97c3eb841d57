/** An account with members: its owner, in English, invites a billing member and a viewer whose mails are in
 *  Japanese; each accepts through the mailed link in their own browser, sees only what the role allows, and the
 *  billing member pays for the ad the owner applied for. The owner then sees who did what. And a person who already
 *  has an account of their own joins another as themselves, then switches between the two from the account menu:
 *  each shows only its own ads, in every tab. */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { writeFixtureFiles } from '../fixtures/banner';
import {
  BASE_URL,
  chooseLanguage,
  dismissConsent,
  linkTo,
  signUpAndConfirm,
  uniqueEmail,
  waitForMail,
  type OutboxMail,
} from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

const TITLE = 'Team banner';

/** Applies for an ad and leaves the checkout without paying: the ad waits as Failed Payment. */
async function applyWithoutPaying(page: Page): Promise<void> {
  const files = writeFixtureFiles();
  await page.goto('/dashboard/ads/application');
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Aiko Tanaka');
  await main.getByLabel('Ad image').setInputFiles(files.banner);
  await expect(main.getByRole('img', { name: 'Preview of your ad image' })).toBeVisible();
  await main.getByLabel('Ad title').fill(TITLE);
  await main.getByLabel('Ad link URL').fill('https://gallery.example/team');
  await main.getByLabel('Country').selectOption('JP');
  await main.getByRole('button', { name: 'Submit and go to payment' }).click();
  await expect(page).toHaveURL(/\/api\/checkout\/test\//);
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(page.getByRole('row', { name: new RegExp(TITLE) }).getByText('Failed Payment')).toBeVisible();
}

/** The owner's Invite member dialog, with the invitation mailed in `language`. */
async function invite(page: Page, email: string, role: RegExp, language: 'en' | 'ja' = 'ja'): Promise<void> {
  const members = page.getByRole('region', { name: 'Members' });
  await members.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog.getByRole('radio', { name: role }).check();
  await dialog.getByRole('combobox', { name: 'Language of the invitation email' }).selectOption(language);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(email);
}

/** A person new to the portal opens the mailed link in their own Japanese browser and accepts with a name and a
 *  password; the page ends on their dashboard. */
async function acceptAsNewPerson(
  browser: Browser,
  mail: OutboxMail,
  name: string,
  role: string,
): Promise<Page> {
  const context = await browser.newContext();
  await dismissConsent(context);
  const page = await context.newPage();
  await chooseLanguage(page, 'ja');
  await page.goto(linkTo(mail, '/invitation'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'アカウントへのご招待' })).toBeVisible();
  await expect(main).toContainText(`${role}として招待されています`);
  await main.getByLabel('お名前').fill(name);
  await main.getByLabel('パスワード', { exact: true }).fill('Gallery#2026');
  await main.getByRole('button', { name: '招待を承諾する' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  return page;
}

test('an owner invites a billing member and a viewer in Japanese; each accepts, sees only what the role allows, and billing pays for the owner’s ad', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signUpAndConfirm(page, request, 'team-owner');
  await applyWithoutPaying(page);

  // The owner invites, in English, two people whose mails are in Japanese.
  const billingEmail = uniqueEmail('team-billing');
  const viewerEmail = uniqueEmail('team-viewer');
  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await invite(page, billingEmail, /^Billing/);
  await invite(page, viewerEmail, /^Viewer/);
  const billingMail = await waitForMail(request, billingEmail, /アカウントへのご招待/);
  const viewerMail = await waitForMail(request, viewerEmail, /アカウントへのご招待/);
  expect(billingMail.text).toContain('請求担当');
  expect(viewerMail.text).toContain('閲覧のみ');

  // The billing member: Billing in the menu, no Apply, the owner's ad with Retry payment but no Delete, no results.
  const billing = await acceptAsNewPerson(browser, billingMail, 'Hana Suzuki', '請求担当');
  await expect(billing.getByRole('link', { name: 'お支払い' }).first()).toBeVisible();
  const billingRow = billing.getByRole('row', { name: new RegExp(TITLE) });
  await expect(billingRow.getByText('お支払い未完了')).toBeVisible();
  await expect(billing.getByRole('link', { name: '広告を申し込む' })).toHaveCount(0);
  await billingRow.getByRole('link', { name: /詳細を見る/ }).click();
  await expect(billing.getByRole('button', { name: 'お支払いを再試行' })).toBeVisible();
  await expect(billing.getByRole('button', { name: '削除' })).toHaveCount(0);
  await billing.getByRole('button', { name: 'お支払いを再試行' }).click();
  await expect(billing).toHaveURL(/\/api\/checkout\/test\//);
  await billing.getByRole('button', { name: /^支払う/ }).click();
  await expect(billing).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(billing.getByRole('row', { name: new RegExp(TITLE) }).getByText('審査中')).toBeVisible();
  // The receipt goes to the billing member and to the owner, in the ad's language like every mail about the ad.
  await waitForMail(request, billingEmail, /^Receipt \d{4}-\d{6}\b/);
  await waitForMail(request, owner, /^Receipt \d{4}-\d{6}\b/);
  // Members are the owner's: the billing member's account page has no Members section.
  await billing.goto('/dashboard/account');
  await expect(billing.getByRole('button', { name: 'アカウントから退出' })).toBeVisible();
  await expect(billing.getByRole('heading', { name: 'メンバー' })).toHaveCount(0);

  // The viewer reads the ad and the billing history, and can change nothing.
  const viewer = await acceptAsNewPerson(browser, viewerMail, 'Ken Sato', '閲覧のみ');
  const viewerRow = viewer.getByRole('row', { name: new RegExp(TITLE) });
  await expect(viewerRow.getByText('審査中')).toBeVisible();
  await expect(viewer.getByRole('link', { name: '広告を申し込む' })).toHaveCount(0);
  await viewerRow.getByRole('link', { name: /詳細を見る/ }).click();
  await expect(viewer.getByRole('heading', { name: '広告の詳細' })).toBeVisible();
  await expect(viewer.getByRole('main')).toContainText(TITLE);
  await viewer.goto('/dashboard/ads/application');
  await expect(viewer.getByRole('heading', { name: 'ご利用のロールではご利用いただけません' })).toBeVisible();
  await viewer.goto('/dashboard/billing');
  await expect(viewer.getByRole('row', { name: new RegExp(TITLE) })).toBeVisible();
  await viewer.goto('/dashboard/account');
  await expect(viewer.getByRole('heading', { name: 'メンバー' })).toHaveCount(0);

  // The owner sees both members, and who joined and who paid.
  await page.reload();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members).toContainText(billingEmail);
  await expect(members).toContainText(viewerEmail);
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity).toContainText('Hana Suzuki joined the account as Billing');
  await expect(activity).toContainText('Ken Sato joined the account as Viewer');
  await expect(activity).toContainText(`Hana Suzuki paid for “${TITLE}”`);
});

/** Adds a name on the account page; an account without a company is named by its first owner. */
async function addName(page: Page, name: string): Promise<void> {
  await page.goto('/dashboard/account');
  await page.getByRole('main').getByRole('button', { name: 'Add name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add your name' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a person with an account of their own joins another as themselves and switches between the two by keyboard; each shows only its own ads, in every tab', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  // The owner's application gives their name, which names the account.
  await signUpAndConfirm(page, request, 'switch-owner');
  await applyWithoutPaying(page);

  // Someone with an account of their own, and no ads in it.
  const context = await browser.newContext();
  await dismissConsent(context);
  const member = await context.newPage();
  const memberEmail = await signUpAndConfirm(member, request, 'switch-member');
  await addName(member, 'Sam Ono');
  await member.goto('/dashboard');
  await expect(member.getByRole('heading', { name: 'You have no ads yet' })).toBeVisible();
  const sidebar = member.getByRole('navigation', { name: 'Account menu' });
  await expect(sidebar.getByRole('button', { name: 'Switch account' })).toHaveCount(0);

  // Invited as a manager, they open the link signed in and join as themselves: the session moves to that account.
  await page.goto('/dashboard/account');
  await invite(page, memberEmail, /^Manager/, 'en');
  const mail = await waitForMail(request, memberEmail, /^You are invited to an account/);
  await member.goto(linkTo(mail, '/invitation'));
  await expect(member.getByRole('main')).toContainText(`You are signed in as ${memberEmail}.`);
  await member.getByRole('main').getByRole('button', { name: 'Accept invitation' }).click();
  await expect(member).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(member.getByRole('row', { name: new RegExp(TITLE) })).toBeVisible();

  // A second tab on the same account.
  const otherTab = await context.newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab.getByRole('row', { name: new RegExp(TITLE) })).toBeVisible();

  // The account menu names the person and the account, and lists both accounts with the role in each.
  await expect(sidebar).toContainText('Sam Ono');
  await expect(sidebar).toContainText('Aiko Tanaka');
  const switcher = sidebar.getByRole('button', { name: 'Switch account' });
  await switcher.focus();
  await member.keyboard.press('Enter');
  const menu = sidebar.getByRole('menu', { name: 'Switch account' });
  await expect(menu.getByRole('menuitemradio', { name: 'Aiko Tanaka, Manager' })).toBeChecked();
  await expect(menu.getByRole('menuitemradio', { name: 'Aiko Tanaka, Manager' })).toBeFocused();
  await member.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Sam Ono, Owner' })).toBeFocused();
  await member.keyboard.press('Enter');

  // Their own account: its empty dashboard, and never the other account's ad, in this tab or the other.
  await expect(member.getByText('Now working in Sam Ono')).toBeVisible();
  await expect(member).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(member.getByRole('heading', { name: 'You have no ads yet' })).toBeVisible();
  await expect(member.getByRole('row', { name: new RegExp(TITLE) })).toHaveCount(0);
  await expect(otherTab.getByRole('row', { name: new RegExp(TITLE) })).toHaveCount(0);
  await otherTab.reload();
  await expect(otherTab.getByRole('heading', { name: 'You have no ads yet' })).toBeVisible();

  // And back, by pointer this time: the owner's ad again.
  await sidebar.getByRole('button', { name: 'Switch account' }).click();
  await menu.getByRole('menuitemradio', { name: 'Aiko Tanaka, Manager' }).click();
  await expect(member.getByText('Now working in Aiko Tanaka')).toBeVisible();
  await expect(member.getByRole('row', { name: new RegExp(TITLE) })).toBeVisible();
  await context.close();
});

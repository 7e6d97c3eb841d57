import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { dismissConsent, linkTo, uniqueEmail, waitForMail } from '../fixtures/portal';

// Decision 0049: the one-bundle peer (the same sources without Module Federation) is a working app against the real
// API, not only a byte count: it is built here (a few seconds), served on :3010 and visited like the portal.
const ROOT = path.resolve(__dirname, '../..');
const PEER = 'http://localhost:3010';
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  execFileSync(process.execPath, [path.join(ROOT, 'tooling/peer-build.mjs')], { cwd: ROOT, stdio: 'ignore' });
  server = spawn(
    process.execPath,
    [path.join(ROOT, 'tooling/serve.mjs'), 'peer/dist', '3010', '--spa', '--api', 'http://localhost:4000'],
    { cwd: ROOT, stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(`${PEER}/`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the peer did not answer on ${PEER}`);
});

test.afterAll(() => {
  server?.kill();
});

test.beforeEach(async ({ context }) => dismissConsent(context));

test('the one-bundle peer shows home, sign-in and sign-up, signs up and opens the dashboard, with no remote loaded', async ({
  page,
  request,
}) => {
  const federated: string[] = [];
  const errors: string[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.origin !== PEER || /remotes\.json|mf-manifest|remoteEntry/.test(url.pathname))
      federated.push(req.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  for (const [pathname, name] of [
    ['/', /Show your brand/],
    ['/signin', 'Sign in'],
    ['/signup', 'Create your account'],
  ] as const) {
    await page.goto(`${PEER}${pathname}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  const email = uniqueEmail('peer');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('Gallery#2026');
  await main.getByRole('button', { name: 'Sign up' }).click();
  const link = new URL(linkTo(await waitForMail(request, email), '/signup/onboarding'));
  await page.goto(`${PEER}${link.pathname}${link.search}`);
  await page.getByRole('dialog').getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(`${PEER}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ad dashboard' })).toBeVisible();

  await page.goto(`${PEER}/dashboard/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  expect(federated).toEqual([]);
  expect(errors).toEqual([]);
});

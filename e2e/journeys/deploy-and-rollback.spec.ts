import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  deployedRemotes,
  deployedVersion,
  hashTree,
  pnpm,
  releasedVersion,
  ROOT,
  snapshot,
} from '../fixtures/delivery';
import { dismissConsent } from '../fixtures/portal';

// A team ships one remote into the running portal (decision 0037): each step is the command the README gives.
test.beforeEach(async ({ context }) => dismissConsent(context));

const PUBLIC_DIR = path.join(ROOT, 'mf-public');
const CATALOGUE = path.join(PUBLIC_DIR, 'src/locales/en/messages.po');
const HERO_TITLE = 'Show your brand where art lovers gather';
const NEW_HERO_TITLE = 'Your banner, where art lovers meet';

test('a new release of mf-public is deployed and rolled back without the shell’s files changing', async ({
  page,
}) => {
  test.setTimeout(360_000); // `pnpm release` builds the remote for production
  const shellBefore = hashTree(path.join(ROOT, 'shell/dist'));
  // The journey edits the English catalogue and rebuilds mf-public; all of it is put back afterwards.
  const sources = snapshot([path.join(PUBLIC_DIR, 'src/locales'), path.join(PUBLIC_DIR, 'dist')]);
  let deployed = false;
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();

    const catalogue = fs.readFileSync(CATALOGUE, 'utf8');
    const edited = catalogue.replace(
      /(msgid "public\.home\.hero\.title"\nmsgstr ")[^"]*"/,
      `$1${NEW_HERO_TITLE}"`,
    );
    expect(edited).not.toBe(catalogue);
    fs.writeFileSync(CATALOGUE, edited);

    const version = releasedVersion(await pnpm('release', 'mf-public'));
    expect(fs.existsSync(path.join(ROOT, 'releases/mf-public', version, 'mf-manifest.json'))).toBe(true);
    await pnpm('run', 'deploy', 'mf-public');
    deployed = true;
    expect(deployedVersion('mf_public')).toBe(version);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: NEW_HERO_TITLE })).toBeVisible();
    expect(hashTree(path.join(ROOT, 'shell/dist'))).toEqual(shellBefore);

    await pnpm('rollback', 'mf-public');
    deployed = false;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    expect(hashTree(path.join(ROOT, 'shell/dist'))).toEqual(shellBefore);
  } finally {
    if (deployed) await pnpm('rollback', 'mf-public');
    sources.restore();
  }
});

test('a release built on another contracts major is refused inside the layout while the other remotes work', async ({
  page,
}) => {
  // A build from elsewhere (a CI artifact, here a copy of the deployed release) whose contracts major is the next one.
  const current = deployedVersion('mf_public');
  const artifact = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-public-next-major-'));
  fs.cpSync(path.join(ROOT, 'releases/mf-public', current), artifact, { recursive: true });
  const entryFile = path.join(artifact, 'deploy-entry.json');
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as { contracts: string };
  const nextMajor = `${Number(entry.contracts.split('.')[0]) + 1}.0.0`;
  fs.writeFileSync(entryFile, JSON.stringify({ ...entry, contracts: nextMajor }));

  let deployed = false;
  try {
    const version = releasedVersion(await pnpm('release', 'mf-public', '--from', artifact));
    expect(version).not.toBe(current);
    await pnpm('run', 'deploy', 'mf-public', version);
    deployed = true;
    expect(deployedRemotes().mf_public?.contracts).toBe(nextMajor);

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This part of the portal cannot be shown' }),
    ).toBeVisible();
    await expect(page.getByText(/built for another version of the portal \(mf_public\)/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto('/signin');
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();

    await pnpm('rollback', 'mf-public');
    deployed = false;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  } finally {
    if (deployed) await pnpm('rollback', 'mf-public');
    fs.rmSync(artifact, { recursive: true, force: true });
  }
});

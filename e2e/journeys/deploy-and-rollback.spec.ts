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

    // The deploy rendered its home page before the command ended: the first HTML already shows the new title.
    const served = async () => (await page.request.get('/')).text();
    expect(await served()).toContain(`>${NEW_HERO_TITLE}<`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: NEW_HERO_TITLE })).toBeVisible();
    expect(hashTree(path.join(ROOT, 'shell/dist'))).toEqual(shellBefore);

    // A rollback returns to a deploy whose pictures are kept: nothing is rendered, and the old title shows at once.
    expect(await pnpm('rollback', 'mf-public')).toContain('prerendered before: nothing to render');
    deployed = false;
    expect(await served()).toContain(`>${HERO_TITLE}<`);
    expect(await served()).not.toContain(NEW_HERO_TITLE);
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
  test.setTimeout(240_000); // the deploy renders its public pages before the command ends (decision 0096)
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

/** The next minor of a version: 19.3.1 → 19.4.0. */
function nextMinor(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return `${major}.${Number(minor) + 1}.0`;
}

type ShareScopes = Record<
  string,
  Record<string, Record<string, Record<string, { from: string; loaded?: boolean; lib?: unknown }>>>
>;

test('a release built on newer minors of the shared libraries and of the contracts runs on the shell’s one copy of each', async ({
  page,
}) => {
  test.setTimeout(240_000); // the deploy renders the public pages of mf-public before the command ends (decision 0096)
  // A copy of the deployed release that declares the next minor of every library it shares and of the contracts,
  // as a team that upgraded them would have built it.
  const current = deployedVersion('mf_public');
  const artifact = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-public-next-minor-'));
  fs.cpSync(path.join(ROOT, 'releases/mf-public', current), artifact, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(artifact, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  const sharedVersions = new Map(manifest.shared.map((item) => [item.name, item.version]));
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    let text = fs.readFileSync(path.join(artifact, file), 'utf8');
    for (const version of new Set(sharedVersions.values()))
      text = text
        .replaceAll(`"${version}"`, `"${nextMinor(version)}"`)
        .replaceAll(`^${version}"`, `^${nextMinor(version)}"`);
    fs.writeFileSync(path.join(artifact, file), text);
  }
  const entryFile = path.join(artifact, 'deploy-entry.json');
  const entryText = fs.readFileSync(path.join(artifact, 'remoteEntry.js'), 'utf8');
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as { contracts: string };
  fs.writeFileSync(entryFile, JSON.stringify({ ...entry, contracts: nextMinor(entry.contracts) }));

  let deployed = false;
  try {
    await pnpm(
      'run',
      'deploy',
      'mf-public',
      releasedVersion(await pnpm('release', 'mf-public', '--from', artifact)),
    );
    deployed = true;
    expect(deployedRemotes().mf_public?.contracts).toBe(nextMinor(entry.contracts));

    // The page renders and reacts: with a second React its hooks would throw.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await main.getByRole('button', { expanded: false }).first().click();
    await expect(main.getByRole('button', { expanded: true }).first()).toBeVisible();

    const scopes = await page.evaluate(
      () =>
        JSON.parse(
          JSON.stringify(
            (globalThis as unknown as { __FEDERATION__: { __SHARE__: unknown } }).__FEDERATION__.__SHARE__,
            (key, value: unknown) =>
              key === 'lib' ? value !== undefined : typeof value === 'function' ? null : value,
          ),
        ) as ShareScopes,
    );
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      'styled-components',
      '@lingui/core',
      '@lingui/react',
      'shared-contracts',
      'shared-ui',
    ]) {
      const versions = Object.values(scopes).flatMap((scope) => Object.entries(scope.default?.[name] ?? {}));
      const inUse = versions
        .filter(([, share]) => share.loaded || share.lib)
        .map(([version, share]) => `${version} from ${share.from}`);
      expect(inUse, name).toEqual([`${sharedVersions.get(name)} from shell`]);
      // The remote asked for the newer minor, and took the shell's copy: in production it brings no copy of its own
      // of what the shell provides (decision 0058), so the shell's is the only one on offer.
      expect(entryText, name).toContain(`${nextMinor(sharedVersions.get(name) ?? '')}"`);
      expect(
        versions.map(([version]) => version),
        name,
      ).toEqual([sharedVersions.get(name)]);
    }
  } finally {
    if (deployed) await pnpm('rollback', 'mf-public');
    fs.rmSync(artifact, { recursive: true, force: true });
  }
});

/** Apps built by two releases of @module-federation/enhanced in one page (decisions 0109 and 0124): the portal's own
 *  release (root package.json) and the one before it, installed beside it in e2e/fixtures/enhanced-previous and
 *  chosen for a build with FEDERATION_FROM (tooling/webpack.mjs). An older remote is deployed into the running shell,
 *  and a newer remote into a shell built by the older release; each page is used, then everything is put back. Runs
 *  in the `delivery` project, after the other journeys. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { deployedVersion, pnpm, pnpmWith, releasedVersion, ROOT, snapshot } from '../fixtures/delivery';
import { dismissConsent, REMOTE_ORIGINS } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

const PREVIOUS_INSTALL = 'e2e/fixtures/enhanced-previous';
const BUILT_BY_PREVIOUS = { FEDERATION_FROM: PREVIOUS_INSTALL };
const PUBLIC_DIR = path.join(ROOT, 'mf-public');
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const CATALOGUE = path.join(PUBLIC_DIR, 'src/locales/en/messages.po');
const HERO_TITLE = 'Show your brand where art lovers gather';
const NEW_HERO_TITLE = 'Your banner in front of art lovers';

type PackageFile = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

/** The release of enhanced a package folder depends on, exactly as its package.json pins it. */
function enhancedOf(dir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as PackageFile;
  const version =
    pkg.devDependencies?.['@module-federation/enhanced'] ?? pkg.dependencies?.['@module-federation/enhanced'];
  if (!version) throw new Error(`${dir}/package.json does not depend on @module-federation/enhanced`);
  return version;
}

const CURRENT = enhancedOf('.');
const PREVIOUS = enhancedOf(PREVIOUS_INSTALL);

/** The release of the plugin that made a build, as its mf-manifest.json records it. */
function builtBy(buildDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { pluginVersion: string };
  };
  return manifest.metaData.pluginVersion;
}

/** The page's federation: the runtime core the shell provides and whose release it is, the release of every
 *  federation instance (the shell's and each loaded remote's, all made by that core), and the mf-public entries the
 *  page fetched (each once). */
async function federationIn(page: Page) {
  const { core, instances, entries } = await page.evaluate(() => {
    const global = globalThis as unknown as {
      _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
      __FEDERATION__: { __INSTANCES__: { name: string; version: string }[] };
    };
    return {
      core: global._FEDERATION_RUNTIME_CORE_FROM ?? null,
      instances: global.__FEDERATION__.__INSTANCES__.map(({ name, version }) => ({ name, version })),
      entries: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.endsWith('/remoteEntry.js')),
    };
  });
  return {
    core,
    instances,
    publicEntries: [...new Set(entries.filter((url) => url.startsWith(`${REMOTE_ORIGINS.mf_public}/`)))],
  };
}

/** Warnings and errors the federation runtime prints, and any uncaught error of the page, from now on. */
function federationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type()) && /federation/i.test(message.text()))
      complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  return complaints;
}

/** What a visitor does on mf-public: the home page, then the FAQ through the footer, and one answer opened (a
 *  prerendered picture shows the headings but opens nothing: the remote's code has to run). */
async function readAnAnswer(page: Page, heroTitle: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await main.getByRole('button', { expanded: false }).first().click();
  await expect(main.getByRole('button', { expanded: true }).first()).toBeVisible();
}

test('a remote built by the previous release of enhanced runs in the running shell, and is rolled back', async ({
  page,
}) => {
  test.setTimeout(240_000); // a production build of mf-public, and the deploy renders its public pages
  expect(PREVIOUS).not.toBe(CURRENT);
  const before = deployedVersion('mf_public');
  // `pnpm release` builds into mf-public/dist; the build deployed before is put back afterwards.
  const build = snapshot([path.join(PUBLIC_DIR, 'dist')]);
  let deployed = false;
  try {
    const version = releasedVersion(await pnpmWith(BUILT_BY_PREVIOUS, 'release', 'mf-public'));
    expect(builtBy(path.join(ROOT, 'releases/mf-public', version))).toBe(PREVIOUS);
    expect(builtBy(SHELL_DIST)).toBe(CURRENT);
    await pnpm('run', 'deploy', 'mf-public', version);
    deployed = true;
    expect(deployedVersion('mf_public')).toBe(version);

    const complaints = federationComplaints(page);
    await readAnAnswer(page, HERO_TITLE);
    const federation = await federationIn(page);
    expect(federation.core).toEqual({ name: 'shell', version: CURRENT });
    expect(federation.instances).toContainEqual({ name: 'mf_public', version: CURRENT });
    expect(federation.publicEntries).toEqual([`${REMOTE_ORIGINS.mf_public}/${version}/remoteEntry.js`]);
    expect(complaints).toEqual([]);

    await pnpm('rollback', 'mf-public');
    deployed = false;
    expect(deployedVersion('mf_public')).toBe(before);
    await readAnAnswer(page, HERO_TITLE);
    expect((await federationIn(page)).publicEntries).toEqual([
      `${REMOTE_ORIGINS.mf_public}/${before}/remoteEntry.js`,
    ]);
  } finally {
    if (deployed) await pnpm('rollback', 'mf-public');
    build.restore();
  }
});

test('a remote built by this release is deployed into a shell built by the previous one, and runs', async ({
  page,
}) => {
  test.setTimeout(300_000); // two production builds, and the shell's deploy renders every public page
  const before = deployedVersion('mf_public');
  // The shell's build, mf-public's build and its catalogue are put back afterwards, and the shell deployed again.
  const saved = snapshot([SHELL_DIST, path.join(PUBLIC_DIR, 'dist'), path.join(PUBLIC_DIR, 'src/locales')]);
  let shellReplaced = false;
  let deployed = false;
  try {
    // The older shell, deployed as a job deploys the shell: its build, then `pnpm prerender` writes the deploy output
    // from it (deploy/sites/<key>/, decision 0104), which the shell's server serves from the next request on.
    shellReplaced = true;
    await pnpmWith(BUILT_BY_PREVIOUS, '--filter', 'shell', 'run', 'build');
    expect(builtBy(SHELL_DIST)).toBe(PREVIOUS);
    await pnpm('prerender');

    // A new release of mf-public, built by the portal's own release, deployed into it.
    const catalogue = fs.readFileSync(CATALOGUE, 'utf8');
    const edited = catalogue.replace(
      /(msgid "public\.home\.hero\.title"\nmsgstr ")[^"]*"/,
      `$1${NEW_HERO_TITLE}"`,
    );
    expect(edited).not.toBe(catalogue);
    fs.writeFileSync(CATALOGUE, edited);
    const version = releasedVersion(await pnpm('release', 'mf-public'));
    expect(builtBy(path.join(ROOT, 'releases/mf-public', version))).toBe(CURRENT);
    await pnpm('run', 'deploy', 'mf-public', version);
    deployed = true;

    const complaints = federationComplaints(page);
    await readAnAnswer(page, NEW_HERO_TITLE);
    const federation = await federationIn(page);
    expect(federation.core).toEqual({ name: 'shell', version: PREVIOUS });
    expect(federation.instances).toContainEqual({ name: 'mf_public', version: PREVIOUS });
    expect(federation.publicEntries).toEqual([`${REMOTE_ORIGINS.mf_public}/${version}/remoteEntry.js`]);
    expect(complaints).toEqual([]);

    await pnpm('rollback', 'mf-public');
    deployed = false;
  } finally {
    if (deployed) await pnpm('rollback', 'mf-public');
    saved.restore();
    if (shellReplaced) await pnpm('prerender');
  }

  // The portal's own shell is served again, with the release of mf-public deployed before.
  expect(deployedVersion('mf_public')).toBe(before);
  await readAnAnswer(page, HERO_TITLE);
  expect((await federationIn(page)).core).toEqual({ name: 'shell', version: CURRENT });
});

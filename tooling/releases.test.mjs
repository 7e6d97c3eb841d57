/** Release, deploy and rollback on temporary folders (node --test 'tooling/*.test.mjs', run by check.mjs). */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findRemote, REMOTES } from './apps.mjs';
import { parseArgs as parsePruneArgs } from './prune-releases.mjs';
import {
  deployRelease,
  DeliveryError,
  listReleases,
  pruneReleases,
  releaseBuild,
  rollbackRemote,
  UsageError,
  withdrawRemote,
} from './releases.mjs';

const publicRemote = findRemote('mf-public');
const ROUTES = [{ path: '/', access: 'public', layout: 'full' }];

function workspace() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
  return { dir, releasesDir: path.join(dir, 'releases'), deployDir: path.join(dir, 'deploy') };
}

function fakeBuild(dir, { hero = 'Show your brand', entry = true, contracts = '1.0.0' } = {}) {
  const build = path.join(dir, `build-${Math.random().toString(16).slice(2)}`);
  fs.mkdirSync(path.join(build, 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"metaData":{"publicPath":"auto"}}');
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'var mf_public;');
  fs.writeFileSync(path.join(build, 'chunks', 'hero.js'), `render(${JSON.stringify(hero)})`);
  if (entry)
    fs.writeFileSync(
      path.join(build, 'deploy-entry.json'),
      JSON.stringify({ name: 'mf_public', manifest: 'mf-manifest.json', contracts, routes: ROUTES }),
    );
  return build;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

test('a release is an immutable copy named by its content: the same files give the same version', () => {
  const ws = workspace();
  const first = releaseBuild(publicRemote, { buildDir: fakeBuild(ws.dir), releasesDir: ws.releasesDir });
  const again = releaseBuild(publicRemote, { buildDir: fakeBuild(ws.dir), releasesDir: ws.releasesDir });
  const changed = releaseBuild(publicRemote, {
    buildDir: fakeBuild(ws.dir, { hero: 'New hero' }),
    releasesDir: ws.releasesDir,
  });

  assert.match(first.version, /^[0-9a-f]{12}$/);
  assert.equal(first.created, true);
  assert.equal(again.version, first.version);
  assert.equal(again.created, false);
  assert.notEqual(changed.version, first.version);
  assert.equal(
    fs.readFileSync(path.join(ws.releasesDir, 'mf-public', first.version, 'chunks', 'hero.js'), 'utf8'),
    'render("Show your brand")',
  );
  assert.deepEqual(
    listReleases(publicRemote, ws.releasesDir).map((line) => line.version),
    [first.version, changed.version],
  );
});

test('a folder that is not a build of the remote is refused', () => {
  const ws = workspace();
  const build = fakeBuild(ws.dir);
  fs.rmSync(path.join(build, 'remoteEntry.js'));
  assert.throws(
    () => releaseBuild(publicRemote, { buildDir: build, releasesDir: ws.releasesDir }),
    (error) => error instanceof DeliveryError && /no remoteEntry\.js/.test(error.message),
  );
  assert.throws(
    () => releaseBuild(findRemote('mf-auth'), { buildDir: fakeBuild(ws.dir), releasesDir: ws.releasesDir }),
    /is a build of mf_public, not of mf_auth/,
  );
});

test('deploy writes the remotes.json entry with the public manifest URL and keeps the other remotes', () => {
  const ws = workspace();
  fs.mkdirSync(ws.deployDir);
  const other = { manifest: 'http://localhost:3002/abc/mf-manifest.json', contracts: '1.0.0', routes: [] };
  fs.writeFileSync(path.join(ws.deployDir, 'remotes.json'), JSON.stringify({ mf_auth: other }));
  const { version } = releaseBuild(publicRemote, {
    buildDir: fakeBuild(ws.dir),
    releasesDir: ws.releasesDir,
  });

  const deployed = deployRelease(publicRemote, { releasesDir: ws.releasesDir, deployDir: ws.deployDir });

  assert.equal(deployed.version, version);
  assert.deepEqual(readJson(path.join(ws.deployDir, 'remotes.json')), {
    mf_auth: other,
    mf_public: {
      manifest: `http://localhost:3001/${version}/mf-manifest.json`,
      contracts: '1.0.0',
      routes: ROUTES,
    },
  });
  assert.deepEqual(fs.readdirSync(ws.deployDir).sort(), ['history.json', 'remotes.json']);
});

test('REMOTE_BASE_URL places the manifest on a CDN, one folder per remote', () => {
  const ws = workspace();
  const { version } = releaseBuild(publicRemote, {
    buildDir: fakeBuild(ws.dir),
    releasesDir: ws.releasesDir,
  });
  const { entry } = deployRelease(publicRemote, {
    releasesDir: ws.releasesDir,
    deployDir: ws.deployDir,
    baseUrl: 'https://cdn.example.com/{remote}/',
  });
  assert.equal(entry.manifest, `https://cdn.example.com/mf-public/${version}/mf-manifest.json`);
});

test('rollback returns to the version deployed before, one step per call, and then says there is none', () => {
  const ws = workspace();
  const options = { releasesDir: ws.releasesDir, deployDir: ws.deployDir };
  const v1 = releaseBuild(publicRemote, { buildDir: fakeBuild(ws.dir, { hero: 'one' }), ...options }).version;
  deployRelease(publicRemote, options);
  deployRelease(publicRemote, options); // the same version again adds no step
  const v2 = releaseBuild(publicRemote, { buildDir: fakeBuild(ws.dir, { hero: 'two' }), ...options }).version;
  deployRelease(publicRemote, options);
  const v3 = releaseBuild(publicRemote, {
    buildDir: fakeBuild(ws.dir, { hero: 'three' }),
    ...options,
  }).version;
  deployRelease(publicRemote, options);
  const served = () => readJson(path.join(ws.deployDir, 'remotes.json')).mf_public.manifest;

  assert.deepEqual(rollbackRemote(publicRemote, options), {
    version: v2,
    from: v3,
    entry: { manifest: `http://localhost:3001/${v2}/mf-manifest.json`, contracts: '1.0.0', routes: ROUTES },
  });
  assert.equal(served(), `http://localhost:3001/${v2}/mf-manifest.json`);
  assert.equal(rollbackRemote(publicRemote, options).version, v1);
  assert.equal(served(), `http://localhost:3001/${v1}/mf-manifest.json`);
  assert.throws(() => rollbackRemote(publicRemote, options), /no earlier deploy to roll back to/);
  deployRelease(publicRemote, { ...options, version: v3 });
  assert.equal(served(), `http://localhost:3001/${v3}/mf-manifest.json`);
  assert.equal(rollbackRemote(publicRemote, options).version, v1);
});

test('an unknown version is a usage error naming the releases; a build without a deploy entry is refused', () => {
  const ws = workspace();
  const options = { releasesDir: ws.releasesDir, deployDir: ws.deployDir };
  assert.throws(() => deployRelease(publicRemote, options), UsageError);
  const { version } = releaseBuild(publicRemote, { buildDir: fakeBuild(ws.dir), ...options });
  assert.throws(
    () => deployRelease(publicRemote, { ...options, version: 'abcdefabcdef' }),
    (error) => error instanceof UsageError && error.message.includes(version),
  );
  assert.throws(() => deployRelease(publicRemote, { ...options, version: '../../etc' }), UsageError);
  releaseBuild(publicRemote, { buildDir: fakeBuild(ws.dir, { hero: 'old', entry: false }), ...options });
  assert.throws(
    () => deployRelease(publicRemote, options),
    (error) => error instanceof DeliveryError && /has no deploy-entry\.json/.test(error.message),
  );
  assert.equal(fs.existsSync(path.join(ws.deployDir, 'remotes.json')), false);
});

test('a withdrawn remote leaves remotes.json', () => {
  const ws = workspace();
  const options = { releasesDir: ws.releasesDir, deployDir: ws.deployDir };
  releaseBuild(publicRemote, { buildDir: fakeBuild(ws.dir), ...options });
  deployRelease(publicRemote, options);
  withdrawRemote(publicRemote, options);
  assert.deepEqual(readJson(path.join(ws.deployDir, 'remotes.json')), {});
});

test('two teams deploying at once both end up in remotes.json, and a lock left by a dead deploy is taken over', async () => {
  const ws = workspace();
  const options = { releasesDir: ws.releasesDir, deployDir: ws.deployDir };
  const authRemote = findRemote('mf-auth');
  for (const remote of [publicRemote, authRemote])
    for (const hero of ['one', 'two']) {
      const build = fakeBuild(ws.dir, { hero });
      const entry = JSON.parse(fs.readFileSync(path.join(build, 'deploy-entry.json'), 'utf8'));
      fs.writeFileSync(
        path.join(build, 'deploy-entry.json'),
        JSON.stringify({ ...entry, name: remote.name }),
      );
      releaseBuild(remote, { buildDir: build, ...options });
    }
  const deployMany = (remote) =>
    new Promise((resolve, reject) => {
      const script = `
        import { findRemote, REMOTES } from './apps.mjs';
import { parseArgs as parsePruneArgs } from './prune-releases.mjs';
        import { deployRelease, listReleases } from './releases.mjs';
        const remote = findRemote(${JSON.stringify(remote.dir)});
        const options = ${JSON.stringify(options)};
        const versions = listReleases(remote, options.releasesDir).map((line) => line.version);
        for (let i = 0; i < 40; i += 1) deployRelease(remote, { ...options, version: versions[i % 2] });`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        cwd: import.meta.dirname,
      });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
    });

  await Promise.all([deployMany(publicRemote), deployMany(authRemote)]);

  assert.deepEqual(Object.keys(readJson(path.join(ws.deployDir, 'remotes.json'))).sort(), [
    'mf_auth',
    'mf_public',
  ]);
  const lock = path.join(ws.deployDir, '.lock');
  fs.mkdirSync(lock);
  const minuteAgo = new Date(Date.now() - 60_000);
  fs.utimesSync(lock, minuteAgo, minuteAgo);
  withdrawRemote(authRemote, options);
  assert.deepEqual(Object.keys(readJson(path.join(ws.deployDir, 'remotes.json'))), ['mf_public']);
  assert.equal(fs.existsSync(lock), false);
});

test('pruning keeps what a rollback can reach, the newest releases and what was live lately, and removes the rest', () => {
  const ws = workspace();
  const options = { releasesDir: ws.releasesDir, deployDir: ws.deployDir };
  const day = 24 * 3600 * 1000;
  const start = Date.parse('2026-11-01T00:00:00Z');
  const at = (days) => new Date(start + days * day);
  const release = (hero, days) =>
    releaseBuild(publicRemote, { buildDir: fakeBuild(ws.dir, { hero }), ...options, now: at(days) }).version;
  const [v1, v2, v3, v4, v5, v6, v7] = ['1', '2', '3', '4', '5', '6', '7'].map((hero, i) => release(hero, i));
  deployRelease(publicRemote, { ...options, version: v1, now: at(0) });
  deployRelease(publicRemote, { ...options, version: v2, now: at(1) });
  deployRelease(publicRemote, { ...options, version: v3, now: at(2) }); // v2 stops being live on day 2
  rollbackRemote(publicRemote, { ...options, now: at(3) }); // v3 stops on day 3; v2 again
  deployRelease(publicRemote, { ...options, version: v4, now: at(20) }); // v2 stops on day 20
  // Deployed now: v4, and a rollback can go back to v2, then v1. v5 to v7 are the newest, v6 and v7 never deployed.
  const now = at(25);

  assert.deepEqual(pruneReleases(publicRemote, { ...options, now, dryRun: true }), {
    removed: [v3],
    kept: [v1, v2, v4, v5, v6, v7],
  });
  assert.ok(fs.existsSync(path.join(ws.releasesDir, 'mf-public', v3)), 'a dry run removes nothing');

  // On day 9, v3 (live until day 3) is still within the 7 grace days; with one newest kept, v5 and v6 go.
  assert.deepEqual(
    pruneReleases(publicRemote, { ...options, now: at(9), dryRun: true, keepNewest: 1 }).removed,
    [v5, v6],
  );

  assert.deepEqual(pruneReleases(publicRemote, { ...options, now }).removed, [v3]);
  assert.equal(fs.existsSync(path.join(ws.releasesDir, 'mf-public', v3)), false);
  assert.deepEqual(
    listReleases(publicRemote, ws.releasesDir).map((line) => line.version),
    [v1, v2, v4, v5, v6, v7],
  );
  assert.deepEqual(
    readJson(path.join(ws.releasesDir, 'mf-public', 'releases.json')).map((line) => line.version),
    [v1, v2, v4, v5, v6, v7],
  );
  // What is left still rolls back and deploys.
  assert.equal(rollbackRemote(publicRemote, { ...options, now }).version, v2);
  assert.equal(deployRelease(publicRemote, { ...options, version: v7, now }).version, v7);
  assert.deepEqual(
    fs.readdirSync(path.join(ws.releasesDir, 'mf-public')).filter((name) => name.startsWith('.')),
    [],
  );
});

test('prune-releases takes remotes and counts, and refuses what it does not know', () => {
  assert.deepEqual(parsePruneArgs(['mf-public', '--keep', '5', '--grace-days', '0', '--dry-run']), {
    remotes: [publicRemote],
    keepNewest: 5,
    graceDays: 0,
    dryRun: true,
  });
  assert.deepEqual(parsePruneArgs([]).remotes, REMOTES);
  assert.throws(() => parsePruneArgs(['mf-nothing']), UsageError);
  assert.throws(() => parsePruneArgs(['--keep', '0']), UsageError);
  assert.throws(() => parsePruneArgs(['--grace-days']), UsageError);
});

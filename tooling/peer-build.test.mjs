/** The one-bundle peer's stand-in for the federation runtime (node --test 'tooling/*.test.mjs'). */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { REMOTES, ROOT } from './apps.mjs';
import { peerRuntimeSource } from './peer-build.mjs';

test('every remote of the table is reached by a dynamic import of its exposed ./routes', () => {
  const source = peerRuntimeSource(REMOTES);
  for (const app of REMOTES) {
    const file = JSON.stringify(path.join(ROOT, app.dir, 'src', 'routes.tsx'));
    assert.ok(source.includes(`${JSON.stringify(`${app.name}/routes`)}: () => import(${file})`), app.name);
  }
});

test('registerRemotes does nothing and an unknown module is refused', async () => {
  const module = await import(`data:text/javascript,${encodeURIComponent(peerRuntimeSource([]))}`);
  assert.equal(module.registerRemotes([{ name: 'mf_x', entry: 'http://x/mf-manifest.json' }]), undefined);
  await assert.rejects(module.loadRemote('mf_x/routes'), /the peer has no module mf_x\/routes/);
});

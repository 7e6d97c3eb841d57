/** The options start.mjs and start-cluster.mjs share (node --test 'tooling/*.test.mjs'). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findRemote } from './apps.mjs';
import { remotesWithout } from './local-portal.mjs';
import { UsageError } from './releases.mjs';

test('--without names remotes by folder or federation name, repeated or comma-separated', () => {
  assert.deepEqual(
    remotesWithout(['--no-build', '--without', 'mf-review', '--without', 'mf_ads,mf-account']),
    [findRemote('mf-review'), findRemote('mf-ads'), findRemote('mf-account')],
  );
  assert.deepEqual(remotesWithout(['--no-build']), []);
});

test('--without an unknown remote is a usage error naming the remotes', () => {
  assert.throws(
    () => remotesWithout(['--without', 'mf-reviews']),
    (error) =>
      error instanceof UsageError && /mf-reviews; remotes: mf-public, .*mf-review/.test(error.message),
  );
  assert.throws(() => remotesWithout(['--without']), UsageError);
});

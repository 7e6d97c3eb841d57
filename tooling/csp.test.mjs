/** The shell's Content-Security-Policy from remotes.json (node --test 'tooling/*.test.mjs'). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentSecurityPolicy, remoteOrigins } from './csp.mjs';
import { PICKER_SCRIPT_SOURCE } from './prerender.mjs';

function directive(policy, name) {
  return policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);
}

const remotes = {
  mf_public: {
    manifest: 'http://localhost:3001/0123456789ab/mf-manifest.json',
    contracts: '1.0.0',
    routes: [],
  },
  mf_auth: {
    manifest: 'https://cdn.example.com/mf-auth/ba9876543210/mf-manifest.json',
    contracts: '1.0.0',
    routes: [],
  },
  mf_ads: { manifest: '/remotes/mf-ads/mf-manifest.json', contracts: '1.0.0', routes: [] },
};

test('scripts and fetches come only from the shell and the origins of the deployed remotes', () => {
  const policy = contentSecurityPolicy(remotes);
  const origins = ["'self'", 'http://localhost:3001', 'https://cdn.example.com'];
  // The one inline script is the prerendered home page's language picker, allowed by its hash alone.
  assert.deepEqual(directive(policy, 'script-src'), ["'self'", PICKER_SCRIPT_SOURCE, ...origins.slice(1)]);
  assert.match(PICKER_SCRIPT_SOURCE, /^'sha256-[A-Za-z0-9+/]{43}='$/);
  assert.deepEqual(directive(policy, 'connect-src'), origins);
  assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
  assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
  assert.deepEqual(directive(policy, 'worker-src'), ["'self'", 'blob:']);
  assert.doesNotMatch(policy, /unsafe-eval|google|script-src[^;]*unsafe-inline/);
});

test('a remote added to remotes.json widens the policy by its origin alone', () => {
  const before = contentSecurityPolicy(remotes);
  const after = contentSecurityPolicy({
    ...remotes,
    mf_review: {
      manifest: 'http://localhost:3006/aaaaaaaaaaaa/mf-manifest.json',
      contracts: '1.0.0',
      routes: [],
    },
  });
  const added = directive(after, 'script-src')?.filter(
    (source) => !directive(before, 'script-src')?.includes(source),
  );
  assert.deepEqual(added, ['http://localhost:3006']);
});

test('a file that is not an object, or entries without an http URL, add no origin', () => {
  assert.deepEqual(remoteOrigins(null), []);
  assert.deepEqual(remoteOrigins({ mf_public: { manifest: 'javascript:alert(1)' }, mf_auth: 42 }), []);
  assert.deepEqual(directive(contentSecurityPolicy('nonsense'), 'script-src'), [
    "'self'",
    PICKER_SCRIPT_SOURCE,
  ]);
});

test('reCAPTCHA adds Google to scripts and frames only when configured', () => {
  const policy = contentSecurityPolicy(remotes, { recaptcha: true });
  assert.ok(directive(policy, 'script-src')?.includes('https://www.google.com'));
  assert.deepEqual(directive(policy, 'frame-src'), ['https://www.google.com', 'https://www.gstatic.com']);
});

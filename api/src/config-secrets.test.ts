/** Production refuses every secret value written in this repository: the test reads the repository's files, finds
 *  each quoted or assigned value of a secret setting, and checks that production would refuse it. A new example
 *  or test value that production would take fails here until it is added to config-secrets.ts. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hasTooLittleVariety, isRepositoryValue, secretProblem, stripeKeyProblem } from './config-secrets';
import { drawnSecret, drawnStripeKey } from './testing/production-env';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const TEXT_FILE = /\.(ts|tsx|mjs|cjs|js|md|json|ya?ml|sh|env)$|(^|\/)\.env[^/]*$/;

/** Where a secret is set: a variable or property whose name says key, secret or token, then `=` or `:`, then a
 *  quoted value or a bare one (a shell or .env line). */
const SECRET_SETTING =
  /\b[A-Za-z_]*(?:KEY|SECRET|TOKEN|Key|Secret|Token)S?\b['"]?\s*[:=]\s*(?:'([^'\n]+)'|"([^"\n]+)"|`([^`$\n]+)`|([A-Za-z0-9_\-+/.]{8,}))/g;

function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => TEXT_FILE.test(file) && !file.endsWith('pnpm-lock.yaml'));
}

/** Every value set for a secret in the repository, with the first place it appears. */
function secretValuesInRepository(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of repositoryFiles()) {
    let text: string;
    try {
      text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    } catch {
      continue; // listed by git but absent from this checkout
    }
    for (const match of text.matchAll(SECRET_SETTING)) {
      // A bare value that is a property path (ENDPOINTS.x.path) is code, not a value.
      const bare =
        match[4] && /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/.test(match[4]) ? undefined : match[4];
      const value = match[1] ?? match[2] ?? match[3] ?? bare;
      if (value && !/\s/.test(value) && !found.has(value)) found.set(value, file);
    }
  }
  return found;
}

test('production refuses every secret value the repository sets, as a shared secret and as a Stripe key', () => {
  const values = secretValuesInRepository();
  expect(values.get('development-impression-signing-key-not-a-secret')).toBe('api/src/config-secrets.ts');
  expect(values.get('the-operators-shared-secret-0123456789abcdef')).toBe('api/src/cli/admin.test.ts');
  expect(values.get('sk_test_stub')).toBeDefined();
  const accepted = [...values]
    .filter(([value]) => secretProblem(value) === null)
    .map(([value, file]) => `${value} (${file})`);
  expect(accepted).toEqual([]);
  const stripeAccepted = [...values]
    .filter(([value]) => /^(sk|rk)_/.test(value))
    .filter(([value]) => stripeKeyProblem(value, true) === null || stripeKeyProblem(value, false) === null)
    .map(([value, file]) => `${value} (${file})`);
  expect(stripeAccepted).toEqual([]);
});

test('a drawn key is taken, and nothing about a drawn key is flagged by chance', () => {
  for (let i = 0; i < 1000; i += 1) {
    expect(secretProblem(drawnSecret())).toBeNull();
    expect(stripeKeyProblem(drawnStripeKey('live'), false)).toBeNull();
  }
});

test('made-up values and patterns are recognised whatever their letter case', () => {
  expect(isRepositoryValue('DEVELOPMENT-TOTP-ENCRYPTION-KEY-NOT-A-SECRET')).toBe(true);
  expect(isRepositoryValue('my-example-signing-key-0123456789abcdef')).toBe(true);
  expect(hasTooLittleVariety('a'.repeat(32))).toBe(true);
  expect(hasTooLittleVariety('0123456789'.repeat(4))).toBe(true);
  expect(hasTooLittleVariety(drawnSecret())).toBe(false);
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONTRACTS_VERSION, contractsMajor, isCompatibleContracts } from './contracts-version';

test('CONTRACTS_VERSION is the version in shared-contracts’ package.json', () => {
  const pkg: unknown = JSON.parse(readFileSync(resolve(__dirname, '../package.json'), 'utf8'));
  expect(pkg).toMatchObject({ version: CONTRACTS_VERSION });
});

test.each([
  ['the same version', '1.0.0', true],
  ['a newer minor', '1.4.0', true],
  ['a newer patch with a pre-release tag', '1.0.3-rc.1', true],
  ['an older minor', '1.0.0', true],
  ['a newer major', '2.0.0', false],
  ['an older major', '0.9.0', false],
  ['text that is not a version', 'latest', false],
  ['a version without its patch', '1.2', false],
])('a remote built on %s (%s) in a 1.2.0 shell: compatible is %s', (_case, version, compatible) => {
  expect(isCompatibleContracts(version, '1.2.0')).toBe(compatible);
});

test('the major is read from the version text', () => {
  expect(contractsMajor('12.3.4')).toBe(12);
  expect(contractsMajor('v1.0.0')).toBeNull();
});

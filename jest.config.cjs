/** One Jest run for the whole tree: a project per package, each compiled by the same swc options as the
 *  webpack build. UI packages run in jsdom (the msw-friendly variant); shared-contracts and the API in Node. */
const { swcOptions } = require('./tooling/swc-options.cjs');

const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions({ module: 'commonjs' })] };

function project(name, environment, extra = {}) {
  const dom = environment === 'dom';
  return {
    ...extra,
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: dom ? 'jest-fixed-jsdom' : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform,
    // Images and style sheets are assets to webpack (a URL, or the CSS text); tests get a stand-in string.
    moduleNameMapper: { '\\.(png|jpe?g|webp|svg|css)$': '<rootDir>/../tooling/jest-file-stub.cjs' },
    setupFiles: ['<rootDir>/../tooling/jest-setup-env.cjs'],
    setupFilesAfterEnv: dom ? ['<rootDir>/../tooling/jest-setup-dom.cjs'] : [],
  };
}

module.exports = {
  // The first test of a file loads and transpiles its page's modules, lazy chunks included: on a busy two-core
  // machine that passed Jest's default 5 s, and the test kits' waits for an element are 10 s (shared-ui and shell
  // testing). A whole-form test does several such steps. A passing test ends when its last step does, so this only
  // bounds a failing one. Jest reads this for the whole run, not per project.
  testTimeout: 30_000,
  // A test worker is replaced once its heap passes this between two files (decision 0084). One worker on two cores
  // otherwise ran every file in Jest's own process, whose heap grew past 1 GB over the API suite and slowed each
  // file after it: the API suite took 310 s with this, against 412 to 448 s without; the UI projects took as long.
  workerIdleMemoryLimit: '600MB',
  projects: [
    project('shared-contracts', 'dom'),
    project('shell-runtime', 'dom'),
    project('shared-ui', 'dom'),
    project('shell', 'dom'),
    project('mf-public', 'dom'),
    project('mf-auth', 'dom'),
    project('mf-dashboard', 'dom'),
    project('mf-ads', 'dom'),
    project('mf-account', 'dom'),
    project('mf-review', 'dom'),
    // The API's test databases start from one initialised PGlite data directory (api/src/testing/pglite-snapshot.mjs).
    project('api', 'node', { globalSetup: '<rootDir>/src/testing/pglite-snapshot.mjs' }),
  ],
};

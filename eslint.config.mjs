// One linter for the whole tree (STYLE.md "Small size habits"): typescript-eslint, React hooks, Testing Library,
// jest-dom and Lingui rules, and the boundary rule that keeps remotes and the shell from importing each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';
import lingui from 'eslint-plugin-lingui';

const REMOTES_AND_SHELL = ['shell', 'mf-public', 'mf-auth', 'mf-dashboard', 'mf-ads', 'mf-account'];
const boundaryRule = {
  'no-restricted-imports': [
    'error',
    {
      patterns: REMOTES_AND_SHELL.map((name) => ({
        group: [name, `${name}/*`, `../../${name}/*`, `../${name}/*`],
        message:
          'Nothing depends on a remote or on the shell: use shared-contracts (ShellServices) or shared-ui.',
      })),
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/locales/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...boundaryRule,
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'lingui/t-call-in-function': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.jest } },
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

// One linter for the whole tree: typescript-eslint, React hooks, Testing Library,
// jest-dom and Lingui rules, and the boundary rule that keeps remotes and the shell from importing each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';
import lingui from 'eslint-plugin-lingui';
import { REMOTES, SHELL } from './tooling/apps.mjs';

const REMOTES_AND_SHELL = [SHELL.dir, ...REMOTES.map((app) => app.dir)];
const boundaryPatterns = REMOTES_AND_SHELL.map((name) => ({
  group: [name, `${name}/*`, `../../${name}/*`, `../${name}/*`],
  message:
    'Nothing depends on a remote or on the shell: use shell-runtime (ShellServices), shared-contracts or shared-ui.',
}));
const boundaryRule = { 'no-restricted-imports': ['error', { patterns: boundaryPatterns }] };
// The API's own entries of shared-contracts (decisions 0035, 0071): an import in browser code would put their texts
// back into a page's download. Tests and test kits answer as the API does and may import them.
const apiOnlyPaths = [
  {
    name: 'shared-contracts/answers',
    message:
      "The API's answers reach the browser in the answer's body (ApiError.message): show that, or a text of MESSAGES.",
  },
  {
    name: 'shared-contracts/openapi',
    message: 'Endpoint summaries are for the OpenAPI document, not for pages.',
  },
];
const apiOnlyRule = {
  'no-restricted-imports': ['error', { patterns: boundaryPatterns, paths: apiOnlyPaths }],
};
// swr is bundled inside the shared-ui/data singleton (decision 0044): an app that imported 'swr' itself would bundle
// a second copy with a second cache. Tests and test kits run without federation and may import it. temporal-polyfill
// likewise rides inside the shared-contracts/dates singleton (decision 0123).
const swrThroughDataRule = {
  'no-restricted-imports': [
    'error',
    {
      patterns: boundaryPatterns,
      paths: [
        {
          name: 'swr',
          message:
            "Take SWR from 'shared-ui/data' (useApiRead, useSWRConfig …): one copy and one cache per page.",
        },
        {
          name: 'temporal-polyfill',
          message:
            "Take Temporal from 'shared-contracts/dates' (decision 0123): one copy per page, loaded only by the pages that compute dates.",
        },
        ...apiOnlyPaths,
      ],
    },
  ],
};

// One way to call the API (decision 0019): through the typed client built from the endpoint table, so no caller
// writes a path string or forgets to parse an answer; request()/download() with a path are refused in the shell,
// shared-ui and the remotes. A later block that sets no-restricted-syntax for these files must repeat these
// selectors, since the last matching block's options win.
export const TYPED_CLIENT_SELECTORS = [
  {
    selector:
      "CallExpression[callee.property.name=/^(request|download)$/]:matches([arguments.0.type='Literal'], [arguments.0.type='TemplateLiteral'], [callee.object.name='api'], [callee.object.property.name='api'])",
    message:
      'Call the API through the typed client (api.ads.update(id, body), …) from the endpoint table of shared-contracts, not request()/download() with a path.',
  },
];
const typedClientRule = { 'no-restricted-syntax': ['error', ...TYPED_CLIENT_SELECTORS] };

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
      'releases/**',
      'deploy/**',
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
    files: [
      'shell/**/*.{ts,tsx}',
      'shell-runtime/**/*.{ts,tsx}',
      'shared-ui/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
    ],
    rules: typedClientRule,
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'shell-runtime/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
      'shared-ui/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: apiOnlyRule,
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'shell-runtime/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
      'shared-ui/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'shared-ui/src/data.ts', 'shared-ui/src/data/**'],
    rules: swrThroughDataRule,
  },
  {
    // The calendar arithmetic stays in the dates entry (decision 0123): the root and the api entry, which every first
    // visit or every page that calls the API loads, never import the polyfill or the dates entry.
    files: ['shared-contracts/src/**/*.ts'],
    ignores: ['shared-contracts/src/dates/**', '**/*.test.ts', 'shared-contracts/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundaryPatterns,
            {
              group: ['./dates', './dates/*', '../dates', '../dates/*', '../../dates', '../../dates/*'],
              message: 'The root and api entries must not load the dates entry (decision 0123).',
            },
          ],
          paths: [
            {
              name: 'temporal-polyfill',
              message:
                'Calendar arithmetic belongs to shared-contracts/dates (decision 0123), off the root and api entries.',
            },
            {
              name: 'shared-contracts/dates',
              message:
                'The root and api entries must not load the dates entry (decision 0123): take the rule as a parameter.',
            },
          ],
        },
      ],
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

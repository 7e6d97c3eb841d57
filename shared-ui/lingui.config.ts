import { linguiConfig } from '../tooling/lingui.mjs';

// shared-ui's own catalogue (src/locales): the library's texts only, not the made-up ones of its tests.
const config = linguiConfig();

export default {
  ...config,
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.tsx'] },
  ],
};

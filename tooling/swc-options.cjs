/** The one swc configuration for webpack (swc-loader) and Jest (@swc/jest): TypeScript, React's automatic
 *  runtime and the Lingui macro, so what runs in tests is compiled the same way as what ships. */
const path = require('node:path');

function swcOptions({ module } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
      experimental: { plugins: [[require.resolve('@lingui/swc-plugin'), {}]] },
    },
    ...(module ? { module: { type: module } } : {}),
    sourceMaps: true,
  };
}

module.exports = { swcOptions, rootDir: path.resolve(__dirname, '..') };

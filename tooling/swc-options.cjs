/** The one swc configuration for webpack (swc-loader) and Jest (@swc/jest): TypeScript, React's automatic
 *  runtime and the Lingui macro, so what runs in tests is compiled the same way as what ships (but for the message
 *  texts, which production bundles leave to the catalogues). */
const path = require('node:path');

function swcOptions({ module, production = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
      // Production bundles keep only the message ids: the English text is in each app's compiled catalogue, which
      // `lingui compile --strict` fills for every id, so a second copy in the pages was dead weight. The plugin's
      // own 'auto' reads NODE_ENV, which `webpack --mode production` does not set in the building process.
      experimental: {
        plugins: [
          [require.resolve('@lingui/swc-plugin'), { descriptorFields: production ? 'id-only' : 'all' }],
        ],
      },
    },
    ...(module ? { module: { type: module } } : {}),
    sourceMaps: true,
  };
}

module.exports = { swcOptions, rootDir: path.resolve(__dirname, '..') };

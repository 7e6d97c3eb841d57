/** Builds the webpack configuration of the shell and of each remote from one place, so every app shares the
 *  same loaders, singleton list and output layout. A remote exposes `./routes`; the shell exposes nothing and
 *  discovers remotes at run time from remotes.json (docs/architecture.md "How the shell composes remotes at run
 *  time"). */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ROUTER_WHOLE_REQUEST, START_LIBRARIES, routerSurfaceModule, sharedConfig } from './shared-deps.mjs';
import { BytesGraphPlugin, StartPreloadPlugin } from './bytes-graph.mjs';
import { REMOTES, ROOT, SHELL } from './apps.mjs';

const require = createRequire(import.meta.url);

/** The install of `@module-federation/enhanced` a build takes its plugin and runtime from: the repository's own, or
 *  the package folder named by FEDERATION_FROM (relative to the repository root), which depends on another release of
 *  it. The delivery journey builds with `FEDERATION_FROM=e2e/fixtures/enhanced-previous` to deploy apps built by the
 *  previous release beside apps built by this one (decision 0124). The plugin is that install's public entry; it points
 *  the build's `@module-federation/runtime` at its own release, so the runtime bundled is that release's too. */
export const FEDERATION_FROM = process.env.FEDERATION_FROM
  ? path.resolve(ROOT, process.env.FEDERATION_FROM)
  : null;

function federationPlugin() {
  const from = FEDERATION_FROM ?? ROOT;
  try {
    return createRequire(path.join(from, 'package.json'))('@module-federation/enhanced/webpack');
  } catch (error) {
    throw new Error(
      `FEDERATION_FROM=${process.env.FEDERATION_FROM}: no @module-federation/enhanced installed for ${from}`,
      { cause: error },
    );
  }
}
const { ModuleFederationPlugin } = federationPlugin();
/** A remote's entry, beside its mf-manifest.json; the shell registers it by that (load-manifest.ts). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** shared-ui's bot check starts its worker with `new SolverWorker(new URL('./….worker.ts', import.meta.url))`. */
export const BOT_CHECK_WORKER_SYNTAX = 'SolverWorker from ./start-worker';
const toolingDir = path.dirname(fileURLToPath(import.meta.url));
const { swcOptions } = require('./swc-options.cjs');

/**
 * @param {{ dir: string, name: string, port: number, kind: 'host' | 'remote', title?: string,
 *           copyPublic?: boolean, runtimePlugins?: string[] }} app
 */
/** Copies the app's public/ folder (remotes.json for the shell) next to the build, so dist/ is the whole deploy. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            const source = fs.readFileSync(path.join(this.dir, file));
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(source));
          }
        },
      );
    });
  }
}

/** The dev server's /remotes.json: deploy/remotes.json as `pnpm dev` wrote it (decision 0037), never cached. */
function serveDeployedRemotes(middlewares) {
  const file = path.join(toolingDir, '..', 'deploy', 'remotes.json');
  middlewares.unshift({
    name: 'deployed-remotes',
    path: '/remotes.json',
    middleware: (_req, res) => {
      if (!fs.existsSync(file)) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('No remote is deployed yet: pnpm dev writes deploy/remotes.json once the remotes compile');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(fs.readFileSync(file));
    },
  });
  return middlewares;
}

/** Writes a remote's deploy-entry.json (decision 0036): its name, manifest file, contracts version and routes, made
 *  by deployEntryOf from shared-contracts' TypeScript (loaded once per process through tsx), so the build, the
 *  deploy tooling and the shell read one definition. A remote the route manifest gives no page fails the build. */
class DeployEntryPlugin {
  constructor(name) {
    this.name = name;
  }
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('DeployEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'DeployEntryPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { deployEntryOf, DEPLOY_ENTRY_FILE } = await deployManifestModule();
          const entry = deployEntryOf(this.name);
          if (entry.routes.length === 0) {
            compilation.errors.push(
              new WebpackError(
                `${this.name} owns no page in shared-contracts/src/routes.ts (ROUTE_MANIFEST)`,
              ),
            );
            return;
          }
          compilation.emitAsset(
            DEPLOY_ENTRY_FILE,
            new sources.RawSource(`${JSON.stringify(entry, null, 2)}\n`),
          );
        },
      );
    });
  }
}

let deployManifest;
function deployManifestModule() {
  deployManifest ??= import('tsx/esm/api').then(({ tsImport }) =>
    tsImport(path.join(toolingDir, '..', 'shared-contracts', 'src', 'deploy-entry.ts'), import.meta.url),
  );
  return deployManifest;
}

function compilerDefine(production) {
  return new (require('webpack').DefinePlugin)({
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    'process.env.PORTAL_API_KEY': JSON.stringify(process.env.PORTAL_API_KEY ?? 'portal-web-dev'),
  });
}

/** The federation runtime on Module Federation's documented options only (decisions 0029, 0053, 0107).
 *  - `optimization.disableSnapshot`: the shell registers each remote by the remoteEntry.js beside its manifest
 *    (shell/src/remotes/load-manifest.ts), so the snapshot plugin, which reads manifests, is left out; mf-manifest.json
 *    is still written, for the deploy tooling and the static server's preload hints.
 *  - `optimization.target: 'web'`: the Node loading code is left out.
 *  - In production the shell provides its runtime core to the remotes (`provideExternalRuntime`), and a remote's entry
 *    takes it from there (`externalRuntime`) instead of carrying a copy. So a remote's production entry runs only in a
 *    shell that provides the runtime, and the shell's copy is the one that runs: the deploy-order rule of decision
 *    0109. Development builds leave both off, so a remote still runs alone in its dev harness. */
function federationExperiments(isHost, production) {
  return {
    optimization: { target: 'web', disableSnapshot: true },
    ...(production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
  };
}

/** The shell's production build loads the libraries of its start as one chunk, `libraries` (decision 0065), in
 *  place of one chunk per shared key and per library: the shared singletons, what they import, valibot, the
 *  react-router surface module. Each shared key still has its own provider;
 *  they all load this one file, which every page needs before its first render. */
function startLibrariesChunk() {
  // Package names are letters, digits, `-`, `@` and one `/`, which matches either separator.
  const names = START_LIBRARIES.map((name) => name.replace('/', '[\\\\/]')).join('|');
  const inPackage = new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
  const ownFiles = new Set([routerSurfaceModule()]);
  return {
    cacheGroups: {
      libraries: {
        test: (module) =>
          Boolean(module.resource) && (inPackage.test(module.resource) || ownFiles.has(module.resource)),
        name: 'libraries',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      contracts: startContractsGroup(),
    },
  };
}

/** The roots of the two workspace singletons the shell's start consumes (decision 0122). */
const START_ROOTS = new Set(
  ['shared-contracts/src/index.ts', 'shell-runtime/src/index.ts'].map((file) =>
    fs.realpathSync(path.join(toolingDir, '..', file)),
  ),
);
const START_PACKAGE_FILE = /[\\/](shared-contracts|shell-runtime)[\\/]src[\\/]/;

/** shared-contracts' root and shell-runtime, which the start loads together, as one chunk, `contracts`: the modules
 *  of theirs that load with either root, including those the API entry imports too (inside a package imports are
 *  relative, decision 0122, so webpack would otherwise give them a chunk of their own). The API entry's own modules
 *  stay in its chunk, loaded with the first call (decision 0054). */
function startContractsGroup() {
  return {
    test: (module, { chunkGraph }) => {
      if (!module.resource || !START_PACKAGE_FILE.test(module.resource)) return false;
      for (const chunk of chunkGraph.getModuleChunksIterable(module))
        for (const other of chunkGraph.getChunkModulesIterable(chunk))
          if (START_ROOTS.has(other.resource)) return true;
      return false;
    },
    name: 'contracts',
    chunks: 'async',
    enforce: true,
    priority: 10,
  };
}

/** The config of the app in `dir` (`kind`: 'host' for the shell, 'remote' otherwise); its container name and port
 *  come from the one table of apps (shared-contracts/src/apps.ts). */
export function createWebpackConfig({ dir, kind }) {
  const known = [SHELL, ...REMOTES].find((candidate) => candidate.dir === path.basename(dir));
  if (!known) throw new Error(`${dir} is not in the table of apps (shared-contracts/src/apps.ts)`);
  const app = { dir, kind, name: known.name, port: known.port };
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = app.kind === 'host';
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // The react-router surface module (tooling/shared-deps.mjs), generated outside any app, imports the whole
        // package by a request of its own, which is no shared key; it finds the package among the app's dependencies.
        modules: ['node_modules', path.join(app.dir, 'node_modules')],
        alias: { [`${ROUTER_WHOLE_REQUEST}$`]: 'react-router' },
      },
      module: {
        // The bot check's worker starts through SolverWorker, which webpack compiles like `new Worker`
        // (decision 0052).
        parser: { javascript: { worker: [BOT_CHECK_WORKER_SYNTAX, '...'] } },
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions({ production }) },
          },
          // The runtime plugin behind `provideExternalRuntime` is handed to webpack as its CommonJS build, whose
          // require of the runtime core would bundle the core's CommonJS build beside the ECMAScript build the rest of
          // the runtime imports: two copies of the core in the shell's entry. Resolved with the `import` condition,
          // both are one module (webpack's documented per-rule resolve options, decision 0107).
          {
            test: /[\\/]@module-federation[\\/]inject-external-runtime-core-plugin[\\/]/,
            resolve: {
              conditionNames: [
                'import',
                'module',
                'webpack',
                production ? 'production' : 'development',
                'browser',
                'default',
              ],
            },
          },
          { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
        ...(production && isHost ? { splitChunks: startLibrariesChunk() } : {}),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost
            ? { remotes: {} }
            : { filename: REMOTE_ENTRY_FILE, exposes: { './routes': './src/routes.tsx' } }),
          manifest: true,
          dts: false,
          // The copy already loaded wins (the shell's, decision 0036). The default, 'version-first', fetched the entry
          // of every registered remote to compare versions the first time the shell loaded a shared module after
          // its start (the API client, decision 0054).
          shareStrategy: 'loaded-first',
          shared: sharedConfig(app.dir, { host: isHost, production }),
          experiments: federationExperiments(isHost, production),
          ...(app.runtimePlugins ? { runtimePlugins: app.runtimePlugins } : {}),
        }),
        new CopyPublicPlugin(path.join(app.dir, 'public')),
        ...(isHost ? [] : [new DeployEntryPlugin(app.name)]),
        compilerDefine(production),
        ...(production ? [new BytesGraphPlugin()] : []),
        ...(production && isHost ? [new StartPreloadPlugin(HtmlWebpackPlugin)] : []),
        new HtmlWebpackPlugin({
          template: path.join(path.dirname(new URL(import.meta.url).pathname), 'index.html'),
          title: app.title ?? 'Advertiser portal',
          // Absolute script paths, so a remote running alone can open a nested route directly.
          publicPath: '/',
        }),
      ],
      devServer: {
        port: app.port,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: true,
        hot: false,
        static: false,
        // The shell's dev server answers /remotes.json from deploy/, which `pnpm dev` points at the dev servers.
        ...(isHost ? { setupMiddlewares: serveDeployedRemotes } : {}),
        // Every app proxies /api, so a remote running alone in its dev harness reaches the API too.
        proxy: [{ context: ['/api'], target: process.env.API_ORIGIN ?? 'http://localhost:4000' }],
        client: { overlay: false },
      },
      stats: 'errors-warnings',
      ignoreWarnings: [/Manifest will use absolute path resolution/],
    };
  };
}

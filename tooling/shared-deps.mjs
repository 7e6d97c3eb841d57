/** The one list of Module Federation shared singletons for the shell and every remote (docs/architecture.md "How
 *  the shell composes remotes at run time").
 *  Context-bearing libraries must exist once on a page, or hooks, themes and stores split in two. Each asks for
 *  `^<major>` of the version the app was built with, never a strict version: a remote built on a newer minor takes
 *  the shell's copy, which is already loaded and wins (decision 0036).
 *  react-router is shared as its used surface only (decision 0029): a generated module re-exports exactly the names
 *  the apps' sources import, so the singleton every app gets carries those and webpack drops the rest. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, SHELL } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'styled-components',
  '@lingui/core',
  '@lingui/react',
  'zustand',
];

/** Shared by the shell only. A remote imports react-dom/client in its standalone dev harness alone
 *  (shared-ui/dev-harness), which never runs inside the portal, so there it is bundled: a key costs 60–80 B (gzip) in
 *  the remoteEntry.js of every remote that lists it, on the critical path of its first visit (decision 0045). The
 *  renderer still finds the one react and react-dom, which stay shared. */
const HOST_ONLY = ['react-dom/client'];

/** The libraries every page of the shell's start runs, which its production build puts in one chunk (decision
 *  0065): the packages of SHARED_SINGLETONS, the packages they import (scheduler, stylis) and valibot, with which
 *  the shell checks remotes.json and the stored advertiser before the first render. One file is lighter and fewer
 *  requests than one chunk per shared key (the decision has the figures). Libraries that only some pages load
 *  (forms, toasts, dates, consent) stay in chunks of their own. */
export const START_LIBRARIES = [
  ...new Set(SHARED_SINGLETONS.map((key) => packageOf(key))),
  'scheduler',
  'stylis',
  'valibot',
];

/** Workspace libraries are written `workspace:*`, so their required version is given explicitly. shared-ui's heavy
 *  parts, shared-contracts' country names and its calendar arithmetic on temporal-polyfill (`shared-contracts/dates`,
 *  which bundles the polyfill, so a page holds one copy without a key of its own: decision 0123) are sub-path
 *  entries, each a singleton of its own (decisions 0044, 0045): the shell's start consumes only the root entries, and
 *  a page loads the parts it imports. A key costs 60–80 B (gzip) in the
 *  remoteEntry.js of every remote that uses it, on the critical path of its first visit, so the parts are few and
 *  grouped by the pages that load them together. shell-runtime (decision 0122) holds the session store and the
 *  ShellServices context, which must exist once on a page: the shell provides it like shared-contracts' root. */
export const WORKSPACE_SINGLETONS = [
  'shared-contracts',
  'shared-contracts/api',
  'shared-contracts/countries',
  'shell-runtime',
  'shared-contracts/dates',
  'shared-ui',
  'shared-ui/form',
  'shared-ui/data',
  'shared-ui/calls',
  'shared-ui/pickers',
  'shared-ui/country-fields',
  'shared-ui/bot-check',
];

/** The shared keys the shell's own code imports, at its start or later (the API layer with the first call or at
 *  sign-out: decisions 0054, 0062), so its build provides them on every page (webpack provides only the keys an app
 *  imports). A remote's production build consumes these without a copy of its own (decision 0058);
 *  the sub-path entries, which only pages import, it still bundles and provides to the other remotes. The
 *  byte budgets check fails when the shell's build stops providing one of these. */
export const SHELL_PROVIDED = [
  ...SHARED_SINGLETONS,
  'shared-contracts',
  'shared-contracts/api',
  'shell-runtime',
  'shared-ui',
];

/** The packages whose shipped sources import react-router (tests and test helpers never reach a bundle). */
const SOURCE_PACKAGES = [
  SHELL.dir,
  ...REMOTES.map((app) => app.dir),
  'shared-ui',
  'shell-runtime',
  'shared-contracts',
];
/** The request the surface module imports the whole package by; not a shared key, so it is not consumed again. */
export const ROUTER_WHOLE_REQUEST = 'react-router-whole';

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.(m?[jt]sx?)$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('testing'))
    .sort();
}

/** The value exports of `moduleName` that the apps import, sorted; throws on a namespace or default import, which
 *  would need the whole package. */
export function usedExports(moduleName, packages = SOURCE_PACKAGES, base = root) {
  const quoted = `['"]${moduleName.replace(/[/.]/g, '\\$&')}['"]`;
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  const whole = new RegExp(
    `(?:import\\s+(?!type\\b)(?:\\*\\s*as\\s+\\w+|\\w+)\\s*(?:,[^;]*)?|export\\s*\\*[^;]*)from\\s*${quoted}`,
  );
  const names = new Set();
  for (const pkg of packages)
    for (const file of sourceFiles(path.join(base, pkg, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(moduleName)) continue;
      const bad = text.match(whole);
      if (bad)
        throw new Error(
          `${path.relative(base, file)}: "${bad[0]}" needs the whole of ${moduleName}; import names instead`,
        );
      for (const match of text.matchAll(named)) {
        if (match[1]) continue; // import type { … }
        for (const part of match[2].split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]
            .trim();
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  return [...names].sort();
}

/** Writes the react-router surface module (same content for every app of one tree) and returns its path. */
export function routerSurfaceModule() {
  const names = usedExports('react-router');
  const dir = path.join(root, 'node_modules', '.cache', 'portal-shared');
  const file = path.join(dir, 'react-router.mjs');
  const text =
    `/* Generated by tooling/shared-deps.mjs: the react-router exports the portal's apps import. */\n` +
    `export { ${names.join(', ')} } from '${ROUTER_WHOLE_REQUEST}';\n`;
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
    const temporary = `${file}.${process.pid}`;
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  }
  return file;
}

/** The package a shared request belongs to: 'react-dom/client' → 'react-dom', '@lingui/core' stays itself. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The version of a package as the app resolves it, read beside it (some packages do not export package.json). */
function installedVersion(appDir, name) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed for ${appDir}`);
  }
}

/** One singleton, never strict: a version the request does not accept only warns, and the copy already loaded
 *  (the shell's) is used (decision 0036). */
const SINGLETON = { singleton: true, strictVersion: false };

/** Workspace libraries are written `workspace:*`, so what they accept is given: any version of their major. */
function sameMajor(version) {
  return `^${version.split('.')[0]}.0.0`;
}

/**
 * @param {string} appDir the app being built, to read the versions it resolves
 * @param {{ host?: boolean, production?: boolean }} [options] a remote's production build brings no copy of the
 *   keys of SHELL_PROVIDED (`import: false`, decision 0058): the shell's copy is the one that runs (decision 0036).
 *   Development builds keep every copy, so a remote still runs alone in its dev harness.
 */
export function sharedConfig(appDir = root, { host = false, production = false } = {}) {
  const versionOf = (request) => installedVersion(appDir, packageOf(request));
  const shared = {};
  // A remote asks for `^<the version it was built with>` of each library: one requirement per library, so its
  // remoteEntry.js lists each once (read from every importing package.json, react alone was listed seven times).
  // The shell keeps the requirements webpack reads from the package.json files: an explicit one there made webpack
  // emit second fallback copies of @lingui/react and react-dom into its lazy chunks.
  for (const name of SHARED_SINGLETONS) {
    if (!host && HOST_ONLY.includes(name)) continue;
    shared[name] = host ? { ...SINGLETON } : { ...SINGLETON, requiredVersion: `^${versionOf(name)}` };
  }
  for (const name of WORKSPACE_SINGLETONS)
    shared[name] = { ...SINGLETON, requiredVersion: sameMajor(versionOf(name)) };
  const version = versionOf('react-router');
  shared['react-router'] = {
    ...SINGLETON,
    import: routerSurfaceModule(),
    version,
    // A remote asks for `^<version>` as for the other libraries; without it webpack took the exact version from the
    // package.json files, and the manifest of a build that brings no copy (decision 0058) garbled it.
    ...(host ? {} : { requiredVersion: `^${version}` }),
  };
  if (production && !host) for (const name of SHELL_PROVIDED) if (shared[name]) shared[name].import = false; // react-dom/client is the shell's alone
  return shared;
}

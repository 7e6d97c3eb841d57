/** The workspace's import graph (decision 0122): no file reaches itself through its imports, and no package imports
 *  one above it. The layers, bottom first: shared-contracts (types, schemas, the endpoint table, pure rules); then
 *  shell-runtime (the session runtime and the ShellServices context); then shared-ui; then the shell and the remotes,
 *  which import none of each other. The API imports shared-contracts only. The tooling (with each package's build
 *  configuration, the files outside its src/) stands above them, and the journeys above all. Imports are read from the sources as text, type-only ones included, and resolved like the bundler
 *  does: relative paths, and a workspace package's name through its package.json exports. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const APPS = ['shell', 'mf-public', 'mf-auth', 'mf-dashboard', 'mf-ads', 'mf-account', 'mf-review'];
/** What each package may import besides its own files. */
export const ALLOWED = {
  'shared-contracts': [],
  'shell-runtime': ['shared-contracts'],
  'shared-ui': ['shared-contracts', 'shell-runtime'],
  ...Object.fromEntries(APPS.map((app) => [app, ['shared-contracts', 'shell-runtime', 'shared-ui']])),
  api: ['shared-contracts'],
  tooling: ['shared-contracts', 'shell-runtime', 'shared-ui', 'api', ...APPS],
  e2e: ['shared-contracts', 'shell-runtime', 'shared-ui', 'api', 'tooling', ...APPS],
};
/** The packages whose files outside `src/` (webpack and Lingui configuration) belong to the build, with tooling. */
const BUILT = new Set(['shared-contracts', 'shell-runtime', 'shared-ui', 'api', ...APPS]);

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'locales',
  '.cache',
]);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.jsx'];

export function workspacePackages(base = root) {
  const text = fs.readFileSync(path.join(base, 'pnpm-workspace.yaml'), 'utf8');
  return [...text.matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((match) => match[1]);
}

function sourceFiles(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(path.join(folder, entry.name));
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
        files.push(path.join(folder, entry.name));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files;
}

/** The module specifiers a source file names: static imports and re-exports (type-only included), import() and
 *  require() with a literal, and side-effect imports. Comments are dropped first. */
export function specifiersOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [];
  const patterns = [
    /(?:^|[;\s])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[;\s])import\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

function resolveFile(candidate) {
  const tries = [candidate];
  const ext = path.extname(candidate);
  if (['.js', '.mjs', '.cjs', '.jsx'].includes(ext)) {
    const stem = candidate.slice(0, -ext.length);
    tries.push(`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`);
  }
  for (const e of EXTENSIONS) tries.push(candidate + e);
  for (const e of EXTENSIONS) tries.push(path.join(candidate, `index${e}`));
  return tries.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** The layer of a file: its package, by the first folder of its path, or tooling for a package's build
 *  configuration (a file outside its src/). */
function packageOf(file, base, packages) {
  const [first, second] = path.relative(base, file).split(path.sep);
  if (!packages.includes(first)) return null;
  return BUILT.has(first) && second !== 'src' ? 'tooling' : first;
}

/** The file graph of the workspace: { files: Map<file, package>, edges: Map<file, Set<file>> }, paths relative. */
export function importGraph(base = root) {
  const packages = [...workspacePackages(base), 'tooling'];
  const exportsOf = new Map();
  for (const name of packages) {
    const manifest = path.join(base, name, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const json = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (!json.name) continue;
    const map =
      typeof json.exports === 'object' && json.exports ? json.exports : { '.': json.main ?? 'index.js' };
    exportsOf.set(json.name, { dir: name, map });
  }
  const resolve = (from, specifier) => {
    if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier));
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const pkg = exportsOf.get(name);
    if (!pkg) return null; // a library from node_modules
    const sub = `.${specifier.slice(name.length)}`;
    const target = pkg.map[sub];
    if (typeof target !== 'string')
      throw new Error(`${path.relative(base, from)}: ${specifier} is not exported`);
    return resolveFile(path.join(base, pkg.dir, target));
  };
  const files = new Map();
  const edges = new Map();
  for (const name of packages) for (const file of sourceFiles(path.join(base, name))) files.set(file, name);
  for (const [file] of files) {
    const targets = new Set();
    for (const specifier of specifiersOf(fs.readFileSync(file, 'utf8'))) {
      const target = resolve(file, specifier);
      if (target && files.has(target)) targets.add(target);
    }
    edges.set(file, targets);
  }
  const rel = (file) => path.relative(base, file);
  return {
    files: new Map([...files].map(([file, pkg]) => [rel(file), pkg])),
    edges: new Map([...edges].map(([file, targets]) => [rel(file), new Set([...targets].map(rel))])),
    packageOf: (file) => packageOf(path.join(base, file), base, packages),
  };
}

/** The circles of a graph: its strongly connected components of more than one file, and files that import
 *  themselves (Tarjan's algorithm, iterative). */
export function circlesOf(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [[start, [...(edges.get(start) ?? [])], 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (frame[2] < next.length) {
        const target = next[frame[2]++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, [...(edges.get(target) ?? [])], 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || edges.get(node)?.has(node)) circles.push(component.sort());
      }
    }
  }
  return circles;
}

/** Imports from a package to one it may not import: `from → to (package → package)`. */
export function upwardImports({ edges, packageOf }, allowed = ALLOWED) {
  const found = [];
  for (const [from, targets] of edges) {
    const source = packageOf(from);
    for (const to of targets) {
      const target = packageOf(to);
      if (source === target) continue;
      if (!(allowed[source] ?? []).includes(target)) found.push(`${from} → ${to} (${source} → ${target})`);
    }
  }
  return found.sort();
}

test('the circle finder finds a circle and a self-import, and nothing in a chain', () => {
  const graph = (pairs) => {
    const edges = new Map();
    for (const [from, to] of pairs) {
      if (!edges.has(from)) edges.set(from, new Set());
      if (!edges.has(to)) edges.set(to, new Set());
      edges.get(from).add(to);
    }
    return edges;
  };
  assert.deepEqual(
    circlesOf(
      graph([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ),
    [],
  );
  assert.deepEqual(
    circlesOf(
      graph([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    ),
    [['a', 'b', 'c']],
  );
  assert.deepEqual(circlesOf(graph([['a', 'a']])), [['a']]);
});

test('the reader finds every kind of import and skips comments', () => {
  const text = [
    "import { a, type B } from './a';",
    "import type { C } from 'shared-contracts';",
    "export { d } from '../d';",
    "import './side-effect';",
    "const e = await import('shared-ui/form');",
    "const f = require('./f.cjs');",
    "// import { g } from './g';",
    "/** import { h } from './h'; */",
    'import {',
    '  i,',
    "} from './i';",
  ].join('\n');
  assert.deepEqual(specifiersOf(text).sort(), [
    '../d',
    './a',
    './f.cjs',
    './i',
    './side-effect',
    'shared-contracts',
    'shared-ui/form',
  ]);
});

test('the layer rule refuses an import upwards and one between apps', () => {
  const edges = new Map([
    ['shared-contracts/src/a.ts', new Set(['shell-runtime/src/b.ts'])],
    ['mf-ads/src/c.ts', new Set(['mf-review/src/d.ts', 'shared-ui/src/e.ts'])],
    ['api/src/f.ts', new Set(['shared-contracts/src/a.ts'])],
  ]);
  const packageOf = (file) => file.split('/')[0];
  assert.deepEqual(upwardImports({ edges, packageOf }), [
    'mf-ads/src/c.ts → mf-review/src/d.ts (mf-ads → mf-review)',
    'shared-contracts/src/a.ts → shell-runtime/src/b.ts (shared-contracts → shell-runtime)',
  ]);
});

const workspace = importGraph();

test('every workspace package has its place in the layers', () => {
  for (const name of workspacePackages())
    assert.ok(name in ALLOWED, `${name} has no layer in import-graph.test`);
  assert.ok(workspace.files.size > 500, `read ${workspace.files.size} files`);
});

test('no file reaches itself through its imports', () => {
  const circles = circlesOf(workspace.edges);
  assert.deepEqual(
    circles.map((files) => files.join(' → ')),
    [],
    'circles of imports (use relative imports inside a package, and move what two files share to a third)',
  );
});

test('no package imports one above it', () => {
  assert.deepEqual(upwardImports(workspace), []);
});

#!/usr/bin/env node
/** The byte budgets of the test command (decision 0093): from the production builds in each app's dist/, the gzip
 *  JavaScript a first visit needs, per app and per remote, against one budget each (tooling/bytes-budgets.json).
 *  Only a figure over its budget fails, and so does a figure with no budget (a new page needs its line). A budget is
 *  the figure measured when it was set plus 10%, rounded up to the next 5 KB: a feature may spend bytes within it.
 *  Raising one is a one-line change to that file, with its reason in the commit message.
 *  No browser: it reads the chunk graph each build writes (bytes-graph.json) and the federation stats
 *  (mf-stats.json), and gzips the files at level 9, as tooling/serve.mjs serves them. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { BYTES_GRAPH_FILE } from './bytes-graph.mjs';
import { REMOTES as REMOTE_APPS } from './apps.mjs';
import { SHARED_SINGLETONS, SHELL_PROVIDED } from './shared-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_FILE = path.join(root, 'tooling', 'bytes-budgets.json');
const REMOTES = REMOTE_APPS.map((app) => app.dir);

function readJson(file) {
  if (!fs.existsSync(file))
    throw new Error(`${path.relative(root, file)} is missing: run the production build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** One app's build: its chunk graph, what it shares and exposes, and the gzip size of any of its files. */
function loadApp(name) {
  const dist = path.join(root, name, 'dist');
  const graph = readJson(path.join(dist, BYTES_GRAPH_FILE));
  const stats = readJson(path.join(dist, 'mf-stats.json'));
  const sizes = new Map();
  const gzipKb = (files) => {
    let bytes = 0;
    for (const file of new Set(files)) {
      if (!sizes.has(file))
        sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
      bytes += sizes.get(file);
    }
    return bytes / 1024;
  };
  const sharedFiles = new Map(Object.entries(graph.shared));
  const providedFiles = new Set([...sharedFiles.values()].flat());
  return { name, graph, stats, gzipKb, sharedFiles, providedFiles };
}

/** The shared keys a file needs when it loads: those consumed by its chunks and by every chunk of the groups they
 *  are in, since a group loads whole and webpack often puts a module's consumes in a chunk beside it. */
export function consumesOfFile(app, file) {
  const siblings = new Set();
  for (const chunk of app.graph.chunks)
    if (chunk.files.includes(file))
      for (const group of chunk.groups) for (const id of group.chunks) siblings.add(id);
  return app.graph.chunks
    .filter((chunk) => chunk.files.includes(file) || siblings.has(chunk.id))
    .flatMap((chunk) => chunk.consumes);
}

/** Chunks whose groups start at the entry or at one of the given imports. */
function chunksOf(app, { entry = false, origins = [], names = [] }) {
  return app.graph.chunks.filter((chunk) =>
    chunk.groups.some(
      (group) =>
        (entry && group.entry) ||
        group.origins.some((origin) => origins.includes(origin)) ||
        names.includes(group.name),
    ),
  );
}

/** The shell's files for these shared keys, and for what their modules consume in turn. */
function sharedClosure(shell, sharedKeys) {
  const keys = new Set(sharedKeys);
  const files = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const key of [...keys])
      for (const file of shell.sharedFiles.get(key) ?? [])
        if (!files.has(file)) {
          files.add(file);
          grew = true;
          for (const consumed of consumesOfFile(shell, file)) keys.add(consumed);
        }
  }
  return files;
}

/** The files a remote's page loads for the shared keys it consumes, beyond those already in `loaded`: the shell's
 *  copy of what the shell provides (SHELL_PROVIDED, decision 0058), the remote's own copy of the sub-path entries
 *  it bundles (the first remote to load one provides it to the others), and what those consume in turn. */
function pageSharedFiles(shell, remote, sharedKeys, loaded) {
  const keys = [...sharedKeys];
  const seen = new Set();
  const files = [];
  while (keys.length > 0) {
    const key = keys.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const app = SHELL_PROVIDED.includes(key) ? shell : remote;
    for (const file of app.sharedFiles.get(key) ?? []) {
      if (!loaded.has(file)) files.push({ app, file });
      keys.push(...consumesOfFile(app, file));
    }
  }
  return files;
}

/** The chunks of an app's catalogues, one per language: the shell's (shell/src/i18n/activate-i18n.ts, decision 0060)
 *  and each remote's (its routes.tsx, decision 0061). */
const CATALOGUE_CHUNKS = {
  shell: ['shell-messages-en', 'shell-messages-ja'],
  // Named after the remote, so the one-bundle peer keeps each remote's catalogue apart.
  remote: (name) => [`${name}-messages-en`, `${name}-messages-ja`],
};

/** An app's catalogue chunks: the files of all of them, and of the larger one, which the figures count, since a visit
 *  loads one. */
function cataloguesOf(app, names) {
  const each = names.map((name) => chunksOf(app, { names: [name] }).flatMap((chunk) => chunk.files));
  if (each.some((files) => files.length === 0))
    throw new Error(`${app.name}'s build has no chunk named ${names.join(' or ')} (decisions 0060, 0061)`);
  const larger = each.reduce((most, files) => (app.gzipKb(files) > app.gzipKb(most) ? files : most));
  return { all: each.flat(), larger };
}

/** The imports of a remote's pages: the chunk groups its routes module starts with `import('./features/…-page')`.
 *  A page named otherwise gets no first-visit figure, and its chunks count with those loaded when needed. */
function pageOrigins(app) {
  const origins = new Set();
  for (const chunk of app.graph.chunks)
    for (const group of chunk.groups)
      for (const origin of group.origins) if (/^\.\/features\/.*-page$/.test(origin)) origins.add(origin);
  return [...origins].sort();
}

function checkShellProvides(shell) {
  const missing = SHELL_PROVIDED.filter((key) => !shell.sharedFiles.has(key));
  if (missing.length > 0)
    throw new Error(
      `the shell's build no longer provides ${missing.join(', ')}, which the remotes consume without a copy of ` +
        'their own (SHELL_PROVIDED in tooling/shared-deps.mjs, decision 0058): import it in the shell, or take it ' +
        'off that list',
    );
}

export function measure() {
  const shell = loadApp('shell');
  checkShellProvides(shell);
  const figures = {};
  const round = (kb) => Math.round(kb * 10) / 10;

  // The shell's start: its entry and the bootstrap it imports, and the shared singletons those consume.
  const startChunks = chunksOf(shell, { entry: true, origins: ['./bootstrap'] });
  // The interface language's catalogue is a chunk of its own, and a visit loads one of them (decision 0060). It
  // holds shared-ui's texts too (decision 0064), so it has a figure of its own.
  const shellCatalogues = cataloguesOf(shell, CATALOGUE_CHUNKS.shell);
  const startCode = startChunks
    .flatMap((chunk) => chunk.files)
    .filter((file) => !shell.providedFiles.has(file));
  const startOwn = [...startCode, ...shellCatalogues.larger];
  const startShared = sharedClosure(
    shell,
    startChunks.flatMap((chunk) => chunk.consumes),
  );
  const allShell = shell.graph.chunks.flatMap((chunk) => chunk.files);
  // The notifications library waits for a page's first toast (decision 0040); it is held apart from the other lazy
  // chunks, so moving it off the start did not read as the lazy chunks growing.
  const toastFiles = chunksOf(shell, { names: ['toasts'] }).flatMap((chunk) => chunk.files);
  const lazyOwn = allShell.filter(
    (file) =>
      !shell.providedFiles.has(file) &&
      !startOwn.includes(file) &&
      !toastFiles.includes(file) &&
      !shellCatalogues.all.includes(file),
  );
  figures['shell: entry and bootstrap'] = round(shell.gzipKb(startCode));
  figures['shell: texts of the interface language (shell and shared-ui)'] = round(
    shell.gzipKb(shellCatalogues.larger),
  );
  figures['shell: shared singletons at start'] = round(shell.gzipKb([...startShared]));
  figures['shell: lazy chunks (consent, not-found …)'] = round(shell.gzipKb(lazyOwn));
  figures['shell: notifications (with the first toast)'] = round(shell.gzipKb(toastFiles));
  // What a page that calls the API loads of the shell's shared code: the singletons at start and the shared entries
  // the start does not load, today the API layer with the contract texts, the form rules and the ads and billing
  // rules, loaded with the first call or text (decisions 0054, 0062, 0063). The remotes take them from the shell, so
  // no remote's figure counts them. Counted with the start, so that code moving off the start into the API layer
  // reads as what it is for these pages: the same bytes, or fewer.
  // A key counts when some of its files are not loaded at start: the API entry shares a chunk with the start's
  // contracts (decision 0122), and only its own chunk is added.
  const pageKeys = SHELL_PROVIDED.filter(
    (key) =>
      !SHARED_SINGLETONS.includes(key) &&
      !(shell.sharedFiles.get(key) ?? []).every((file) => startShared.has(file)),
  );
  const pageShared = [...sharedClosure(shell, pageKeys)].filter((file) => !startShared.has(file));
  figures['shell: shared code a page that calls the API loads (start and API layer)'] = round(
    shell.gzipKb([...startShared, ...pageShared]),
  );

  for (const name of REMOTES) {
    const remote = loadApp(name);
    const expose = remote.stats.exposes.find((item) => item.path === './routes');
    if (!expose) throw new Error(`${name} exposes no ./routes`);
    // The remote's catalogue in the interface language loads with its first page (decision 0061): counted with the
    // entry and routes, the larger of the two, and not among the pages.
    const remoteCatalogues = cataloguesOf(remote, CATALOGUE_CHUNKS.remote(name));
    const entryFiles = [
      remote.stats.metaData.remoteEntry.name,
      ...expose.assets.js.sync,
      ...remoteCatalogues.larger,
    ];
    const lazyFiles = expose.assets.js.async.filter(
      (file) => !remote.providedFiles.has(file) && !remoteCatalogues.all.includes(file),
    );
    // A page's own chunks, and apart from them the chunks a page loads only when it needs them (a chart, its
    // dialogs: decision 0067), so that a part leaving a page's first visit does not read as the pages growing.
    const origins = pageOrigins(remote);
    const pageFiles = new Set(chunksOf(remote, { origins }).flatMap((chunk) => chunk.files));
    const pages = lazyFiles.filter((file) => pageFiles.has(file));
    const onDemand = lazyFiles.filter((file) => !pageFiles.has(file));
    figures[`${name}: remote entry and routes`] = round(remote.gzipKb(entryFiles));
    figures[`${name}: page chunks`] = round(remote.gzipKb(pages));
    if (onDemand.length > 0)
      figures[`${name}: chunks pages load when needed (charts, dialogs …)`] = round(remote.gzipKb(onDemand));
    // The critical path of a first visit into this remote, before its page's own chunk: the shell's start, the
    // remote's entry and routes, and the singletons those consume that the shell's start did not bring.
    const routeChunks = remote.graph.chunks.filter((chunk) =>
      chunk.files.some((file) => entryFiles.includes(file)),
    );
    const moreShared = [
      ...sharedClosure(
        shell,
        routeChunks.flatMap((chunk) => chunk.consumes),
      ),
    ].filter((file) => !startShared.has(file));
    const criticalKb = shell.gzipKb([...startOwn, ...startShared, ...moreShared]) + remote.gzipKb(entryFiles);
    figures[`first visit into ${name} (critical path)`] = round(criticalKb);
    // A first visit to each of its pages (issue 9: a figure per route): the critical path, the page's own chunks and
    // the shared entries they consume, such as shared-ui/form with a form, and what those consume in turn.
    const loaded = new Set([...startShared, ...moreShared]);
    for (const origin of origins) {
      const pageChunks = chunksOf(remote, { origins: [origin] });
      const own = pageChunks
        .flatMap((chunk) => chunk.files)
        .filter((file) => !remote.providedFiles.has(file));
      const shared = pageSharedFiles(
        shell,
        remote,
        pageChunks.flatMap((chunk) => chunk.consumes),
        loaded,
      );
      const sharedKb = shared.reduce((kb, { app, file }) => kb + app.gzipKb([file]), 0);
      figures[`${name}: first visit to ${path.basename(origin)}`] = round(
        criticalKb + remote.gzipKb(own) + sharedKb,
      );
    }
  }
  return figures;
}

function main() {
  const figures = measure();
  const { budgets } = readJson(BUDGET_FILE);
  const failures = [];
  const rows = [];
  for (const [name, kb] of Object.entries(figures)) {
    const budget = budgets[name];
    let verdict = 'ok';
    if (budget === undefined) {
      verdict = 'NO BUDGET';
      failures.push(`${name}: ${kb} KB has no budget: add its line (${kb} KB plus 10%, rounded up to 5 KB)`);
    } else if (kb > budget) {
      verdict = `OVER by ${(kb - budget).toFixed(1)} KB`;
      failures.push(`${name}: ${kb} KB, budget ${budget} KB`);
    }
    rows.push(
      `  ${kb.toFixed(1).padStart(6)} KB  budget ${budget === undefined ? '   -  ' : String(budget).padStart(4)}  ${name}: ${verdict}`,
    );
  }
  for (const name of Object.keys(budgets))
    if (!(name in figures)) failures.push(`${name}: has a budget but was not measured (remove its line)`);

  console.log(`JavaScript per first visit (gzip KB), against ${path.relative(root, BUDGET_FILE)}:`);
  console.log(rows.join('\n'));
  if (failures.length > 0) {
    console.log(
      `\nOver budget:\n- ${failures.join('\n- ')}\nFind what added the bytes, or raise the budget in one line with the reason in the commit message.`,
    );
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();

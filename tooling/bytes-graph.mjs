/** A webpack plugin that writes `bytes-graph.json` beside a production build: each JS chunk with its files, the
 *  chunk groups it belongs to (named by the import that starts them) and the shared modules it consumes, and for
 *  each shared module the files its own copy loads with. The byte
 *  budgets check (tooling/bytes-budgets.mjs) reads it to tell which files a first visit needs, without a browser. */
export const BYTES_GRAPH_FILE = 'bytes-graph.json';

/** The JS files each shared module's own copy loads with (its fallback's chunk group), by share key. */
function sharedFilesByKey(compilation) {
  const shared = {};
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module' || !module.blocks[0]) continue;
    const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (!group) continue;
    const key = module.options.shareKey;
    const files = new Set(shared[key] ?? []);
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    shared[key] = [...files].sort();
  }
  return Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b)));
}

function consumedKeys(compilation, chunk) {
  return compilation.chunkGraph
    .getChunkModules(chunk)
    .filter((module) => module.type === 'consume-shared-module')
    .map((module) => module.options.shareKey)
    .sort();
}

/** The JS files an app needs right after its entry: the chunk groups the entry imports (the shell's bootstrap), and
 *  for the shared modules those consume, and what those consume in turn, the copy the app provides (its own
 *  fallback copy when it provides none: the share scope then has no other). The entry's other child groups are the
 *  copies it provides to the share scope: one that nothing at the start consumes (shared-contracts/api, decision
 *  0054) is not a start file. */
export function startFiles(compilation) {
  const shared = sharedFilesByKey(compilation);
  const files = new Set();
  const keys = new Set();
  const addChunk = (chunk) => {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const key of consumedKeys(compilation, chunk)) keys.add(key);
  };
  const provided = new Map();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) addChunk(chunk);
    for (const group of entrypoint.childrenIterable) {
      const provide = group.origins.find((origin) => origin.module?.type === 'provide-module')?.module;
      if (provide) provided.set(provide._name, group);
      else for (const chunk of group.chunks) addChunk(chunk);
    }
  }
  const done = new Set();
  for (let key = [...keys].find((k) => !done.has(k)); key; key = [...keys].find((k) => !done.has(k))) {
    done.add(key);
    const copy = provided.get(key);
    if (copy) for (const chunk of copy.chunks) addChunk(chunk);
    else
      for (const file of shared[key] ?? [])
        for (const chunk of compilation.chunks) if (chunk.files.has(file)) addChunk(chunk);
  }
  for (const entrypoint of compilation.entrypoints.values())
    for (const chunk of entrypoint.chunks) for (const file of chunk.files) files.delete(file);
  return [...files].sort();
}

/** Adds `<link rel="preload" as="script">` for the start files to the page, so they download beside the entry
 *  instead of after it (decision 0029). */
export class StartPreloadPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }
  apply(compiler) {
    const { HtmlWebpackPlugin } = this;
    compiler.hooks.thisCompilation.tap('StartPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        for (const file of startFiles(compilation))
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          );
        return data;
      });
    });
  }
}

export class BytesGraphPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BytesGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BytesGraphPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const chunks = [];
          for (const chunk of compilation.chunks) {
            const files = [...chunk.files].filter((file) => file.endsWith('.js')).sort();
            const groups = [...chunk.groupsIterable].map((group) => ({
              name: group.name ?? null,
              entry: group.isInitial(),
              origins: [...new Set(group.origins.map((origin) => origin.request).filter(Boolean))].sort(),
              // The group's chunks by id: a group is loaded whole, and a module's consumes often sit in a chunk of
              // their own beside it (a shared entry's copy and the consumes of what it imports).
              chunks: group.chunks.map((member) => String(member.id)).sort(),
            }));
            const consumes = consumedKeys(compilation, chunk);
            if (files.length === 0 && consumes.length === 0) continue;
            chunks.push({ id: String(chunk.id), files, name: chunk.name ?? null, groups, consumes });
          }
          chunks.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
          const sortedShared = sharedFilesByKey(compilation);
          compilation.emitAsset(
            BYTES_GRAPH_FILE,
            new sources.RawSource(`${JSON.stringify({ chunks, shared: sortedShared }, null, 1)}\n`),
          );
        },
      );
    });
  }
}

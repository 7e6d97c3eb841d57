/** A webpack plugin that writes `bytes-graph.json` beside a production build: each JS chunk with its files, the
 *  chunk groups it belongs to (named by the import that starts them) and the shared modules it consumes, and for
 *  each shared module the files its own copy loads with. The byte
 *  ratchet (tooling/bytes-ratchet.mjs) reads it to tell which files a first visit needs, without a browser. */
export const BYTES_GRAPH_FILE = 'bytes-graph.json';

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
            }));
            const consumes = compilation.chunkGraph
              .getChunkModules(chunk)
              .filter((module) => module.type === 'consume-shared-module')
              .map((module) => module.options.shareKey)
              .sort();
            if (files.length === 0 && consumes.length === 0) continue;
            chunks.push({ files, name: chunk.name ?? null, groups, consumes });
          }
          chunks.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
          // The files each shared module's own copy loads with (its fallback's chunk group), by share key.
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
          const sortedShared = Object.fromEntries(
            Object.entries(shared).sort(([a], [b]) => a.localeCompare(b)),
          );
          compilation.emitAsset(
            BYTES_GRAPH_FILE,
            new sources.RawSource(`${JSON.stringify({ chunks, shared: sortedShared }, null, 1)}\n`),
          );
        },
      );
    });
  }
}

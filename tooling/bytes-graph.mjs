/** A webpack plugin that writes `bytes-graph.json` beside a production build: each JS chunk with its files, the
 *  chunk groups it belongs to (named by the import that starts them) and the shared modules it consumes. The byte
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
          compilation.emitAsset(
            BYTES_GRAPH_FILE,
            new sources.RawSource(`${JSON.stringify({ chunks }, null, 1)}\n`),
          );
        },
      );
    });
  }
}

import assert from 'node:assert/strict';
import test from 'node:test';
import { startFiles } from './bytes-graph.mjs';

/** A compilation shaped like the shell's: an entry that imports the bootstrap and provides shared modules. */
function compilation() {
  const chunk = (files, consumes = []) => ({ files: new Set(files), consumes });
  const main = chunk(['main.js']);
  const bootstrap = chunk(['bootstrap.js'], ['react', 'shared-contracts']);
  const react = chunk(['react.js']);
  const contracts = chunk(['contracts.js'], ['react']);
  const api = chunk(['api.js'], ['shared-contracts']);
  const group = (chunks, origin) => ({ chunks, origins: [origin] });
  const provide = (name) => ({ request: undefined, module: { type: 'provide-module', _name: name } });
  const entrypoint = {
    chunks: [main],
    childrenIterable: [
      group([bootstrap], { request: './bootstrap', module: { type: 'javascript/auto' } }),
      group([react], provide('react')),
      group([contracts], provide('shared-contracts')),
      // Provided to the remotes, consumed by nothing at the start: the shell loads it with its first API call.
      group([api], provide('shared-contracts/api')),
    ],
  };
  const consumeModules = new Map(
    [bootstrap, contracts, api].map((c) => [
      c,
      c.consumes.map((key) => ({ type: 'consume-shared-module', options: { shareKey: key }, blocks: [] })),
    ]),
  );
  return {
    entrypoints: new Map([['main', entrypoint]]),
    chunks: [main, bootstrap, react, contracts, api],
    modules: [],
    chunkGraph: { getChunkModules: (c) => consumeModules.get(c) ?? [] },
  };
}

test('the start files are the bootstrap and the provided copies of what it consumes, not every provided copy', () => {
  assert.deepEqual(startFiles(compilation()), ['bootstrap.js', 'contracts.js', 'react.js']);
});

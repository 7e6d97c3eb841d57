/** The byte budgets' reading of the chunk graph (node --test 'tooling/*.test.mjs', run by check.mjs). */
import assert from 'node:assert/strict';
import test from 'node:test';
import { consumesOfFile } from './bytes-budgets.mjs';

test("a file needs what its chunk consumes and what the other chunks of its group consume, not other groups'", () => {
  const group = (...chunks) => ({ name: null, entry: false, origins: [], chunks });
  // A shared entry's copy (chunk 56) whose imports' consumes webpack put in file-less chunks of the same group, as
  // the build of a remote does; chunk 9 belongs to another entry's group only.
  const app = {
    graph: {
      chunks: [
        { id: '56', files: ['56.js'], groups: [group('56', '7', '8')], consumes: [] },
        {
          id: '7',
          files: [],
          groups: [group('56', '7', '8'), group('12', '7')],
          consumes: ['shared-contracts/api'],
        },
        { id: '8', files: [], groups: [group('56', '7', '8')], consumes: ['react'] },
        { id: '9', files: [], groups: [group('12', '9')], consumes: ['shared-contracts/countries'] },
        { id: '12', files: ['12.js'], groups: [group('12', '7'), group('12', '9')], consumes: ['shared-ui'] },
      ],
    },
  };
  assert.deepEqual(consumesOfFile(app, '56.js').sort(), ['react', 'shared-contracts/api']);
  assert.deepEqual(consumesOfFile(app, '12.js').sort(), [
    'shared-contracts/api',
    'shared-contracts/countries',
    'shared-ui',
  ]);
});

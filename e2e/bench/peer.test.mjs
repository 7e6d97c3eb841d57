/** Tests of the peer scenario's per-route comparison (peer.mjs, decision 0092) over figures of the kind measureRoute
 *  returns. Run by the test command (`node --test 'e2e/bench/*.test.mjs'`). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareRoutes } from './peer.mjs';

const load = (kbGzip, requests, path = '/') => ({ kbGzip, requests, path });

test('each route gets what federation adds and the ratio', () => {
  const { rows } = compareRoutes([
    { route: '/', as: 'visitor', federated: load(159.3, 12), peer: load(132.5, 9) },
    { route: '/signin', as: 'visitor', federated: load(186.1, 16), peer: load(158.6, 12) },
    { route: '/review/signin', as: 'visitor', federated: load(194.1, 18), peer: load(166.4, 14) },
  ]);
  assert.deepEqual(rows, [
    {
      route: '`/`',
      as: 'visitor',
      federatedKb: 159.3,
      federatedFiles: 12,
      peerKb: 132.5,
      peerFiles: 9,
      addedKb: 26.8,
      ratio: '1.20',
      landedApart: '',
    },
    {
      route: '`/signin`',
      as: 'visitor',
      federatedKb: 186.1,
      federatedFiles: 16,
      peerKb: 158.6,
      peerFiles: 12,
      addedKb: 27.5,
      ratio: '1.17',
      landedApart: '',
    },
    {
      route: '`/review/signin`',
      as: 'visitor',
      federatedKb: 194.1,
      federatedFiles: 18,
      peerKb: 166.4,
      peerFiles: 14,
      addedKb: 27.7,
      ratio: '1.17',
      landedApart: '',
    },
  ]);
});

test('the summary gives the range of what federation adds and of the ratio', () => {
  const { summary } = compareRoutes([
    { route: '/', as: 'visitor', federated: load(159.3, 12), peer: load(132.5, 9) },
    { route: '/signin', as: 'visitor', federated: load(186.1, 16), peer: load(158.6, 12) },
    { route: '/review/signin', as: 'visitor', federated: load(194.1, 18), peer: load(166.4, 14) },
    { route: '/no-such-page', as: 'visitor', federated: load(149.2, 8), peer: load(126.9, 6) },
  ]);
  assert.deepEqual(summary, {
    'federation adds': '22.3 to 27.7 KB a route (median 27.5)',
    'bytes federated / one bundle': '1.17× to 1.2×',
  });
});

test('a route where the two builds showed different pages says where each landed', () => {
  const { rows } = compareRoutes([
    {
      route: '/dashboard',
      as: 'advertiser',
      federated: load(181.9, 16, '/dashboard'),
      peer: load(158.6, 12, '/signin'),
    },
  ]);
  assert.equal(rows[0].landedApart, '/dashboard / /signin');
});

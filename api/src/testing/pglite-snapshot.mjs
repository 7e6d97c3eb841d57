/** Jest's global setup for the API suite on PGlite: one freshly initialised PGlite data directory, written once per
 *  run, which every test database then starts from instead of running PostgreSQL's initdb itself (several seconds
 *  of WebAssembly each on a busy machine). The snapshot holds no migration: each test database is as empty as a new
 *  one and applies the migrations itself, as before. Not used on PostgreSQL (API_TEST_DATABASE=postgres). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** The variable test-database.ts reads the snapshot's path from. */
const SNAPSHOT_VARIABLE = 'API_TEST_PGLITE_SNAPSHOT';

export default async function createPgliteSnapshot() {
  if (process.env.API_TEST_DATABASE === 'postgres') return;
  const client = await PGlite.create();
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-'));
  process.on('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  const file = path.join(folder, 'initialised.tar');
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  process.env[SNAPSHOT_VARIABLE] = file;
}

/** Reads the API's database after a fault scenario, to count what the API cannot be trusted to report about
 *  itself: the embedded PGlite folder under DATA_DIR (only once the API has stopped: it is single-process), or
 *  PostgreSQL when DATABASE_URL is set. The drivers are the API package's own. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './api-process.mjs';

const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));

async function importFromApi(name) {
  return import(pathToFileURL(requireFromApi.resolve(name)).href);
}

/** Runs one read-only query and returns its rows. */
export async function queryDatabase({ dataDir, databaseUrl }, sql, params = []) {
  if (databaseUrl) {
    const { default: pg } = await importFromApi('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await importFromApi('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    return (await db.query(sql, params)).rows;
  } finally {
    await db.close();
  }
}

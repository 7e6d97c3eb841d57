/** Liveness and readiness as a load balancer sees them: /api/health answers while the process lives, even with the
 *  database gone; /api/ready answers 200 only when the instance is not draining, its database answers and has
 *  every migration, and otherwise 503 with the reason in English and Japanese. */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import path from 'node:path';
import * as v from 'valibot';
import { ApiErrorBodySchema } from 'shared-contracts';
import { buildApp } from '../app';
import { openTestDatabase } from '../testing/test-database';
import { buildTestApp, testConfig, type TestApp } from '../testing/build-test-app';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(60_000);

const engine = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

async function get(app: TestApp['app'], url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<unknown>(), headers: res.headers };
}

describe('a running instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  test('health and readiness answer 200 without an API key', async () => {
    expect(await get(t.app, '/api/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: engine },
    });
    const ready = await get(t.app, '/api/ready');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready', database: engine } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  test('while draining, readiness says so in both languages and health stays 200', async () => {
    t.app.readiness.draining = true;
    try {
      const ready = await get(t.app, '/api/ready');
      expect(ready.status).toBe(503);
      expect(v.parse(ApiErrorBodySchema, ready.body)).toMatchObject({
        statusCode: 503,
        code: 'UNAVAILABLE',
        en: 'This instance is shutting down and takes no new requests.',
        ja: 'このインスタンスは停止処理中のため、新しいリクエストを受け付けていません。',
      });
      expect((await get(t.app, '/api/health')).status).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
  });

  test('while draining, every answer closes its connection, so a balancer sends nothing more on it', async () => {
    expect((await get(t.app, '/api/health')).headers.connection).not.toBe('close');
    t.app.readiness.draining = true;
    try {
      for (const url of ['/api/health', '/api/ready', '/api/no-such-route'])
        expect((await get(t.app, url)).headers.connection).toBe('close');
    } finally {
      t.app.readiness.draining = false;
    }
    expect((await get(t.app, '/api/health')).headers.connection).not.toBe('close');
  });

  test('a database missing a migration this version needs is not ready', async () => {
    const newest = readMigrationFiles({
      migrationsFolder: path.join(import.meta.dirname, '../db/migrations'),
    }).at(-1);
    if (!newest) throw new Error('no migrations shipped');
    await t.app.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest.folderMillis}`,
    );
    try {
      const ready = await get(t.app, '/api/ready');
      expect(ready.status).toBe(503);
      expect(v.parse(ApiErrorBodySchema, ready.body)).toMatchObject({
        code: 'UNAVAILABLE',
        en: 'The database lacks migrations this version of the API needs.',
      });
    } finally {
      await t.app.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${newest.folderMillis} where created_at = ${newest.folderMillis - 1}`,
      );
    }
    expect((await get(t.app, '/api/ready')).status).toBe(200);
  });
});

test('with its database gone, an instance is alive but not ready', async () => {
  const { database, dispose } = await openTestDatabase(os.tmpdir());
  const app = await buildApp(testConfig(), { database, logger: false });
  try {
    await database.close();

    expect((await get(app, '/api/health')).status).toBe(200);
    const ready = await get(app, '/api/ready');
    expect(ready.status).toBe(503);
    expect(v.parse(ApiErrorBodySchema, ready.body)).toMatchObject({
      code: 'UNAVAILABLE',
      en: 'The database does not answer.',
      ja: 'データベースが応答していません。',
    });
  } finally {
    await app.close();
    await dispose().catch(() => {});
  }
});

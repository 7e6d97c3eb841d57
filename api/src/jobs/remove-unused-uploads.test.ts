/** The scheduled job that removes uploads no ad uses once they are a day old: the stored file and its row go,
 *  while a recent upload and one an existing ad uses (in any status) stay. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { UploadResponseSchema } from 'shared-contracts/api';
import { uploads } from '../db/schema';
import { keyOfImageUrl, removeUnusedUploads } from '../services/uploads';
import {
  applicationBody,
  buildAdTestApp,
  insertAd,
  uploadImage,
  type AdTestApp,
} from '../testing/ad-factories';
import { signedInAdvertiser, type Agent } from '../testing/build-test-app';
import { startRemovingUnusedUploads } from './remove-unused-uploads';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600 * 1000);
const deps = () => ({ db: t.app.db, storage: t.app.adapters.storage });

function keyOf(url: string): string {
  const key = keyOfImageUrl(t.app.config, url);
  if (!key) throw new Error(`not an upload address: ${url}`);
  return key;
}

/** A banner uploaded through POST /api/s3/, with its address and key. */
async function uploaded(agent: Agent): Promise<{ url: string; key: string }> {
  const res = await uploadImage(agent);
  expect(res.statusCode).toBe(200);
  const { url } = v.parse(UploadResponseSchema, res.json());
  return { url, key: keyOf(url) };
}

/** Whether GET /api/files/:key still serves the file. */
async function isServed(key: string): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: `/api/files/${key}` });
  return res.statusCode === 200;
}

async function isRecorded(key: string): Promise<boolean> {
  const rows = await t.app.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, key));
  return rows.length > 0;
}

test('an unused upload older than a day is removed from storage and the table; one an ad uses stays', async () => {
  const owner = await signedInAdvertiser(t.app);
  const unused = await uploaded(owner.agent);
  const used = await uploaded(owner.agent);
  const applied = await owner.agent.inject({
    method: 'POST',
    url: '/api/ads',
    payload: applicationBody(used.url),
  });
  expect(applied.statusCode).toBe(201);

  const { removed, failed } = await removeUnusedUploads(deps(), hoursFromNow(25));

  expect(removed).toContain(unused.key);
  expect(removed).not.toContain(used.key);
  expect(failed).toEqual([]);
  expect(await isServed(unused.key)).toBe(false);
  expect(await isRecorded(unused.key)).toBe(false);
  expect(await isServed(used.key)).toBe(true);
  expect(await isRecorded(used.key)).toBe(true);
  // The removed upload is no longer the advertiser's to use.
  const late = await owner.agent.inject({
    method: 'POST',
    url: '/api/ads',
    payload: applicationBody(unused.url),
  });
  expect(late.statusCode).toBe(400);
});

test('an unused upload less than a day old stays', async () => {
  const owner = await signedInAdvertiser(t.app);
  const recent = await uploaded(owner.agent);

  const { removed } = await removeUnusedUploads(deps(), hoursFromNow(23));

  expect(removed).not.toContain(recent.key);
  expect(await isServed(recent.key)).toBe(true);
  expect(await isRecorded(recent.key)).toBe(true);
});

test('ads of every status keep their banners; a deleted ad’s banner goes', async () => {
  const owner = await signedInAdvertiser(t.app);
  const ended = await insertAd(t.app, owner.advertiser.id, { status: 'ENDED' });
  const rejected = await insertAd(t.app, owner.advertiser.id, { status: 'REJECTED' });
  const doomed = await insertAd(t.app, owner.advertiser.id, { status: 'PAUSED' });
  const deleted = await owner.agent.inject({ method: 'DELETE', url: `/api/ads/${doomed.id}` });
  expect(deleted.statusCode).toBe(200);

  const { removed } = await removeUnusedUploads(deps(), hoursFromNow(25));

  expect(removed).toContain(keyOf(doomed.imageUrl));
  expect(await isRecorded(keyOf(doomed.imageUrl))).toBe(false);
  expect(await isRecorded(keyOf(ended.imageUrl))).toBe(true);
  expect(await isRecorded(keyOf(rejected.imageUrl))).toBe(true);
});

test('when the store cannot remove a file, its row stays so the next run tries again', async () => {
  const owner = await signedInAdvertiser(t.app);
  const stuck = await uploaded(owner.agent);
  const unreachable = {
    ...t.app.adapters.storage,
    delete: () => Promise.reject(new Error('the store is unreachable')),
  };

  const first = await removeUnusedUploads({ db: t.app.db, storage: unreachable }, hoursFromNow(25));

  expect(first.removed).not.toContain(stuck.key);
  expect(first.failed.map((failure) => failure.key)).toContain(stuck.key);
  expect(await isRecorded(stuck.key)).toBe(true);
  expect(await isServed(stuck.key)).toBe(true);

  const second = await removeUnusedUploads(deps(), hoursFromNow(25));
  expect(second.removed).toContain(stuck.key);
  expect(await isServed(stuck.key)).toBe(false);
});

test('the schedule runs the job at once, and stops', async () => {
  const owner = await signedInAdvertiser(t.app);
  const old = await uploaded(owner.agent);
  const stop = startRemovingUnusedUploads(
    { ...deps(), engine: t.app.databaseEngine },
    t.app.log,
    60_000,
    () => hoursFromNow(25),
  );
  try {
    for (let i = 0; i < 100 && (await isRecorded(old.key)); i += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect(await isRecorded(old.key)).toBe(false);
  } finally {
    await stop();
  }
});

/** The ads repository's guards, which the services rely on: a status change happens only from the status the
 *  caller checked, another advertiser's ad is never found or deleted, and an ENDED ad is never deleted. */
import { buildAdTestApp, findAd, insertAd, type AdTestApp } from '../testing/ad-factories';
import { createAdvertiser } from '../testing/build-test-app';
import { deleteAdOfUnlessEnded, findAdOf, listAdsOf, updateAdIfStatus } from './ads';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

test('a status change from a status the ad no longer has changes nothing', async () => {
  const owner = await createAdvertiser(t.app);
  const ad = await insertAd(t.app, owner.id, { status: 'ACTIVE' });

  expect(await updateAdIfStatus(t.app.db, ad.id, 'PENDING', { status: 'ENDED' })).toBeNull();
  expect((await findAd(t.app, ad.id))?.status).toBe('ACTIVE');

  const paused = await updateAdIfStatus(t.app.db, ad.id, 'ACTIVE', { status: 'PAUSED' });
  expect(paused?.status).toBe('PAUSED');
});

test('another advertiser’s ad is neither found, listed nor deleted', async () => {
  const owner = await createAdvertiser(t.app);
  const stranger = await createAdvertiser(t.app);
  const ad = await insertAd(t.app, owner.id, { status: 'PAUSED' });

  expect(await findAdOf(t.app.db, stranger.id, ad.id)).toBeNull();
  expect(await listAdsOf(t.app.db, stranger.id)).toEqual([]);
  expect(await deleteAdOfUnlessEnded(t.app.db, stranger.id, ad.id)).toBe(false);
  expect((await findAdOf(t.app.db, owner.id, ad.id))?.id).toBe(ad.id);
});

test('an ENDED ad is not deleted; a paused one is', async () => {
  const owner = await createAdvertiser(t.app);
  const ended = await insertAd(t.app, owner.id, { status: 'ENDED' });
  const paused = await insertAd(t.app, owner.id, { status: 'PAUSED' });

  expect(await deleteAdOfUnlessEnded(t.app.db, owner.id, ended.id)).toBe(false);
  expect(await deleteAdOfUnlessEnded(t.app.db, owner.id, paused.id)).toBe(true);
  expect(await findAd(t.app, ended.id)).toBeDefined();
  expect(await findAd(t.app, paused.id)).toBeUndefined();
});

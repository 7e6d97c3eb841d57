/** The operator's approval and the run's dates: an ad approved after its start date keeps the months it paid for
 *  (start on the approval day, end that many months later) and the approval mail states those dates. */
import { eq } from 'drizzle-orm';
import { calculateEndDate, formatDate, todayUtc } from 'shared-contracts';
import { listOutbox } from '../adapters/mail/outbox-mailer';
import { people } from '../db/schema';
import { buildAdTestApp, daysFromToday, findAd, insertAd, type AdTestApp } from '../testing/ad-factories';
import { signedInAdvertiser } from '../testing/build-test-app';
import { approveAd, type ReviewDeps } from './ad-review';

const CLI_REVIEWER = { cliUser: 'test-runner' };

jest.setTimeout(30_000);

let t: AdTestApp;
let deps: ReviewDeps;
beforeAll(async () => {
  t = await buildAdTestApp();
  deps = { db: t.app.db, config: t.app.config, log: t.app.log, mailer: t.app.adapters.mailer };
});
afterAll(() => t.close());

test('approved after its start date, the run starts today and ends that many months later', async () => {
  const owner = await signedInAdvertiser(t.app);
  const ad = await insertAd(t.app, owner.advertiser.id, {
    status: 'PENDING',
    start: daysFromToday(-10),
    duration: 3,
  });
  const result = await approveAd(deps, ad.id, CLI_REVIEWER);
  expect(result.ok).toBe(true);
  const today = todayUtc();
  const end = calculateEndDate(today, 3);
  expect(await findAd(t.app, ad.id)).toMatchObject({
    status: 'ACTIVE',
    startDate: today.toString(),
    endDate: end.toString(),
  });
  const [mail] = await listOutbox(t.app.db, { to: owner.advertiser.email });
  expect(mail?.text).toContain(formatDate(today.toString(), 'en'));
  expect(mail?.text).toContain(formatDate(end.toString(), 'en'));
});

test('approved before its start date, the dates stay as applied', async () => {
  const owner = await signedInAdvertiser(t.app);
  const start = daysFromToday(5);
  const ad = await insertAd(t.app, owner.advertiser.id, { status: 'PENDING', start, duration: 2 });
  await approveAd(deps, ad.id, CLI_REVIEWER);
  expect(await findAd(t.app, ad.id)).toMatchObject({
    startDate: start.toString(),
    endDate: calculateEndDate(start, 2).toString(),
  });
});

test('the approval mail greets the advertiser by the name on the account', async () => {
  const owner = await signedInAdvertiser(t.app);
  await t.app.db.update(people).set({ name: 'Hanako Sato' }).where(eq(people.id, owner.advertiser.personId));
  const ad = await insertAd(t.app, owner.advertiser.id, { status: 'PENDING', start: daysFromToday(5) });
  await approveAd(deps, ad.id, CLI_REVIEWER);
  const [mail] = await listOutbox(t.app.db, { to: owner.advertiser.email });
  expect(mail?.text).toContain('Hello Hanako Sato,');
});

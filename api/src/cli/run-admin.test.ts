/** The operator CLI against the API in-process (its client's requests go through app.inject): the pending table,
 *  approving and rejecting with the advertiser's mail, ending, and clear refusals with exit code 1. */
import { ads } from '../db/schema';
import {
  buildAdTestApp,
  collectOutput,
  daysFromToday,
  findAd,
  insertAd,
  operatorClient,
  operatorClientWithToken,
  type AdTestApp,
} from '../testing/ad-factories';
import { createAdvertiser, mailsTo } from '../testing/build-test-app';
import type { OperatorClient } from './operator-client';
import { runAdmin } from './run-admin';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let t: AdTestApp;
let client: OperatorClient;
beforeAll(async () => {
  t = await buildAdTestApp();
  client = await operatorClient(t);
});
afterAll(() => t.close());

async function admin(...argv: string[]) {
  const output = collectOutput();
  const code = await runAdmin(argv, client, output);
  return { code, stdout: output.stdout.join('\n'), stderr: output.stderr.join('\n') };
}

describe('ads:pending', () => {
  test('lists the ads waiting for review with advertiser, plan, months, start, title and image', async () => {
    await t.app.db.delete(ads);
    expect(await admin('ads:pending')).toEqual({
      code: 0,
      stdout: 'No ads are waiting for review.',
      stderr: '',
    });

    const owner = await createAdvertiser(t.app, { email: 'pending-owner@example.com' });
    const pending = await insertAd(t.app, owner.id, {
      status: 'PENDING',
      plan: 'COMPREHENSIVE',
      duration: 6,
      title: 'Museum night',
      start: daysFromToday(9),
    });
    await insertAd(t.app, owner.id, { status: 'ACTIVE', title: 'Already running' });
    const { code, stdout } = await admin('ads:pending');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^ID\s+ADVERTISER\s+PLAN\s+MONTHS\s+START\s+TITLE\s+IMAGE URL$/);
    const row = lines.find((line) => line.startsWith(`${pending.id} `)) ?? '';
    for (const cell of [
      'pending-owner@example.com',
      'COMPREHENSIVE',
      ' 6 ',
      pending.startDate,
      'Museum night',
      pending.imageUrl,
    ]) {
      expect(row).toContain(cell);
    }
    expect(stdout).not.toContain('Already running');
  });
});

describe('ads:pending links', () => {
  test('after the table, each ad’s link with its domain spelled out and the desk’s warnings', async () => {
    await t.app.db.delete(ads);
    const owner = await createAdvertiser(t.app);
    const plain = await insertAd(t.app, owner.id, {
      status: 'PENDING',
      linkUrl: 'https://gallery.example.com/a',
    });
    const disguised = await insertAd(t.app, owner.id, {
      status: 'PENDING',
      title: 'Sale at paypal.com',
      linkUrl: 'https://xn--bcher-kva.example/',
    });
    const { stdout } = await admin('ads:pending');
    const lines = stdout.split('\n');
    expect(lines).toContain(`  ${plain.id}  https://gallery.example.com/a  → gallery.example.com`);
    expect(lines).toContain(
      `  ${disguised.id}  https://xn--bcher-kva.example/  → bücher.example  WARNING: punycode, text-mismatch`,
    );
  });

  test('an ad with campaign tags also shows the address visitors will open', async () => {
    await t.app.db.delete(ads);
    const owner = await createAdvertiser(t.app);
    const tagged = await insertAd(t.app, owner.id, {
      status: 'PENDING',
      linkUrl: 'https://gallery.example.com/a?ref=1',
      campaignName: 'spring',
    });
    const lines = (await admin('ads:pending')).stdout.split('\n');
    const at = lines.indexOf(`  ${tagged.id}  https://gallery.example.com/a?ref=1  → gallery.example.com`);
    expect(at).toBeGreaterThan(-1);
    expect(lines[at + 1]).toBe(
      '      with campaign tags, visitors open: https://gallery.example.com/a?ref=1&utm_source=virtual-art-exhibition&utm_medium=display&utm_campaign=spring',
    );
  });
});

describe('operators:add', () => {
  test('needs an email', async () => {
    const { code, stderr } = await admin('operators:add');
    expect(code).toBe(1);
    expect(stderr).toContain('operators:add needs the operator’s email');
  });
});

describe('ads:approve', () => {
  test('makes a pending ad ACTIVE and mails the advertiser in the ad’s language', async () => {
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { status: 'PENDING', language: 'ja', title: '秋の展示' });
    const { code, stdout, stderr } = await admin('ads:approve', String(ad.id));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain(`Ad ${ad.id} "秋の展示" is approved (ACTIVE)`);
    expect(stdout).toContain(owner.email);
    expect((await findAd(t.app, ad.id))?.status).toBe('ACTIVE');
    const [mail] = await mailsTo(t.app, owner.email);
    expect(mail?.subject).toContain('広告が承認されました');
    expect(mail?.text).toContain('秋の展示');
    expect(mail?.links).toEqual([`http://localhost:3000/dashboard/ads/${ad.id}`]);
  });

  test('an ad that is not pending is refused on stderr with exit code 1', async () => {
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { status: 'ACTIVE' });
    const { code, stdout, stderr } = await admin('ads:approve', String(ad.id));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(`Error: Ad ${ad.id} is ACTIVE (Active); an operator cannot move it to ACTIVE.`);
    expect(await mailsTo(t.app, owner.email)).toHaveLength(0);
  });

  test('an unknown id is refused with exit code 1', async () => {
    expect(await admin('ads:approve', '999999')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: no ad has the ID 999999.',
    });
  });

  test('an id past the ID range gets the unknown-id answer and the range', async () => {
    for (const id of ['2147483648', '99999999999999999999'])
      expect(await admin('ads:approve', id)).toEqual({
        code: 1,
        stdout: '',
        stderr: `Error: no ad has the ID ${id}. Ad IDs run from 1 to 2147483647.`,
      });
  });
});

describe('ads:reject', () => {
  test('rejects with the reason, stores it, and mails how to resubmit or ask for a refund', async () => {
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { status: 'PENDING', title: 'Night sale' });
    const { code, stdout } = await admin(
      'ads:reject',
      String(ad.id),
      '--reason',
      'The link leads to a page that does not load.',
    );
    expect(code).toBe(0);
    expect(stdout).toContain('is rejected (REJECTED)');
    expect(await findAd(t.app, ad.id)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The link leads to a page that does not load.',
    });
    const [mail] = await mailsTo(t.app, owner.email);
    expect(mail?.subject).toContain('Your ad was not approved');
    expect(mail?.text).toContain('The link leads to a page that does not load.');
    expect(mail?.text).toContain('resubmit');
    expect(mail?.text).toContain('refund');
    expect(mail?.links).toEqual([`http://localhost:3000/dashboard/ads/application/${ad.id}`]);
  });

  test('a reason the API refuses names its field', async () => {
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { status: 'PENDING' });
    const { code, stderr } = await admin('ads:reject', String(ad.id), '--reason', 'Blurry\u0007 image');
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Error: .+ reason: Reason for rejection contains a character that cannot be used/,
    );
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
  });

  test('accepts --reason=TEXT', async () => {
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { status: 'PENDING' });
    expect((await admin('ads:reject', String(ad.id), '--reason=Blurry image')).code).toBe(0);
    expect((await findAd(t.app, ad.id))?.rejectionReason).toBe('Blurry image');
  });

  test('--creatives names which creative of an ad with two is rejected; both by default', async () => {
    const owner = await createAdvertiser(t.app);
    const japanese = await insertAd(t.app, owner.id, { status: 'PENDING', secondTitle: '夜のセール' });
    const named = await admin(
      'ads:reject',
      String(japanese.id),
      '--creatives',
      'ja',
      '--reason',
      'The Japanese title is misspelt.',
    );
    expect(named).toMatchObject({ code: 0, stderr: '' });
    expect(named.stdout).toContain('Rejected: the Japanese banner and title.');
    expect(await findAd(t.app, japanese.id)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The Japanese title is misspelt.',
      rejectedCreatives: 'ja',
    });

    // After the reason, and as --creatives=VALUE, it is taken out of the reason's words.
    const english = await insertAd(t.app, owner.id, { status: 'PENDING', secondTitle: '夜のセール' });
    expect(
      (await admin('ads:reject', String(english.id), '--reason', 'Blurry banner', '--creatives=en')).code,
    ).toBe(0);
    expect(await findAd(t.app, english.id)).toMatchObject({
      rejectionReason: 'Blurry banner',
      rejectedCreatives: 'en',
    });

    const both = await insertAd(t.app, owner.id, { status: 'PENDING', secondTitle: '夜のセール' });
    const unnamed = await admin('ads:reject', String(both.id), '--reason', 'The link does not load.');
    expect(unnamed.stdout).toContain('Rejected: both banners and titles (English and Japanese).');
    expect((await findAd(t.app, both.id))?.rejectedCreatives).toBe('both');
  });

  test('--creatives for an ad with one creative rejects it and says the option named nothing', async () => {
    const owner = await createAdvertiser(t.app);
    const single = await insertAd(t.app, owner.id, { status: 'PENDING' });
    const run = await admin('ads:reject', String(single.id), '--creatives', 'ja', '--reason', 'Blurry');
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('has one banner and title, so --creatives ja names nothing');
    expect(await findAd(t.app, single.id)).toMatchObject({ status: 'REJECTED', rejectedCreatives: null });
  });

  test.each([
    [['--creatives', 'fr', '--reason', 'Blurry'], '"fr" is not a creative: --creatives takes en, ja or both'],
    [['--creatives', '--reason', 'Blurry'], 'ads:reject --creatives takes en, ja or both'],
    [['--reason', 'Blurry', '--creatives'], 'ads:reject --creatives takes en, ja or both'],
    [['--creatives='], 'ads:reject --creatives takes en, ja or both'],
  ])('refuses %j with a clear message; nothing changes', async (args, message) => {
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { status: 'PENDING', secondTitle: '夜のセール' });
    const run = await admin('ads:reject', String(ad.id), ...args);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Error: ${message}`);
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
  });

  test('without a reason, or for an ad that is not pending, nothing changes and the exit code is 1', async () => {
    const owner = await createAdvertiser(t.app);
    const pending = await insertAd(t.app, owner.id, { status: 'PENDING' });
    const noReason = await admin('ads:reject', String(pending.id));
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toContain('ads:reject needs a reason');
    expect((await findAd(t.app, pending.id))?.status).toBe('PENDING');

    const rejected = await insertAd(t.app, owner.id, { status: 'REJECTED' });
    const again = await admin('ads:reject', String(rejected.id), '--reason', 'Again');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Ad ${rejected.id} is REJECTED`);
  });
});

describe('ads:end', () => {
  test('ends an active or paused ad; any other status is refused', async () => {
    const owner = await createAdvertiser(t.app);
    for (const status of ['ACTIVE', 'PAUSED'] as const) {
      const ad = await insertAd(t.app, owner.id, { status });
      const { code, stdout } = await admin('ads:end', String(ad.id));
      expect(code).toBe(0);
      expect(stdout).toContain('has ended (ENDED)');
      expect((await findAd(t.app, ad.id))?.status).toBe('ENDED');
    }
    for (const status of ['UNPAID', 'PENDING', 'ENDED', 'REJECTED'] as const) {
      const ad = await insertAd(t.app, owner.id, { status });
      const { code, stderr } = await admin('ads:end', String(ad.id));
      expect({ status, code }).toEqual({ status, code: 1 });
      expect(stderr).toContain(`is ${status}`);
      expect((await findAd(t.app, ad.id))?.status).toBe(status);
    }
  });
});

describe('usage', () => {
  test('--help prints the commands and exits 0', async () => {
    const { code, stdout } = await admin('--help');
    expect(code).toBe(0);
    for (const command of ['ads:pending', 'ads:approve ID', 'ads:reject ID --reason TEXT', 'ads:end ID'])
      expect(stdout).toContain(command);
  });

  test.each([
    [['ads:fly'], 'unknown command "ads:fly"'],
    [['ads:approve'], "ads:approve needs the ad's numeric ID"],
    [['ads:end', 'twelve'], "ads:end needs the ad's numeric ID"],
    [[], ''],
  ])('%j exits 1', async (argv, message) => {
    const { code, stderr } = await admin(...argv);
    expect(code).toBe(1);
    expect(stderr).toContain(message);
  });
});

describe('the operator routes', () => {
  test('without the operator token they answer exactly what an unknown route answers, with or without the API key', async () => {
    const ask = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers });
    const apiKeys: Record<string, string>[] = [{ 'x-api-key': 'portal-web-dev' }, {}];
    const bearers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong-token' },
    ];
    for (const apiKey of apiKeys)
      for (const authorization of bearers) {
        const headers = { ...apiKey, ...authorization };
        const operatorRoute = await ask('/api/operator/ads/pending', headers);
        const unknownRoute = await ask('/api/operator/ads/no-such-route', headers);
        expect(operatorRoute.statusCode).toBe(unknownRoute.statusCode);
        expect(operatorRoute.json()).toEqual(unknownRoute.json());
        expect(Object.keys(operatorRoute.headers).sort()).toEqual(Object.keys(unknownRoute.headers).sort());
        expect(operatorRoute.statusCode).not.toBe(200);
      }
    const withKey = await ask('/api/operator/ads/pending', { 'x-api-key': 'portal-web-dev' });
    expect(withKey.statusCode).toBe(404);
  });

  test('a malformed or oversized body does not tell them apart from an unknown route either', async () => {
    const headers = { 'x-api-key': 'portal-web-dev', 'content-type': 'application/json' };
    for (const payload of ['{', 'x'.repeat(2_000_000), '{"email":"ana@example.com"}']) {
      const send = (url: string) => t.app.inject({ method: 'POST', url, headers, payload });
      const operatorRoute = await send('/api/operator/operators');
      const unknownRoute = await send('/api/operator/no-such-route');
      expect(operatorRoute.statusCode).toBe(404);
      expect(unknownRoute.statusCode).toBe(404);
      expect(operatorRoute.json()).toEqual(unknownRoute.json());
    }
  });

  test('a refused token is told apart from an unknown ad', async () => {
    const stranger = await operatorClientWithToken(t, 'wrong-token-wrong-token-wrong-token');
    const output = collectOutput();
    expect(await runAdmin(['ads:approve', '999999'], stranger, output)).toBe(1);
    expect(output.stderr.join('\n')).toContain('the API refused the operator token');
    expect((await admin('ads:approve', '999999')).stderr).toContain('no ad has the ID 999999');
  });
});

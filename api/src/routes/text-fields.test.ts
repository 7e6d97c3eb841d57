/** Every free-text field the API stores, through HTTP: a control character (PostgreSQL refuses NUL outright) is
 *  a 400 naming the field in English and Japanese, never a 500, and nothing is stored; line breaks are kept
 *  where a text has several lines and refused in one-line fields. */
import * as v from 'valibot';
import { ApiErrorBodySchema, toUtcIso, type LocalizedText } from 'shared-contracts';
import { ensureOperatorToken } from '../services/operator-token';
import {
  applyForAd,
  buildAdTestApp,
  daysFromToday,
  findAd,
  insertAd,
  recordUpload,
  type AdTestApp,
} from '../testing/ad-factories';
import {
  findAdvertiser,
  signedInAdvertiser,
  TEST_API_KEY,
  TEST_BOT_CHECK_TOKEN,
  type SignedInAdvertiser,
} from '../testing/build-test-app';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let t: AdTestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await buildAdTestApp();
  operatorToken = await ensureOperatorToken(t.dataDir);
});
afterAll(() => t.close());

const NUL = '\u0000';

function refusedField(
  res: { statusCode: number; json(): unknown },
  field: string,
): LocalizedText | undefined {
  expect(res.statusCode).toBe(400);
  return v.parse(ApiErrorBodySchema, res.json()).fields?.[field];
}

const apply = (owner: SignedInAdvertiser, overrides: Parameters<typeof applyForAd>[2]) =>
  applyForAd(t.app, owner, overrides);

async function resubmit(owner: SignedInAdvertiser, changes: Record<string, string>) {
  const ad = await insertAd(t.app, owner.advertiser.id, { status: 'REJECTED', title: 'Before' });
  const res = await owner.agent.inject({
    method: 'PATCH',
    url: `/api/ads/${ad.id}`,
    payload: {
      status: 'PENDING',
      title: 'Spring lobby',
      linkUrl: 'https://gallery.example.com/spring',
      imageUrl: await recordUpload(t.app, owner.advertiser.id),
      startDate: toUtcIso(daysFromToday(10)),
      ...changes,
    },
  });
  return { res, stored: await findAd(t.app, ad.id) };
}

function enquire(fields: { name?: string; message?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/enquiries?origin=ads',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: {
      name: 'Mika Tanaka',
      email: 'mika@example.com',
      message: 'Hello',
      token: TEST_BOT_CHECK_TOKEN,
      ...fields,
    },
  });
}

function reject(id: number, reason: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/operator/ads/${id}/reject`,
    headers: { authorization: `Bearer ${operatorToken}` },
    payload: { reason },
  });
}

afterEach(() => {
  expect(t.serverErrors).toEqual([]);
});

describe('a NUL character is refused in every text field', () => {
  test.each(['name', 'title'] as const)('POST /api/ads %s', async (field) => {
    const owner = await signedInAdvertiser(t.app);
    const res = await apply(owner, { [field]: `Autumn${NUL}lobby` });
    expect(refusedField(res, field)?.en).toMatch(/contains a character that cannot be used/);
    expect(refusedField(res, field)?.ja).toMatch(/使用できない文字（制御文字）が含まれています/);
    const list = await owner.agent.inject({ method: 'GET', url: '/api/ads/advertiser' });
    expect(list.json()).toEqual([]);
  });

  test('PATCH /api/ads/:id title (a resubmission)', async () => {
    const owner = await signedInAdvertiser(t.app);
    const { res, stored } = await resubmit(owner, { title: `Spring${NUL}lobby` });
    expect(refusedField(res, 'title')).toEqual({
      en: 'Ad title contains a character that cannot be used (a control character)',
      ja: '広告タイトルに使用できない文字（制御文字）が含まれています',
    });
    expect(stored).toMatchObject({ status: 'REJECTED', title: 'Before' });
  });

  test('PATCH /api/advertisers name', async () => {
    const owner = await signedInAdvertiser(t.app, { name: 'Hana Sato' });
    const res = await owner.agent.inject({
      method: 'PATCH',
      url: '/api/advertisers',
      payload: { name: `Hana${NUL}` },
    });
    expect(refusedField(res, 'name')?.en).toBe(
      'Name contains a character that cannot be used (a control character)',
    );
    expect((await findAdvertiser(t.app, owner.advertiser.id))?.name).toBe('Hana Sato');
  });

  test.each(['name', 'message'] as const)('POST /api/enquiries %s', async (field) => {
    const res = await enquire({ [field]: `Hello${NUL}there` });
    expect(refusedField(res, field)?.en).toMatch(/contains a character that cannot be used/);
  });

  test('POST /api/operator/ads/:id/reject reason', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, { status: 'PENDING' });
    const res = await reject(ad.id, `Unreadable${NUL}banner`);
    expect(refusedField(res, 'reason')).toEqual({
      en: 'Reason for rejection contains a character that cannot be used (a control character)',
      ja: '不承認の理由に使用できない文字（制御文字）が含まれています',
    });
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
  });
});

describe('line breaks', () => {
  test('are kept in an enquiry and in a reason for rejection', async () => {
    expect((await enquire({ message: 'Hello,\r\nCan my ad run in lobbies?\n\nThanks' })).statusCode).toBe(
      201,
    );
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, { status: 'PENDING' });
    expect((await reject(ad.id, 'The banner is unreadable.\nPlease upload a sharper one.')).statusCode).toBe(
      200,
    );
    expect((await findAd(t.app, ad.id))?.rejectionReason).toBe(
      'The banner is unreadable.\nPlease upload a sharper one.',
    );
  });

  test('are refused in a name, which the operator’s mail subject carries', async () => {
    const res = await enquire({ name: 'Mika\r\nBcc: everyone@example.com' });
    expect(refusedField(res, 'name')).toEqual({
      en: 'Name must be on one line',
      ja: 'お名前は改行せずに1行で入力してください',
    });
  });

  test('a required reason is asked for in both languages', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, { status: 'PENDING' });
    expect(refusedField(await reject(ad.id, '   '), 'reason')).toEqual({
      en: 'Please enter your reason for rejection',
      ja: '不承認の理由を入力してください',
    });
  });
});

/** Every id the API reads, in a path or in a body, through HTTP: an id no row can have (beyond the 32-bit id
 *  columns, or not a whole number) is a 400 naming the field in English and Japanese, never a 500; the largest
 *  id a row can have is still looked up, and names nothing here, so it is a 404. */
import * as v from 'valibot';
import { ApiErrorBodySchema } from 'shared-contracts';
import { MAX_ID } from 'shared-contracts/api';
import { ensureOperatorToken } from '../services/operator-token';
import { buildAdTestApp, type AdTestApp } from '../testing/ad-factories';
import { createAgent, signedInAdvertiser, type SignedInAdvertiser } from '../testing/build-test-app';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let t: AdTestApp;
let owner: SignedInAdvertiser;
let operatorToken: string;
beforeAll(async () => {
  t = await buildAdTestApp();
  owner = await signedInAdvertiser(t.app);
  operatorToken = await ensureOperatorToken(t.dataDir);
});
afterAll(() => t.close());

const BEYOND_THE_COLUMN = MAX_ID + 1;
const ACCOUNT_ID = '00000000-0000-4000-8000-000000000000';

type Request = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: string | object };
type Call = { who: 'visitor' | 'advertiser' | 'operator'; request: (id: string) => Request };

/** The calls that take an id in their path. */
const PATH_IDS: Record<string, Call> = {
  'GET /api/click/:id': { who: 'visitor', request: (id) => ({ method: 'GET', url: `/api/click/${id}` }) },
  'GET /api/ads/:id': { who: 'advertiser', request: (id) => ({ method: 'GET', url: `/api/ads/${id}` }) },
  'PATCH /api/ads/:id': {
    who: 'advertiser',
    request: (id) => ({ method: 'PATCH', url: `/api/ads/${id}`, payload: { status: 'PAUSED' } }),
  },
  'DELETE /api/ads/:id': {
    who: 'advertiser',
    request: (id) => ({ method: 'DELETE', url: `/api/ads/${id}` }),
  },
  'GET /api/advertisers/:id': {
    who: 'advertiser',
    request: (id) => ({ method: 'GET', url: `/api/advertisers/${id}` }),
  },
  'POST /api/operator/ads/:id/approve': {
    who: 'operator',
    request: (id) => ({ method: 'POST', url: `/api/operator/ads/${id}/approve` }),
  },
  'POST /api/operator/ads/:id/reject': {
    who: 'operator',
    request: (id) => ({
      method: 'POST',
      url: `/api/operator/ads/${id}/reject`,
      payload: { reason: 'The banner is unreadable.' },
    }),
  },
  'POST /api/operator/ads/:id/end': {
    who: 'operator',
    request: (id) => ({ method: 'POST', url: `/api/operator/ads/${id}/end` }),
  },
};

/** The calls that take ids in their JSON body, and which of their fields is the id under test. */
const BODY_IDS: Record<string, Call & { field: string }> = {
  'POST /api/advertisers/check-email-id': {
    who: 'visitor',
    field: 'userId',
    request: (id) => ({
      method: 'POST',
      url: '/api/advertisers/check-email-id',
      payload: `{"userId":${id},"accountId":"${ACCOUNT_ID}"}`,
    }),
  },
  'POST /api/advertisers/resend-email': {
    who: 'visitor',
    field: 'userId',
    request: (id) => ({
      method: 'POST',
      url: '/api/advertisers/resend-email',
      payload: `{"userId":${id},"accountId":"${ACCOUNT_ID}"}`,
    }),
  },
  'POST /api/advertisers/resend-new-email': {
    who: 'visitor',
    field: 'userId',
    request: (id) => ({
      method: 'POST',
      url: '/api/advertisers/resend-new-email',
      payload: `{"userId":${id},"accountId":"${ACCOUNT_ID}"}`,
    }),
  },
  'POST /api/stripe/checkout/ad': {
    who: 'advertiser',
    field: 'adId',
    request: (id) => ({
      method: 'POST',
      url: '/api/stripe/checkout/ad',
      payload: `{"plan":"LOBBIES","duration":1,"userId":${owner.advertiser.id},"adId":${id}}`,
    }),
  },
};

function send(call: Call, id: string) {
  const request = call.request(id);
  const json = typeof request.payload === 'string' ? { 'content-type': 'application/json' } : {};
  switch (call.who) {
    case 'visitor':
      return createAgent(t.app).inject({ ...request, headers: json });
    case 'advertiser':
      return owner.agent.inject({ ...request, headers: json });
    case 'operator':
      return t.app.inject({
        ...request,
        headers: { ...json, authorization: `Bearer ${operatorToken}` },
      });
  }
}

describe('an id in the path', () => {
  const cases = Object.entries(PATH_IDS);

  test.each(cases)(
    '%s: an id beyond the id columns is a 400 on the id, in English and Japanese',
    async (_, call) => {
      for (const id of [String(BEYOND_THE_COLUMN), '999999999999999', '99999999999999999999']) {
        const res = await send(call, id);
        expect({ id, status: res.statusCode }).toEqual({ id, status: 400 });
        const body = v.parse(ApiErrorBodySchema, res.json());
        expect(body.fields?.id).toEqual({ en: 'This id is not valid', ja: 'このIDは正しくありません' });
      }
      expect(t.serverErrors).toEqual([]);
    },
  );

  test.each(cases)('%s: the largest id a row can have is looked up, and names nothing', async (_, call) => {
    expect((await send(call, String(MAX_ID))).statusCode).toBe(404);
  });
});

describe('an id in the body', () => {
  const cases = Object.entries(BODY_IDS);

  test.each(cases)('%s: an id beyond the id columns is a 400 on that field', async (_, call) => {
    for (const id of [String(BEYOND_THE_COLUMN), '999999999999999', '1e308', '1.5', '0']) {
      const res = await send(call, id);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 400 });
      const body = v.parse(ApiErrorBodySchema, res.json());
      expect(body.fields?.[call.field]).toEqual({
        en: 'This id is not valid',
        ja: 'このIDは正しくありません',
      });
    }
    expect(t.serverErrors).toEqual([]);
  });

  test.each(cases)('%s: the largest id a row can have is looked up, and names nothing', async (_, call) => {
    expect((await send(call, String(MAX_ID))).statusCode).toBe(404);
  });
});

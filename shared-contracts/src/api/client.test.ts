import * as v from 'valibot';
import { STORAGE_KEYS } from '../storage-keys';
import { anAd } from '../testing/factories';
import {
  API_KEY_HEADER,
  contentDispositionFilename,
  createApiClient,
  createApiTransport,
  typedApiOver,
  type ApiClientConfig,
} from './client';
import { apiErrorBody } from './result';

type Reply = { status: number; body?: unknown } | 'network-error';
type Call = { method: string; url: string; init: RequestInit };

/** A fake fetch answering each "METHOD /path" from a queue of replies, recording every call. */
function fakeServer(routes: Record<string, Reply[]>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, init });
    const key = `${method} ${new URL(url, 'http://portal.test').pathname.replace(/^\/api/, '')}`;
    const reply = routes[key]?.shift();
    if (!reply) throw new Error(`no reply queued for ${key}`);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    // Let parallel requests interleave, as real responses would.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  const count = (key: string) =>
    calls.filter((call) => `${call.method} ${new URL(call.url).pathname}` === key).length;
  return { fetch, calls, count };
}

function setUp(routes: Record<string, Reply[]>, overrides: Partial<ApiClientConfig> = {}) {
  const server = fakeServer(routes);
  const removed: string[] = [];
  const onSessionExpired = jest.fn();
  const config: ApiClientConfig = {
    baseUrl: 'http://portal.test/api',
    apiKey: 'test-key',
    fetch: server.fetch,
    storage: { removeItem: (key: string) => void removed.push(key) },
    onSessionExpired,
    ...overrides,
  };
  // `api` is the low-level transport the typed methods are built on (its refresh and error rules are the
  // client's); `typed` is the client callers get, over the same transport.
  const api = createApiTransport(config);
  return { api, typed: typedApiOver(api, config), server, removed, onSessionExpired };
}

const ads = [{ id: 1 }];
const unauthorized = {
  status: 401,
  body: apiErrorBody(401, 'UNAUTHORIZED', {
    en: 'Please sign in again.',
    ja: 'もう一度ログインしてください。',
  }),
};

describe('API client', () => {
  test('every request sends cookies, the API-key header and JSON', async () => {
    const { api, server } = setUp({ 'POST /advertisers/signin': [{ status: 200, body: { id: 1 } }] });
    await api.request('/advertisers/signin', { method: 'POST', body: { email: 'a@b.jp', password: 'x' } });
    const [call] = server.calls;
    expect(call?.url).toBe('http://portal.test/api/advertisers/signin');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.headers).toMatchObject({
      [API_KEY_HEADER]: 'test-key',
      'content-type': 'application/json',
    });
    expect(call?.init.body).toBe('{"email":"a@b.jp","password":"x"}');
  });

  test('a 401 is refreshed once and the retried request succeeds', async () => {
    const { api, server, onSessionExpired, removed } = setUp({
      'GET /ads/advertiser': [unauthorized, { status: 200, body: ads }],
      'POST /advertisers/refresh': [{ status: 200 }],
    });
    const result = await api.request('/ads/advertiser', { session: 'required' });
    expect(result).toEqual({ ok: true, data: ads });
    expect(server.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /api/ads/advertiser',
      'POST /api/advertisers/refresh',
      'GET /api/ads/advertiser',
    ]);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(removed).toEqual([]);
  });

  test('a request is refreshed at most once: a second 401 is returned as it is', async () => {
    const { api, server } = setUp({
      'GET /ads/advertiser': [unauthorized, unauthorized],
      'POST /advertisers/refresh': [{ status: 200 }],
    });
    const result = await api.request('/ads/advertiser', { session: 'required' });
    expect(result.ok ? null : result.error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(server.count('POST /api/advertisers/refresh')).toBe(1);
  });

  test('when the refresh fails on a required session, the tokens are removed and the session ends once', async () => {
    const { api, onSessionExpired, removed } = setUp({
      'GET /ads/advertiser': [unauthorized],
      'POST /advertisers/refresh': [unauthorized],
    });
    const result = await api.request('/ads/advertiser', { session: 'required' });
    expect(result.ok ? null : result.error.status).toBe(401);
    expect(removed.sort()).toEqual([STORAGE_KEYS.refreshToken, STORAGE_KEYS.token].sort());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  test('when the refresh fails on an optional session, the 401 is returned and the session is left alone', async () => {
    const { api, onSessionExpired, removed, server } = setUp({
      'GET /advertisers/latest': [unauthorized],
      'POST /advertisers/refresh': [unauthorized],
    });
    const result = await api.request('/advertisers/latest', { session: 'optional' });
    expect(result.ok ? null : result.error.status).toBe(401);
    expect(server.count('POST /api/advertisers/refresh')).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(removed).toEqual([]);
  });

  test('a plain call never refreshes: its 401 is just a result', async () => {
    const { api, onSessionExpired, server } = setUp({ 'POST /advertisers/email-confirm': [unauthorized] });
    const result = await api.request('/advertisers/email-confirm', {
      method: 'POST',
      bearer: 'tok',
      session: 'none',
    });
    expect(result.ok ? null : result.error).toMatchObject({
      status: 401,
      message: { en: 'Please sign in again.' },
    });
    expect(server.count('POST /api/advertisers/refresh')).toBe(0);
    expect(server.calls[0]?.init.headers).toMatchObject({ authorization: 'Bearer tok' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('parallel 401s share one refresh and are all retried', async () => {
    const { api, server } = setUp({
      'GET /ads/advertiser': [
        unauthorized,
        unauthorized,
        { status: 200, body: ads },
        { status: 200, body: ads },
      ],
      'POST /advertisers/refresh': [{ status: 200 }],
    });
    const results = await Promise.all([
      api.request('/ads/advertiser', { session: 'required' }),
      api.request('/ads/advertiser', { session: 'required' }),
    ]);
    expect(results).toEqual([
      { ok: true, data: ads },
      { ok: true, data: ads },
    ]);
    expect(server.count('POST /api/advertisers/refresh')).toBe(1);
  });

  test('parallel 401s whose shared refresh fails end the session only once', async () => {
    const { api, onSessionExpired, server } = setUp({
      'GET /ads/advertiser': [unauthorized, unauthorized],
      'POST /advertisers/refresh': [unauthorized],
    });
    await Promise.all([
      api.request('/ads/advertiser', { session: 'required' }),
      api.request('/ads/advertiser', { session: 'required' }),
    ]);
    expect(server.count('POST /api/advertisers/refresh')).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  test('a network error comes back as a status-0 result, not a throw', async () => {
    const { api } = setUp({ 'GET /ads/advertiser': ['network-error'] });
    const result = await api.request('/ads/advertiser', { session: 'required' });
    expect(result.ok ? null : result.error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(result.ok ? null : result.error.message.en).toMatch(/Something went wrong/);
  });

  test("a 400 carries the server's English and Japanese message and field errors", async () => {
    const body = apiErrorBody(
      400,
      'EMAIL_TAKEN',
      { en: 'This email address is already registered.', ja: 'このメールアドレスはすでに登録されています。' },
      { email: { en: 'Invalid email address', ja: 'メールアドレスが正しくありません' } },
    );
    const { api } = setUp({ 'POST /advertisers/signup': [{ status: 400, body }] });
    const result = await api.request('/advertisers/signup', { method: 'POST', body: {} });
    expect(result.ok ? null : result.error).toEqual({
      status: 400,
      code: 'EMAIL_TAKEN',
      message: { en: body.en, ja: body.ja },
      fields: body.fields,
    });
  });

  test('a 2xx body is parsed with the given schema; a body of the wrong shape is an error result', async () => {
    const schema = v.object({ url: v.string() });
    const { api } = setUp({
      'POST /stripe/checkout/ad': [
        { status: 200, body: { url: 'https://pay.example.com/x', extra: 1 } },
        { status: 200, body: { href: 'https://pay.example.com/x' } },
      ],
    });
    expect(await api.request('/stripe/checkout/ad', { method: 'POST', schema })).toEqual({
      ok: true,
      data: { url: 'https://pay.example.com/x' },
    });
    const wrong = await api.request('/stripe/checkout/ad', { method: 'POST', schema });
    expect(wrong.ok ? null : wrong.error.code).toBe('INTERNAL');
  });

  test('query values are encoded and undefined ones left out', async () => {
    const { api, server } = setUp({ 'GET /ads/5': [{ status: 200, body: {} }] });
    await api.request('/ads/5', { query: { status: 'REJECTED', page: undefined } });
    expect(server.calls[0]?.url).toBe('http://portal.test/api/ads/5?status=REJECTED');
  });
});

describe('API client downloads', () => {
  const CSV =
    '\uFEFFdate,ad id,ad title,placement,impressions,clicks,CTR\r\n2026-11-01,7,Autumn,lobby,100,3,3.00%\r\n';

  /** A fetch answering each call with the next of the given responses, recording the calls. */
  function scripted(...responses: Array<() => Response>) {
    const calls: Call[] = [];
    const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
      calls.push({ method: init.method ?? 'GET', url: String(input), init });
      const next = responses.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    };
    return { fetch, calls };
  }

  const csv = (disposition?: string) => () =>
    new Response(CSV, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        ...(disposition ? { 'content-disposition': disposition } : {}),
      },
    });

  test('a file comes back whole, byte order mark included, named by the server, sent with the key and cookies', async () => {
    const server = scripted(csv('attachment; filename="ad-7-last-30-days.csv"'));
    const { api } = setUp({}, { fetch: server.fetch });

    const result = await api.download('/ads/7/stats.csv', { query: { range: '30d' }, session: 'required' });

    if (!result.ok) throw new Error('expected the file');
    expect(result.data.filename).toBe('ad-7-last-30-days.csv');
    const bytes = new Uint8Array(await result.data.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(CSV.slice(1));
    const [call] = server.calls;
    expect(call?.url).toBe('http://portal.test/api/ads/7/stats.csv?range=30d');
    expect(call?.init.credentials).toBe('include');
    expect((call?.init.headers as Record<string, string>)[API_KEY_HEADER]).toBe('test-key');
  });

  test('a download refreshes the session once on 401 and is sent again', async () => {
    const server = scripted(
      () => new Response(JSON.stringify(unauthorized.body), { status: 401 }),
      () => new Response(null, { status: 204 }),
      csv(),
    );
    const { api, onSessionExpired } = setUp({}, { fetch: server.fetch });

    const result = await api.download('/ads/stats.csv', { session: 'required' });

    expect(result.ok && result.data.filename).toBeNull();
    expect(server.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /api/ads/stats.csv',
      'POST /api/advertisers/refresh',
      'GET /api/ads/stats.csv',
    ]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test("a refused download is the server's error in both languages; a network error is status 0", async () => {
    const notFound = apiErrorBody(404, 'NOT_FOUND', {
      en: 'Not found.',
      ja: 'お探しの情報が見つかりませんでした。URLをご確認のうえ、もう一度お試しください。',
    });
    const server = scripted(() => new Response(JSON.stringify(notFound), { status: 404 }));
    const { api } = setUp({}, { fetch: server.fetch });

    expect(await api.download('/ads/99/stats.csv')).toEqual({
      ok: false,
      error: {
        status: 404,
        code: 'NOT_FOUND',
        message: {
          en: 'Not found.',
          ja: 'お探しの情報が見つかりませんでした。URLをご確認のうえ、もう一度お試しください。',
        },
      },
    });
    const offline = await api.download('/ads/99/stats.csv');
    expect(offline.ok ? null : offline.error.status).toBe(0);
  });
});

describe('API client typed methods', () => {
  test('an entry with a path parameter and a body sends its method, filled path and JSON, and parses the answer', async () => {
    const ad = anAd({ id: 12 });
    const { typed: api, server } = setUp({
      'PATCH /ads/12': [{ status: 200, body: { ...ad, extra: 'stripped' } }],
    });
    const result = await api.ads.update(12, { ...ad, status: 'PAUSED' });
    expect(result).toEqual({ ok: true, data: ad });
    const [call] = server.calls;
    expect(call?.method).toBe('PATCH');
    expect(call?.url).toBe('http://portal.test/api/ads/12');
    expect(JSON.parse(String(call?.init.body))).toMatchObject({ status: 'PAUSED' });
  });

  test('every answer is parsed: a body of the wrong shape is an error result, not unknown data', async () => {
    const { typed: api } = setUp({ 'POST /advertisers/signup': [{ status: 201, body: { ok: true } }] });
    const result = await api.advertisers.signUp({
      email: 'a@b.jp',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
      language: 'en',
      recaptchaToken: 'token',
    } as Parameters<typeof api.advertisers.signUp>[0]);
    expect(result).toMatchObject({ ok: false, error: { status: 201, code: 'INTERNAL' } });
  });

  test('a link token is sent as the bearer, and the query is encoded', async () => {
    const { typed: api, server } = setUp({
      'POST /advertisers/reset-password': [{ status: 200, body: { message: { en: 'Done', ja: '完了' } } }],
      'GET /ad-faq/category-with-faq': [{ status: 200, body: [] }],
    });
    const reset = await api.advertisers.resetPassword('link-token', {
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    } as Parameters<typeof api.advertisers.resetPassword>[1]);
    expect(reset).toEqual({ ok: true, data: { message: { en: 'Done', ja: '完了' } } });
    expect(server.calls[0]?.init.headers).toMatchObject({ authorization: 'Bearer link-token' });
    await api.faqs.list({ language: 'ja' });
    expect(server.calls[1]?.url).toBe('http://portal.test/api/ad-faq/category-with-faq?language=ja');
  });

  test("a session call refreshes once on 401 as the entry's session mode says", async () => {
    const { typed: api, onSessionExpired } = setUp({
      'GET /advertisers/latest': [unauthorized],
      'POST /advertisers/refresh': [unauthorized],
    });
    const result = await api.advertisers.latest();
    expect(result).toMatchObject({ ok: false, error: { status: 401 } });
    // latest is an optional-session call: no session is an answer, not an expiry.
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('an answer status the entry does not declare is an error result', async () => {
    const { typed: api } = setUp({ 'GET /advertisers/latest': [{ status: 204 }] });
    expect(await api.advertisers.latest()).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });

  test('a file entry is downloaded with its query', async () => {
    const calls: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response('date\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="ad-3.csv"' },
      });
    };
    const files = createApiClient({ baseUrl: 'http://portal.test/api', apiKey: 'test-key', fetch });
    const result = await files.ads.statsCsv(3, { range: '7d' });
    expect(result.ok && result.data.filename).toBe('ad-3.csv');
    expect(calls).toEqual(['http://portal.test/api/ads/3/stats.csv?range=7d']);
  });

  test("the operator's calls carry the configured operator token and no API key", async () => {
    const { typed: api, server } = setUp(
      { 'GET /operator/ads/pending': [{ status: 200, body: [] }] },
      { operatorToken: 'op-token', apiKey: '' },
    );
    expect(await api.operator.pendingAds()).toEqual({ ok: true, data: [] });
    expect(server.calls[0]?.init.headers).toMatchObject({ authorization: 'Bearer op-token' });
    expect(server.calls[0]?.init.headers).not.toHaveProperty(API_KEY_HEADER);
  });
});

describe('contentDispositionFilename', () => {
  test.each([
    ['attachment; filename="ad-7-30d.csv"', 'ad-7-30d.csv'],
    ['attachment; filename=ad-7-30d.csv', 'ad-7-30d.csv'],
    ['attachment; filename="say \\"hi\\".csv"', 'say "hi".csv'],
    [`attachment; filename="ad.csv"; filename*=UTF-8''%E5%BA%83%E5%91%8A.csv`, '広告.csv'],
    [`attachment; filename*=utf-8''ad%20one.csv; filename="fallback.csv"`, 'ad one.csv'],
    [`attachment; filename="fallback.csv"; filename*=UTF-8''%E5%BA`, 'fallback.csv'],
    ['attachment', null],
    ['', null],
    [null, null],
  ])('%j names %j', (header, expected) => {
    expect(contentDispositionFilename(header)).toBe(expected);
  });
});

import * as v from 'valibot';
import { STORAGE_KEYS } from '../storage-keys';
import { API_KEY_HEADER, createApiClient, type ApiClientConfig } from './client';
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
  const api = createApiClient({
    baseUrl: 'http://portal.test/api',
    apiKey: 'test-key',
    fetch: server.fetch,
    storage: { removeItem: (key: string) => void removed.push(key) },
    onSessionExpired,
    ...overrides,
  });
  return { api, server, removed, onSessionExpired };
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

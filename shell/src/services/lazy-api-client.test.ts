import type { ApiClient, ApiClientConfig, ApiResult } from 'shared-contracts';
import { createApiClient } from 'shared-contracts/api';
import { anAdvertiser } from '../testing/factories';
import { createLazyApiClient } from './lazy-api-client';

const config: ApiClientConfig = { baseUrl: '/api', apiKey: 'test-key' };
const advertiser = anAdvertiser();

/** A fetch that answers GET /advertisers/latest with one advertiser, and records what was asked. */
function answeringFetch() {
  const asked: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(JSON.stringify(advertiser), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

test('a call waits for the client and answers as the client does', async () => {
  const { fetch, asked } = answeringFetch();
  const api = createLazyApiClient({ ...config, fetch });

  const lazyAnswer = await api.advertisers.latest();
  const directAnswer = await createApiClient({ ...config, fetch }).advertisers.latest();

  expect(lazyAnswer).toEqual({ ok: true, data: advertiser });
  expect(lazyAnswer).toEqual(directAnswer);
  expect(asked).toHaveLength(2);
  expect(asked[0]).toContain('/api/advertisers/latest');
});

test('the client is loaded once, on the first call, however many calls follow', async () => {
  const { fetch } = answeringFetch();
  const load = jest.fn(() => import('shared-contracts/api'));
  const api = createLazyApiClient({ ...config, fetch }, load);

  expect(load).not.toHaveBeenCalled();
  await Promise.all([api.advertisers.latest(), api.advertisers.latest(), api.faqs.list({ language: 'en' })]);

  expect(load).toHaveBeenCalledTimes(1);
});

test('when the client cannot be loaded, the call answers as an unreachable API does, and the next one retries', async () => {
  const { fetch } = answeringFetch();
  const load = jest
    .fn<Promise<{ createApiClient: (c: ApiClientConfig) => ApiClient }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockImplementation(() => import('shared-contracts/api'));
  const api = createLazyApiClient({ ...config, fetch }, load);

  const failed: ApiResult<unknown> = await api.advertisers.latest();
  expect(failed).toEqual({ ok: false, error: expect.objectContaining({ status: 0, code: 'NETWORK' }) });

  const retried = await api.advertisers.latest();
  expect(retried).toEqual({ ok: true, data: expect.anything() });
  expect(load).toHaveBeenCalledTimes(2);
});

test('the stand-in is not mistaken for a promise', async () => {
  const api = createLazyApiClient(config);
  // Resolving a promise with the client (or one of its namespaces) must give back that object.
  await expect(Promise.resolve(api)).resolves.toBe(api);
  await expect(Promise.resolve(api.advertisers)).resolves.toBe(api.advertisers);
});

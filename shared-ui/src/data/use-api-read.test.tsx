import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ApiResult } from 'shared-contracts';
import { useApiRead } from './use-api-read';

// A fresh cache per test, so one test's answer is not another's.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

test('the answer of a successful call is the data, asked for with the key', async () => {
  const asked: string[] = [];
  const { result } = renderHook(
    () =>
      useApiRead(['/faqs', 'ja'] as const, ([, language]): Promise<ApiResult<string>> => {
        asked.push(language);
        return Promise.resolve({ ok: true, data: `answers in ${language}` });
      }),
    { wrapper },
  );

  await waitFor(() => expect(result.current.data).toBe('answers in ja'));
  expect(result.current.error).toBeUndefined();
  expect(asked).toEqual(['ja']);
});

test('a failed call is the error, with the ApiError the page shows', async () => {
  const { result } = renderHook(
    () =>
      useApiRead(
        '/ads/1',
        (): Promise<ApiResult<string>> =>
          Promise.resolve({
            ok: false,
            error: {
              status: 404,
              code: 'NOT_FOUND',
              message: { en: 'Not found.', ja: '見つかりませんでした。' },
            },
          }),
        { shouldRetryOnError: false },
      ),
    { wrapper },
  );

  await waitFor(() => expect(result.current.error?.code).toBe('NOT_FOUND'));
  expect(result.current.data).toBeUndefined();
});

test('a null key waits and calls nothing', () => {
  let calls = 0;
  const { result } = renderHook(
    () =>
      useApiRead<string, string>(null, () => {
        calls += 1;
        return Promise.resolve({ ok: true, data: 'never' });
      }),
    { wrapper },
  );

  expect(result.current.isLoading).toBe(false);
  expect(calls).toBe(0);
});

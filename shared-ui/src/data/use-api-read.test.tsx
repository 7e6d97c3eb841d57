import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ApiResult } from 'shared-contracts';
import { dropCachedReads } from 'shell-runtime';
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

describe('a change of account', () => {
  // The page's own cache (no provider), which the session store empties through shell-runtime.
  const pageCache = ({ children }: { children: ReactNode }) => <>{children}</>;

  test('drops every cached read at once and reads what is on screen again', async () => {
    let account = 'first account';
    const { result } = renderHook(
      () => useApiRead('/ads/list/dropped', () => Promise.resolve({ ok: true, data: `ads of ${account}` })),
      { wrapper: pageCache },
    );
    await waitFor(() => expect(result.current.data).toBe('ads of first account'));
    account = 'second account';

    act(() => dropCachedReads());

    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBe('ads of second account'));
  });

  test('an answer about the previous account that arrives after the change is not kept', async () => {
    const answers: ((data: string) => void)[] = [];
    const { result } = renderHook(
      () =>
        useApiRead(
          '/ads/list/late',
          (): Promise<ApiResult<string>> =>
            new Promise((resolve) => answers.push((data) => resolve({ ok: true, data }))),
        ).data, // read as a page reads it, so SWR renders again when it changes
      { wrapper: pageCache },
    );
    await waitFor(() => expect(answers).toHaveLength(1));

    act(() => dropCachedReads());
    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => answers[1]?.('ads of second account'));
    await waitFor(() => expect(result.current).toBe('ads of second account'));
    await act(async () => {
      answers[0]?.('ads of first account');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    expect(result.current).toBe('ads of second account');
  });
});

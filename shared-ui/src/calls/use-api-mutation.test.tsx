import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ApiError, type ApiResult, type Language } from 'shared-contracts';
import { ShellServicesContext } from 'shell-runtime';
import { createTestShellServices } from 'shell-runtime/testing';
import { useApiMutation, type ApiMutationOptions } from './use-api-mutation';

type Saved = { name: string };

const ok = (name: string): ApiResult<Saved> => ({ ok: true, data: { name } });
const refused = (error: Partial<ApiError> = {}): ApiResult<Saved> => ({
  ok: false,
  error: {
    status: 400,
    code: 'VALIDATION',
    message: { en: 'Your name is too long', ja: 'お名前が長すぎます' },
    ...error,
  },
});

function setUpMutation(
  call: (name: string) => Promise<ApiResult<Saved>>,
  options: ApiMutationOptions<string, Saved> = {},
  language: Language = 'en',
) {
  const services = createTestShellServices({ language });
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>
    </I18nProvider>
  );
  const { result } = renderHook(() => useApiMutation(call, options), { wrapper });
  return { result, services };
}

test('a success runs onSuccess, then shows the success toast made from the answer, and resolves the result', async () => {
  const stored: string[] = [];
  const { result, services } = setUpMutation((name) => Promise.resolve(ok(name)), {
    onSuccess: (data) => void stored.push(data.name),
    successToast: (data) => `${data.name} has been saved`,
  });

  let outcome: ApiResult<Saved> | undefined;
  await act(async () => {
    outcome = await result.current.run('Ann');
  });

  expect(outcome).toEqual(ok('Ann'));
  expect(stored).toEqual(['Ann']);
  expect(services.toasts).toEqual([{ kind: 'success', message: 'Ann has been saved' }]);
});

test('a refusal the server explains shows its own words in the interface language', async () => {
  const { result, services } = setUpMutation(() => Promise.resolve(refused()), {}, 'ja');

  await act(() => result.current.run('Ann'));

  expect(services.toasts).toEqual([{ kind: 'error', message: 'お名前が長すぎます' }]);
});

test('explained codes count as refusals whatever their status, such as too many attempts', async () => {
  const { result, services } = setUpMutation(() =>
    Promise.resolve(
      refused({ status: 429, code: 'RATE_LIMITED', message: { en: 'Wait a minute', ja: '待って' } }),
    ),
  );

  await act(() => result.current.run('Ann'));

  expect(services.toasts).toEqual([{ kind: 'error', message: 'Wait a minute' }]);
});

test('any other failure shows the generic unknown-error toast, not the server text', async () => {
  const { result, services } = setUpMutation(() =>
    Promise.resolve(refused({ status: 500, code: 'INTERNAL', message: { en: 'Boom', ja: 'エラー' } })),
  );

  await act(() => result.current.run('Ann'));

  expect(services.toasts).toEqual([
    { kind: 'error', message: expect.stringMatching(/^Something went wrong\./) },
  ]);
});

test('errorToast can word some errors itself and leave the rest to the rule, or turn the toast off', async () => {
  const precise = setUpMutation(() => Promise.resolve(refused({ code: 'PASSWORD_INCORRECT' })), {
    errorToast: (error) =>
      error.code === 'PASSWORD_INCORRECT' ? 'Your current password is wrong' : undefined,
  });
  await act(() => precise.result.current.run('Ann'));
  expect(precise.services.toasts).toEqual([{ kind: 'error', message: 'Your current password is wrong' }]);

  const silent = setUpMutation(() => Promise.resolve(refused()), { errorToast: false });
  await act(() => silent.result.current.run('Ann'));
  expect(silent.services.toasts).toEqual([]);
});

test('isSending is true while a call waits for its answer, and false after it', async () => {
  let answer: (result: ApiResult<Saved>) => void = () => undefined;
  const { result } = setUpMutation(() => new Promise((resolve) => (answer = resolve)));

  let running: Promise<unknown> = Promise.resolve();
  act(() => {
    running = result.current.run('Ann');
  });
  expect(result.current.isSending).toBe(true);

  await act(async () => {
    answer(ok('Ann'));
    await running;
  });
  expect(result.current.isSending).toBe(false);
});

/** The one way a remote sends a change to the API (decision 0021): `run(input)` calls the API, tracks whether a
 *  call is in flight (to disable a button and show a spinner), and on failure shows the error toast of
 *  apiErrorText, written once here rather than in every hook. On success it runs `onSuccess`, then the success
 *  toast. `run` resolves with the ApiResult, so the caller can still close a dialog or show field errors. */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type ApiError, type ApiResult } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useLanguage } from 'shared-ui';
import { apiErrorText } from './api-error-text';

export type ApiMutationOptions<TInput, TData> = {
  /** Runs before the success toast (store the returned record, reload a list, sign out…); awaited. */
  onSuccess?: (data: TData, input: TInput) => void | Promise<void>;
  /** The toast after success: a text, or a text made from the answer and the input. None when left out. */
  successToast?: string | ((data: TData, input: TInput) => string);
  /**
   * The toast after a failure. Left out: apiErrorText's rule. A function may give a more precise text for some
   * errors, return undefined for the rule to apply, or null for no toast (the page shows that error itself).
   * `false`: no toast, because the form shows the errors.
   */
  errorToast?: false | ((error: ApiError, input: TInput) => string | null | undefined);
};

export type ApiMutation<TInput, TData> = {
  run: (input: TInput) => Promise<ApiResult<TData>>;
  /** True while at least one call of this mutation is waiting for its answer. */
  isSending: boolean;
};

/** `call` and `options` may be new on every render: `run` always uses the latest and stays the same function. */
export function useApiMutation<TInput = void, TData = unknown>(
  call: (input: TInput) => Promise<ApiResult<TData>>,
  options: ApiMutationOptions<TInput, TData> = {},
): ApiMutation<TInput, TData> {
  const { toast } = useShellServices();
  const language = useLanguage();
  const [pending, setPending] = useState(0);
  const latest = useRef({ call, options, toast, language });
  useLayoutEffect(() => {
    latest.current = { call, options, toast, language };
  });

  const run = useCallback(async (input: TInput): Promise<ApiResult<TData>> => {
    setPending((count) => count + 1);
    try {
      const result = await latest.current.call(input);
      const { options: current, toast: toasts, language: lang } = latest.current;
      if (result.ok) {
        await current.onSuccess?.(result.data, input);
        const success = current.successToast;
        if (success !== undefined)
          toasts.success(typeof success === 'function' ? success(result.data, input) : success);
      } else if (current.errorToast !== false) {
        const text = current.errorToast?.(result.error, input);
        if (text !== null) toasts.error(text ?? apiErrorText(result.error, lang));
      }
      return result;
    } finally {
      setPending((count) => count - 1);
    }
  }, []);

  return { run, isSending: pending > 0 };
}

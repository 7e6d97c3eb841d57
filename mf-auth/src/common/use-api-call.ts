/** Runs one API call and tracks whether it is in flight, so every hook that sends something (sign-in, resend…)
 *  disables its button and shows a spinner the same way. The call itself stays in the hook that owns it. */
import { useCallback, useState } from 'react';
import type { ApiResult } from 'shared-contracts';

export type ApiCall<TInput, TData> = {
  run: (input: TInput) => Promise<ApiResult<TData>>;
  isSending: boolean;
};

/** `call` should be stable (wrapped in useCallback), because `run` changes with it. */
export function useApiCall<TInput, TData>(
  call: (input: TInput) => Promise<ApiResult<TData>>,
): ApiCall<TInput, TData> {
  const [pending, setPending] = useState(0);

  const run = useCallback(
    async (input: TInput) => {
      setPending((count) => count + 1);
      try {
        return await call(input);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [call],
  );

  return { run, isSending: pending > 0 };
}

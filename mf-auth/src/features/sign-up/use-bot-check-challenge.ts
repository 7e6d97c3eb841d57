/** GET /bot-check/challenge: a fresh proof-of-work challenge for one sign-up attempt. */
import { useCallback } from 'react';
import { BotCheckChallengeSchema, useShellServices } from 'shared-contracts';
import { useApiCall } from '../../common/use-api-call';

export function useBotCheckChallenge() {
  const { api } = useShellServices();
  const call = useCallback(
    (signal: AbortSignal | undefined) =>
      api.request('/bot-check/challenge', { schema: BotCheckChallengeSchema, ...(signal ? { signal } : {}) }),
    [api],
  );
  return useApiCall(call);
}

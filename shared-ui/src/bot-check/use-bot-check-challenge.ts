/** GET /bot-check/challenge: a fresh proof-of-work challenge for one form submission (sign-up or contact).
 *  Challenges are single-use on the server, so this is a plain call each time, never a cached query. */
import { useCallback } from 'react';
import {
  BotCheckChallengeSchema,
  useShellServices,
  type ApiResult,
  type BotCheckChallenge,
} from 'shared-contracts';

export type FetchBotCheckChallenge = (signal?: AbortSignal) => Promise<ApiResult<BotCheckChallenge>>;

export function useBotCheckChallenge(): FetchBotCheckChallenge {
  const { api } = useShellServices();
  return useCallback(
    (signal) =>
      api.request('/bot-check/challenge', { schema: BotCheckChallengeSchema, ...(signal ? { signal } : {}) }),
    [api],
  );
}

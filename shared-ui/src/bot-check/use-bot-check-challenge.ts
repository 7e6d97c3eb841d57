/** GET /bot-check/challenge: what one form submission (sign-up or contact) needs to make its bot-check token: a
 *  fresh proof-of-work challenge, or reCAPTCHA's site key. Challenges are single-use on the server, so this is a
 *  plain call each time, never a cached query. */
import { useCallback } from 'react';
import { type ApiResult, type BotCheckChallengeResponse } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';

export type FetchBotCheckChallenge = (signal?: AbortSignal) => Promise<ApiResult<BotCheckChallengeResponse>>;

export function useBotCheckChallenge(): FetchBotCheckChallenge {
  const { api } = useShellServices();
  return useCallback((signal) => api.botCheck.challenge(signal ? { signal } : undefined), [api]);
}

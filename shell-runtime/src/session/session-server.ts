/** The session's two server calls through the typed client: the latest advertiser record (an optional-session
 *  call, so no session is an answer, not an expiry) and logout. */
import type { ApiClient } from 'shared-contracts';
import type { SessionServer } from './session-store';

export function sessionServer(api: Pick<ApiClient, 'advertisers'>): SessionServer {
  return {
    async latest() {
      // The answer is parsed as an Advertiser; an empty or unreadable body is a failed result: no session.
      const result = await api.advertisers.latest();
      return result.ok ? result.data : null;
    },
    async logout() {
      await api.advertisers.logout();
    },
  };
}

/** The invitation link's calls (decision 0121): checking it (api.invitations.check, the link's token as bearer) before
 *  the page shows what the invitation is, accepting it as a new person (api.invitations.accept: signed in with
 *  session cookies) and joining as the signed-in person (api.invitations.join). The check is read once through SWR:
 *  a refusal is an answer (the link is dead), so it is not retried, nor run again when the window regains focus. A
 *  link that dies between the check and the answer is shown by the page, not toasted. */
import { type AcceptInvitationRequest, type Advertiser, type ApiError } from 'shared-contracts';
import { ENDPOINTS } from 'shared-contracts/api';
import { useShellServices } from 'shell-runtime';
import { useApiMutation } from 'shared-ui/calls';
import { useApiRead } from 'shared-ui/data';

/** Why a link can no longer be used: expired, already accepted, or revoked, replaced or never sent. */
export type DeadInvitation = 'expired' | 'used' | 'invalid';

export function deadInvitation({ status, code }: ApiError): DeadInvitation | null {
  if (code === 'TOKEN_EXPIRED') return 'expired';
  if (code === 'TOKEN_USED') return 'used';
  if (code === 'TOKEN_INVALID') return 'invalid';
  // A 401 without a code the page knows: the link, not the session (these calls carry the link's token).
  return status === 401 ? 'expired' : null;
}

type TokenKey = readonly [string, string];

export function useInvitationCheck(token: string) {
  const { api } = useShellServices();
  return useApiRead(
    [ENDPOINTS.invitations.check.path, token] as TokenKey,
    ([, linkToken]: TokenKey) => api.invitations.check(linkToken),
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

/** Calls made after the check: a dead link is the page's to show, anything else gets the usual error toast. */
const deadLinkUntoasted = (error: ApiError) => (deadInvitation(error) ? null : undefined);

export type AcceptInvitation = { token: string; body: AcceptInvitationRequest };

export function useAcceptInvitation(onJoined: (advertiser: Advertiser) => void) {
  const { api } = useShellServices();
  return useApiMutation(({ token, body }: AcceptInvitation) => api.invitations.accept(token, body), {
    onSuccess: onJoined,
    errorToast: deadLinkUntoasted,
  });
}

/** The signed-in person joins; an invitation sent to another address is FORBIDDEN, whose words the page shows
 *  beside the way to sign out (no toast). */
export function useJoinInvitation(onJoined: (advertiser: Advertiser) => void) {
  const { api } = useShellServices();
  return useApiMutation((token: string) => api.invitations.join(token), {
    onSuccess: onJoined,
    errorToast: (error) => (error.code === 'FORBIDDEN' ? null : deadLinkUntoasted(error)),
  });
}

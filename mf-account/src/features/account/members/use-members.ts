/** The account's members and invitations (decision 0121), read with GET /members under the entry's path (owners
 *  only: `members.manage`), and the calls that change them. Every change reloads the list; a refusal the server
 *  explains for this section (the account's last owner, an address already a member or invited) shows the server's
 *  own words in the interface language, anything else useApiMutation's rule. */
import { useLingui } from '@lingui/react/macro';
import { type ApiError, type InviteRequest, type Role } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { textIn } from 'shared-ui';
import { useApiMutation } from 'shared-ui/calls';
import { useApiRead, useSWRConfig } from 'shared-ui/data';
import { AUDIT_KEY } from './use-audit';

export const MEMBERS_KEY = ENDPOINTS.members.list.path;

/** The refusals of this section whose server text says what to do. */
const EXPLAINED = ['LAST_OWNER', 'ALREADY_MEMBER'];

/** For useApiMutation's errorToast: the server's words for the refusals above, the shared rule for the rest. */
export function useMembersRefusal() {
  const { language } = useShellServices();
  return (error: ApiError): string | undefined =>
    EXPLAINED.includes(error.code) ? textIn(error.message, language.current) : undefined;
}

export function useMembers(enabled = true) {
  const { api } = useShellServices();
  return useApiRead(enabled ? MEMBERS_KEY : null, () => api.members.list(), { shouldRetryOnError: false });
}

/** After a change: the list, and the activity that now records it. */
function useReloadMembers() {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(MEMBERS_KEY), mutate(AUDIT_KEY)]);
}

export function useInvite() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const reload = useReloadMembers();
  return useApiMutation((body: InviteRequest) => api.members.invite(body), {
    onSuccess: async () => {
      await reload();
    },
    successToast: (invitation) =>
      t({ id: 'account.members.invite.sent', message: `An invitation has been sent to ${invitation.email}` }),
    // The dialog shows an address already a member or invited beside the field.
    errorToast: (error) => (error.code === 'ALREADY_MEMBER' ? null : undefined),
  });
}

export function useResendInvitation() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const reload = useReloadMembers();
  return useApiMutation((id: number) => api.members.resendInvitation(id), {
    onSuccess: async () => {
      await reload();
    },
    successToast: (invitation) =>
      t({
        id: 'account.members.resend.sent',
        message: `The invitation has been sent again to ${invitation.email}`,
      }),
  });
}

export function useRevokeInvitation() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const reload = useReloadMembers();
  return useApiMutation((id: number) => api.members.revokeInvitation(id), {
    onSuccess: async () => {
      await reload();
    },
    successToast: t({ id: 'account.members.revoke.done', message: 'The invitation has been revoked' }),
  });
}

/** Changing one's own role (an owner beside another owner) changes what the session may do: its record is read
 *  again, and the page follows it. */
export function useChangeRole() {
  const { api, session } = useShellServices();
  const { t } = useLingui();
  const reload = useReloadMembers();
  const refusal = useMembersRefusal();
  return useApiMutation(({ id, role }: { id: number; role: Role }) => api.members.changeRole(id, { role }), {
    onSuccess: async (member) => {
      if (member.you) await session.refresh();
      else await reload();
    },
    successToast: (member) => {
      const who = member.name ?? member.email;
      return t({ id: 'account.members.role.changed', message: `The role of ${who} has been changed` });
    },
    errorToast: refusal,
  });
}

export function useRemoveMember() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const reload = useReloadMembers();
  const refusal = useMembersRefusal();
  return useApiMutation((id: number) => api.members.remove(id), {
    onSuccess: async () => {
      await reload();
    },
    successToast: t({ id: 'account.members.remove.done', message: 'The member has been removed' }),
    errorToast: refusal,
  });
}

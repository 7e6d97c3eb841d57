/** The confirmations of the Members section and of Leave account (decision 0126), loaded with the page's other
 *  dialogs when one is first wanted (decision 0067). Cancel has the focus; each closes once its request is done. */
import { Trans, useLingui } from '@lingui/react/macro';
import { type Invitation, type Member } from 'shared-contracts';
import { ConfirmDialog } from 'shared-ui/form';
import { useLeaveAccount } from './use-leave';
import { useRemoveMember, useRevokeInvitation } from './use-members';

export function RemoveMemberDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveMember();
  const who = member.name ?? member.email;
  return (
    <ConfirmDialog
      title={t({ id: 'account.members.remove-dialog.title', message: `Remove ${who}?` })}
      confirmLabel={t({ id: 'account.members.remove-dialog.confirm', message: 'Remove member' })}
      cancelLabel={<Trans id="account.dialog.cancel">Cancel</Trans>}
      sending={remove.isSending}
      onConfirm={() => void remove.run(member.id).then((result) => result.ok && onClose())}
      onClose={onClose}
    >
      <p>
        <Trans id="account.members.remove-dialog.body">
          {who} will no longer be able to see or change anything in this account. To bring them back, invite
          them again.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

export function RevokeInvitationDialog({
  invitation,
  onClose,
}: {
  invitation: Invitation;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const revoke = useRevokeInvitation();
  const { email } = invitation;
  return (
    <ConfirmDialog
      title={t({ id: 'account.invitations.revoke-dialog.title', message: 'Revoke this invitation?' })}
      confirmLabel={t({ id: 'account.invitations.revoke-dialog.confirm', message: 'Revoke invitation' })}
      cancelLabel={<Trans id="account.dialog.cancel">Cancel</Trans>}
      sending={revoke.isSending}
      onConfirm={() => void revoke.run(invitation.id).then((result) => result.ok && onClose())}
      onClose={onClose}
    >
      <p>
        <Trans id="account.invitations.revoke-dialog.body">
          The link sent to {email} will stop working. You can invite this address again later.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

export function LeaveAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { leave, isSending } = useLeaveAccount();
  return (
    <ConfirmDialog
      title={t({ id: 'account.leave.title', message: 'Leave this account?' })}
      confirmLabel={t({ id: 'account.leave.confirm', message: 'Leave account' })}
      cancelLabel={<Trans id="account.dialog.cancel">Cancel</Trans>}
      sending={isSending}
      onConfirm={() => void leave().then((left) => left && onClose())}
      onClose={onClose}
    >
      <p>
        <Trans id="account.leave.body">
          You will no longer see this account&apos;s ads, results or receipts. To come back, an owner has to
          invite you again.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

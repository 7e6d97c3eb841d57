/** Change role (decision 0121): a choice of the four roles, each described, for one member. The server refuses to
 *  leave the account without an owner (LAST_OWNER), shown in its own words; the dialog then stays open. */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ROLES, type Member, type Role } from 'shared-contracts';
import { Select } from 'shared-ui';
import { FormDialog } from '../form-dialog';
import { useRoleTexts } from './role-names';
import { useChangeRole } from './use-members';

export type ChangeRoleDialogProps = {
  member: Member;
  onClose: () => void;
};

export function ChangeRoleDialog({ member, onClose }: ChangeRoleDialogProps) {
  const { t } = useLingui();
  const roles = useRoleTexts();
  const [role, setRole] = useState<Role>(member.role);
  const change = useChangeRole();
  const who = member.name ?? member.email;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (role === member.role) return;
    if ((await change.run({ id: member.id, role })).ok) onClose();
  }

  return (
    <FormDialog
      title={t({ id: 'account.members.role.title', message: `Change the role of ${who}` })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={change.isSending}
      invalid={role === member.role}
    >
      <Select
        label={t({ id: 'account.members.role.label', message: 'Role' })}
        hint={roles.description(role)}
        value={role}
        disabled={change.isSending}
        onChange={(event) => setRole(event.currentTarget.value as Role)}
        options={ROLES.map((value) => ({ value, label: roles.name(value) }))}
      />
    </FormDialog>
  );
}

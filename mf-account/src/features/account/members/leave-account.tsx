/** Leave account (decision 0121), for every member: a member who is not an owner, or an owner beside another owner,
 *  confirms and leaves; the account's only owner reads why they cannot (the account keeps at least one owner). */
import { useState } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { usePermissions } from 'shell-runtime';
import { Button } from 'shared-ui';
import { LeaveAccountDialog, preloadsDialogs } from '../dialogs';
import { useMembers } from './use-members';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 40em;
`;

export function LeaveAccount() {
  const permissions = usePermissions();
  const owner = permissions.role === 'owner';
  const { data, error } = useMembers(owner);
  const [open, setOpen] = useState(false);

  // An owner may leave beside another owner; until the members are read, nothing is offered. When they cannot be
  // read, the button is offered and the server says whether the owner may leave.
  if (owner && !data && !error) return null;
  const owners = data ? data.members.filter((member) => member.role === 'owner').length : 2;
  if (owner && owners <= 1)
    return (
      <Note>
        <Trans id="account.leave.last-owner">
          You are the only owner of this account, so you cannot leave it. An account always has at least one
          owner: make another member an owner first.
        </Trans>
      </Note>
    );

  return (
    <>
      <Button type="button" variant="secondary" {...preloadsDialogs} onClick={() => setOpen(true)}>
        <Trans id="account.leave.button">Leave account</Trans>
      </Button>
      {open ? <LeaveAccountDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

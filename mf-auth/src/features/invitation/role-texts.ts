/** A role's name and what it may do, as the invitation page tells the invitee (one line per role, following the
 *  grants of shared-contracts roles.ts). The Japanese viewer is 閲覧のみ, as in the invitation mail. */
import { useLingui } from '@lingui/react/macro';
import type { Role } from 'shared-contracts';

export type RoleText = { name: string; can: string };

export function useRoleText(role: Role): RoleText {
  const { t } = useLingui();
  switch (role) {
    case 'owner':
      return {
        name: t({ id: 'auth.invitation.role.owner', message: 'Owner' }),
        can: t({
          id: 'auth.invitation.can.owner',
          message:
            'Owners can do everything: ads and their results, payments and refunds, billing details and receipts, members, the account’s settings and closing it.',
        }),
      };
    case 'manager':
      return {
        name: t({ id: 'auth.invitation.role.manager', message: 'Manager' }),
        can: t({
          id: 'auth.invitation.can.manager',
          message:
            'Managers apply for and manage ads, see their results, pay for the ads they applied for and read receipts.',
        }),
      };
    case 'billing':
      return {
        name: t({ id: 'auth.invitation.role.billing', message: 'Billing' }),
        can: t({
          id: 'auth.invitation.can.billing',
          message:
            'Billing members pay for ads, change the billing details, ask for refunds and read receipts; they see the ads but do not change them.',
        }),
      };
    case 'viewer':
      return {
        name: t({ id: 'auth.invitation.role.viewer', message: 'Viewer' }),
        can: t({
          id: 'auth.invitation.can.viewer',
          message: 'Viewers see the ads, their results and the receipts, and change nothing.',
        }),
      };
  }
}

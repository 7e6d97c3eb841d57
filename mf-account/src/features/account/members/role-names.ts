/** The names of the roles and what each may do (decision 0121), as roles.ts grants them, in the interface language.
 *  The viewer is 閲覧のみ in Japanese, as in the invitation mail. */
import { useLingui } from '@lingui/react/macro';
import { type Role } from 'shared-contracts';

export type RoleTexts = {
  name(role: Role): string;
  description(role: Role): string;
};

export function useRoleTexts(): RoleTexts {
  const { t } = useLingui();
  return {
    name(role) {
      switch (role) {
        case 'owner':
          return t({ id: 'account.role.owner', message: 'Owner' });
        case 'manager':
          return t({ id: 'account.role.manager', message: 'Manager' });
        case 'billing':
          return t({ id: 'account.role.billing', message: 'Billing' });
        case 'viewer':
          return t({ id: 'account.role.viewer', message: 'Viewer' });
      }
    },
    description(role) {
      switch (role) {
        case 'owner':
          return t({
            id: 'account.role.owner-description',
            message: 'Everything, including the members, the account settings and closing the account.',
          });
        case 'manager':
          return t({
            id: 'account.role.manager-description',
            message: 'Applies for and manages ads, sees results, and pays for the ads they applied for.',
          });
        case 'billing':
          return t({
            id: 'account.role.billing-description',
            message: 'Pays for ads, manages the billing details and refunds, and reads receipts.',
          });
        case 'viewer':
          return t({
            id: 'account.role.viewer-description',
            message: 'Reads ads, results and receipts, and changes nothing.',
          });
      }
    },
  };
}

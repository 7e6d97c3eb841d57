/** The names of the roles and what each may do (decision 0121), in the interface language: the shared texts of
 *  shared-contracts roles.ts, which the invitation mail and page use too. */
import { ROLE_ABILITIES, ROLE_NAMES, type Role } from 'shared-contracts';
import { useLocalizedText } from 'shared-ui';

export type RoleTexts = {
  name(role: Role): string;
  description(role: Role): string;
};

export function useRoleTexts(): RoleTexts {
  const text = useLocalizedText();
  return {
    name: (role) => text(ROLE_NAMES[role]),
    description: (role) => text(ROLE_ABILITIES[role]),
  };
}

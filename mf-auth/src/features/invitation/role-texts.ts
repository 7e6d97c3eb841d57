/** A role's name and what it may do, as the invitation page tells the invitee: the shared texts of shared-contracts
 *  roles.ts, which the invitation mail and the members list use too. */
import { ROLE_ABILITIES, ROLE_NAMES, type Role } from 'shared-contracts';
import { useLocalizedText } from 'shared-ui';

export type RoleText = { name: string; can: string };

export function useRoleText(role: Role): RoleText {
  const text = useLocalizedText();
  return { name: text(ROLE_NAMES[role]), can: text(ROLE_ABILITIES[role]) };
}

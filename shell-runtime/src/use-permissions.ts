/** What the signed-in member may do in the current account (decision 0121), read from the session's record with
 *  the same rule the API checks (`can`, `canPayFor` in shared-contracts), so a page shows a button exactly when the
 *  server would allow its call. Without a record (signed out, or still loading) nothing is allowed. */
import { useMemo } from 'react';
import { can, canPayFor, type Permission, type Role } from 'shared-contracts';
import { useShellServices } from './shell-services';

export type Permissions = {
  role: Role | null;
  personId: number | null;
  can(permission: Permission): boolean;
  /** Whether the member may pay for an ad applied for by the person `appliedBy` (null: applied before members). */
  canPayFor(appliedBy: number | null): boolean;
};

export function usePermissions(): Permissions {
  const { session } = useShellServices();
  const { advertiser } = session.useSession();
  const role = advertiser?.role ?? null;
  const personId = advertiser?.personId ?? null;
  return useMemo(
    () => ({
      role,
      personId,
      can: (permission: Permission) => role !== null && can(role, permission),
      canPayFor: (appliedBy: number | null) => role !== null && canPayFor(role, personId ?? -1, appliedBy),
    }),
    [role, personId],
  );
}

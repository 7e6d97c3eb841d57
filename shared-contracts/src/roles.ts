/** The roles of an account's members and what each may do (decision 0121): one pure rule, read by the API where it
 *  checks sessions and by the portal's pages, so a button is shown exactly when the server would allow its call.
 *  The account is the company (ads, payments, receipts, billing details); a member is a person who signs in. */

/** owner: everything, members and closing the account included. manager: ads and results, paying for the ads they
 *  applied for themselves. billing: payments, receipts, billing details, refunds. viewer: reads ads, results and
 *  receipts. Ordered from the most to the least. */
export const ROLES = ['owner', 'manager', 'billing', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a role may be allowed:
 * - `ads.read`: the ads list, one ad, the review time.
 * - `ads.write`: apply, edit, pause, resume, resubmit, delete, run again, upload banners.
 * - `results.read`: the results of ads, their CSV files.
 * - `payments.pay`: open and confirm a checkout (a manager only for the ads they applied for: `canPayFor`).
 * - `billing.manage`: change the billing details, ask for refunds.
 * - `receipts.read`: the billing history, receipts, and reading the billing details printed on them.
 * - `members.manage`: the members and invitations, the account's audit trail.
 * - `account.manage`: the account's settings (its time zone).
 * - `account.close`: close the account.
 */
export const PERMISSIONS = [
  'ads.read',
  'ads.write',
  'results.read',
  'payments.pay',
  'billing.manage',
  'receipts.read',
  'members.manage',
  'account.manage',
  'account.close',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: PERMISSIONS,
  manager: ['ads.read', 'ads.write', 'results.read', 'payments.pay', 'receipts.read'],
  billing: ['ads.read', 'payments.pay', 'billing.manage', 'receipts.read'],
  viewer: ['ads.read', 'results.read', 'receipts.read'],
};

/** Whether a member of `role` may do what `permission` names. */
export function can(role: Role, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

/** Every permission of a role, in PERMISSIONS order. */
export function permissionsOf(role: Role): Permission[] {
  return PERMISSIONS.filter((permission) => can(role, permission));
}

/** The row rule of paying: owners and billing members pay for any ad of the account, a manager only for the ads
 *  they applied for (`appliedBy`, the person's id; null for ads older than members, which only owners applied
 *  for), a viewer for none. */
export function canPayFor(role: Role, personId: number, appliedBy: number | null): boolean {
  if (!can(role, 'payments.pay')) return false;
  return role !== 'manager' || appliedBy === personId;
}

/** Who receives which mails of an account (decision 0121): about an ad, the member who applied and the owners;
 *  receipts and refunds, the billing members and the owners; the weekly results, each member who opted in. */
export function receivesMoneyMails(role: Role): boolean {
  return role === 'owner' || role === 'billing';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

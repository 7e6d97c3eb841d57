/** The roles of an account's members and what each may do (decision 0121): one pure rule, read by the API where it
 *  checks sessions and by the portal's pages, so a button is shown exactly when the server would allow its call.
 *  The account is the company (ads, payments, receipts, billing details); a member is a person who signs in. */

import type { LocalizedText } from './language';

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

/** A role's name, as the members list, the invitation mail and page, and the account switcher write it. The viewer is
 *  閲覧のみ in Japanese: 閲覧者 would read as the exhibitions' visitors. */
export const ROLE_NAMES = {
  owner: { en: 'Owner', ja: 'オーナー' },
  manager: { en: 'Manager', ja: 'マネージャー' },
  billing: { en: 'Billing', ja: '請求担当' },
  viewer: { en: 'Viewer', ja: '閲覧のみ' },
} as const satisfies Record<Role, LocalizedText>;

/** What a role may do, in one sentence that follows GRANTS (the invite dialog, the invitation page). */
export const ROLE_ABILITIES = {
  owner: {
    en: 'Owners can do everything: ads and their results, payments and refunds, billing details and receipts, members, the account’s settings and closing it.',
    ja: 'オーナーはすべての操作ができます。広告とその成果、お支払いと返金、請求先情報と領収書、メンバー、アカウントの設定と解約を管理できます。',
  },
  manager: {
    en: 'Managers apply for and manage ads, see their results, pay for the ads they applied for and read receipts.',
    ja: 'マネージャーは広告の申し込みと管理、成果の確認、自分が申し込んだ広告のお支払い、領収書の閲覧ができます。',
  },
  billing: {
    en: 'Billing members pay for ads, change the billing details, ask for refunds and read receipts; they see the ads but do not change them.',
    ja: '請求担当は広告のお支払い、請求先情報の変更、返金の申請、領収書の閲覧ができます。広告は閲覧のみで、変更はできません。',
  },
  viewer: {
    en: 'Viewers see the ads, their results and the receipts, and change nothing.',
    ja: '閲覧のみのメンバーは広告とその成果、領収書を閲覧できます。変更はできません。',
  },
} as const satisfies Record<Role, LocalizedText>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

import {
  can,
  canPayFor,
  isRole,
  PERMISSIONS,
  permissionsOf,
  receivesMoneyMails,
  ROLES,
  type Role,
} from './roles';

describe('what each role may do', () => {
  test('an owner may do everything', () => {
    expect(permissionsOf('owner')).toEqual([...PERMISSIONS]);
  });

  test.each<[Role, string[]]>([
    ['manager', ['ads.read', 'ads.write', 'results.read', 'payments.pay', 'receipts.read']],
    ['billing', ['ads.read', 'payments.pay', 'billing.manage', 'receipts.read']],
    ['viewer', ['ads.read', 'results.read', 'receipts.read']],
  ])('a %s may do exactly this', (role, permissions) => {
    expect(permissionsOf(role)).toEqual(permissions);
  });

  test('only owners manage members, the account and close it', () => {
    for (const permission of ['members.manage', 'account.manage', 'account.close'] as const)
      expect(ROLES.filter((role) => can(role, permission))).toEqual(['owner']);
  });

  test('a viewer changes nothing: no apply, pause, delete, payment or billing details', () => {
    for (const permission of ['ads.write', 'payments.pay', 'billing.manage'] as const)
      expect(can('viewer', permission)).toBe(false);
  });

  test('billing members see no results and cannot touch ads', () => {
    expect(can('billing', 'results.read')).toBe(false);
    expect(can('billing', 'ads.write')).toBe(false);
  });
});

describe('who pays for which ad', () => {
  const me = 7;
  const someoneElse = 8;

  test('owners and billing members pay for any ad of the account, old ones included', () => {
    for (const role of ['owner', 'billing'] as const) {
      expect(canPayFor(role, me, someoneElse)).toBe(true);
      expect(canPayFor(role, me, null)).toBe(true);
    }
  });

  test('a manager pays only for the ads they applied for', () => {
    expect(canPayFor('manager', me, me)).toBe(true);
    expect(canPayFor('manager', me, someoneElse)).toBe(false);
    expect(canPayFor('manager', me, null)).toBe(false);
  });

  test('a viewer pays for nothing, not even what they would have applied for', () => {
    expect(canPayFor('viewer', me, me)).toBe(false);
  });
});

test('receipts and refunds are mailed to owners and billing members only', () => {
  expect(ROLES.filter(receivesMoneyMails)).toEqual(['owner', 'billing']);
});

test('isRole knows the four roles and nothing else', () => {
  expect(ROLES.every(isRole)).toBe(true);
  expect([undefined, null, 'admin', 'Owner', 3].some(isRole)).toBe(false);
});

import { hrefs, isAuthPath, isDashboardPath, safeRedirectPath } from './routes';

describe('safeRedirectPath', () => {
  test.each(['/dashboard', '/dashboard/ads/12?tab=details', '/dashboard/account#email'])(
    'keeps %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  test.each([
    ['a protocol-relative URL', '//evil.example'],
    ['an absolute URL', 'https://evil.example/dashboard'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab the browser would drop', '/\t/evil.example'],
    ['a line break the browser would drop', '/\n/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['nothing', ''],
  ])('refuses %s', (_name, path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });
});

test('auth pages are recognised by the words in their path', () => {
  expect(isAuthPath('/signup/onboarding/expired')).toBe(true);
  expect(isAuthPath('/reset-password')).toBe(true);
  expect(isAuthPath('/dashboard')).toBe(false);
});

test('dashboard paths need a session, look-alikes do not', () => {
  expect(isDashboardPath('/dashboard')).toBe(true);
  expect(isDashboardPath('/dashboard/ads/3')).toBe(true);
  expect(isDashboardPath('/dashboards')).toBe(false);
});

test('mail links carry the query names the pages read', () => {
  expect(hrefs.onboarding({ id: 7, token: 'abc', accountId: 'acc' })).toBe(
    '/signup/onboarding?id=7&token=abc&account_id=acc',
  );
  expect(hrefs.newEmailConfirmation({ id: 7, token: 't', accountId: 'a' })).toBe(
    '/new-email-confirmation?token=t&id=7&account_id=a',
  );
});

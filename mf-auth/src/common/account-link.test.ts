import { readAccountLink } from './account-link';

test('a link with a numeric id and an account id names the advertiser, with the id as a number', () => {
  expect(readAccountLink(new URLSearchParams('id=42&account_id=acc-9'))).toEqual({
    userId: 42,
    accountId: 'acc-9',
  });
});

test.each([
  'account_id=acc-9',
  'id=42',
  'id=&account_id=acc-9',
  'id=4x2&account_id=acc-9',
  'id=0&account_id=a',
])('a link with %s names nobody', (query) => {
  expect(readAccountLink(new URLSearchParams(query))).toBeNull();
});

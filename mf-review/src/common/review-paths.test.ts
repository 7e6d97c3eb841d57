import { operatorSignInHref, pathAfterOperatorSignIn } from './review-paths';

function after(redirect: string): string {
  return pathAfterOperatorSignIn(`?redirect=${encodeURIComponent(redirect)}`);
}

test('sign-in names the wanted desk page, and leads back to it with its query', () => {
  const href = operatorSignInHref('/review/ads/12?from=queue');

  expect(href).toBe('/review/signin?redirect=%2Freview%2Fads%2F12%3Ffrom%3Dqueue');
  expect(pathAfterOperatorSignIn(href.slice(href.indexOf('?')))).toBe('/review/ads/12?from=queue');
});

test('without a redirect, sign-in leads to the review queue', () => {
  expect(pathAfterOperatorSignIn('')).toBe('/review');
});

test.each([
  ['another site', 'https://evil.example/review'],
  ['a protocol-relative URL', '//evil.example/review'],
  ['a tab that browsers drop', '/\t/evil.example/review'],
  ['an advertiser page', '/dashboard/account'],
  ['the sign-in page itself', '/review/signin'],
  ['the set-password page', '/review/set-password?token=x'],
])('a redirect to %s leads to the review queue instead', (_name, redirect) => {
  expect(after(redirect)).toBe('/review');
});

import { checkLink, domainsNamedIn } from './link-check';

describe('checkLink', () => {
  test('a plain link has its domain and no warning', () => {
    expect(checkLink('https://www.example.com/autumn?x=1', 'Autumn sale at example.com')).toEqual({
      domain: 'www.example.com',
      warnings: [],
    });
  });

  test('a punycode host is spelled in Unicode and warned about', () => {
    expect(checkLink('https://xn--bcher-kva.example/', 'Books')).toEqual({
      domain: 'bücher.example',
      warnings: ['punycode'],
    });
    // Typed in Unicode, the URL parser turns it into punycode all the same.
    expect(checkLink('https://аррӏе.com/', 'Phones').warnings).toEqual(['punycode']);
  });

  test('a title naming another domain than the link’s is a mismatch; a subdomain of it is not', () => {
    expect(checkLink('https://evil.example/login', 'Sign in at paypal.com').warnings).toEqual([
      'text-mismatch',
    ]);
    expect(checkLink('https://shop.example.com/', 'Visit example.com').warnings).toEqual([]);
    expect(checkLink('https://example.com/', 'Version 1.2 is out, e.g. today').warnings).toEqual([]);
  });

  test('an unreadable link is shown as it is', () => {
    expect(checkLink('not a url', 'x')).toEqual({ domain: 'not a url', warnings: [] });
  });
});

test('domainsNamedIn finds Unicode domains in ASCII form', () => {
  expect(domainsNamedIn('Go to Bücher.example or https://shop.test/')).toEqual([
    'xn--bcher-kva.example',
    'shop.test',
  ]);
});

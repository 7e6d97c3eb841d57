import { withLinkScheme } from './link-scheme';

test('a host typed without a scheme gets https://', () => {
  expect(withLinkScheme('gallery.example')).toBe('https://gallery.example');
  expect(withLinkScheme(' www.gallery.example/spring?x=1 ')).toBe('https://www.gallery.example/spring?x=1');
  expect(withLinkScheme('gallery.example:8080/a')).toBe('https://gallery.example:8080/a');
});

test('a link with a scheme, an empty value or text that is no host is left as typed', () => {
  expect(withLinkScheme('https://gallery.example')).toBe('https://gallery.example');
  expect(withLinkScheme('http://gallery.example')).toBe('http://gallery.example');
  expect(withLinkScheme('mailto:ann@gallery.example')).toBe('mailto:ann@gallery.example');
  expect(withLinkScheme('')).toBe('');
  expect(withLinkScheme('not a link')).toBe('not a link');
  expect(withLinkScheme('ann@gallery.example')).toBe('ann@gallery.example');
  expect(withLinkScheme('localhost')).toBe('localhost');
});

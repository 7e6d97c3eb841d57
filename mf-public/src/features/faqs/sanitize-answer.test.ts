import { sanitizeAnswer, withLineBreaks } from './sanitize-answer';

test('line breaks in text become <br>, but those that only lay out a list do not', () => {
  expect(withLineBreaks('One\nTwo\r\nThree')).toBe('One<br>Two<br>Three');
  expect(
    withLineBreaks('Plans:\n<ul>\n  <li>Lobbies</li>\n  <li>Exhibitions</li>\n</ul>\nThat is all.'),
  ).toBe('Plans:<ul><li>Lobbies</li><li>Exhibitions</li></ul>That is all.');
});

test('only simple formatting and links survive; anything else keeps just its text', () => {
  expect(
    sanitizeAnswer(
      '<h1 style="color:red">Big</h1><p><em>a</em> <u>b</u></p><iframe src="https://x"></iframe>',
    ),
  ).toBe('Big<p><em>a</em> <u>b</u></p>');
});

test('links keep web, mail and same-site addresses and open in a new tab without opener or referrer', () => {
  expect(sanitizeAnswer('<a href="mailto:help@example.com">Mail</a>')).toBe(
    '<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">Mail</a>',
  );
  expect(sanitizeAnswer('<a href="/contact" target="_self" rel="opener">Contact</a>')).toBe(
    '<a href="/contact" target="_blank" rel="noopener noreferrer">Contact</a>',
  );
  expect(sanitizeAnswer('<a href="//evil.example/x">x</a><a href="data:text/html,hi">y</a>')).toBe(
    '<a target="_blank" rel="noopener noreferrer">x</a><a target="_blank" rel="noopener noreferrer">y</a>',
  );
});

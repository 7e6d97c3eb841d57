import { readInlineRemotes } from './inline-remotes';

afterEach(() => document.head.replaceChildren());

function carry(text: string, type = 'application/json') {
  const block = document.createElement('script');
  block.type = type;
  block.id = 'portal-remotes';
  block.textContent = text;
  document.head.append(block);
}

test('the remotes.json the page carries is read from its JSON data block', () => {
  carry('{"mf_public":{"note":"\\u003c/script>"}}');

  expect(readInlineRemotes()).toEqual({ data: { mf_public: { note: '</script>' } } });
});

test('without a block, with text that is not JSON, or with a script that is not data, there is nothing to read', () => {
  expect(readInlineRemotes()).toBeNull();
  carry('{"mf_public":');
  expect(readInlineRemotes()).toBeNull();
  document.head.replaceChildren();
  carry('{}', 'text/javascript');
  expect(readInlineRemotes()).toBeNull();
});

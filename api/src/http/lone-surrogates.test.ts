import { holdsLoneSurrogate } from './lone-surrogates';

const check = (text: string) => holdsLoneSurrogate(text, JSON.parse(text));

test('finds half of a surrogate pair in a value or a key, at any depth', () => {
  expect(check('{"name":"\\ud822"}')).toBe(true);
  expect(check('{"a":[1,{"b":["x","y\\udfffz"]}]}')).toBe(true);
  expect(check('{"\\ud800":1}')).toBe(true);
  expect(check('["\\uDE5A"]')).toBe(true);
});

test('lets text, whole pairs and escaped backslashes through', () => {
  expect(check('{"name":"秋のロビー展 🍁"}')).toBe(false);
  expect(check('{"name":"\\ud83c\\udf41"}')).toBe(false);
  expect(check('{"path":"C:\\\\ud800"}')).toBe(false);
  expect(check('{"n":1,"b":true,"z":null}')).toBe(false);
});

test('walks a body nested deeper than the stack without overflowing', () => {
  const depth = 200_000;
  const text = `${'['.repeat(depth)}"\\ud822"${']'.repeat(depth)}`;
  expect(check(text)).toBe(true);
});

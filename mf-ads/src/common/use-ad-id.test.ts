import { parseAdId } from './use-ad-id';

test('only a positive whole number is an ad id', () => {
  expect(parseAdId('42')).toBe(42);
  for (const value of [undefined, '', '0', '-1', '4.2', '042', 'abc', '1e3', '99999999999999999']) {
    expect(parseAdId(value)).toBeNull();
  }
});

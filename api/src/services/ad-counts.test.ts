/** Which traffic the ad server counts, on cases HTTP tests cannot send (light-my-request always adds a user agent)
 *  or would have to wait a minute for. */
import { isbot } from 'isbot';
import { createTrafficRules } from './ad-counts';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15';

test('a request without a user agent, or with a bot’s, is not counted', () => {
  const rules = createTrafficRules({ limitPerMinute: 10, isBot: isbot });
  expect(rules.counts(undefined, '192.0.2.1')).toBe(false);
  expect(rules.counts('', '192.0.2.1')).toBe(false);
  expect(rules.counts('Mozilla/5.0 (compatible; YandexBot/3.0)', '192.0.2.1')).toBe(false);
  expect(rules.counts(BROWSER, '192.0.2.1')).toBe(true);
});

test('an address counts up to its limit each minute, and again from the next minute on', () => {
  let now = Date.parse('2026-11-23T10:00:00.000Z');
  const rules = createTrafficRules({ limitPerMinute: 3, isBot: isbot, nowMs: () => now });
  const counted = () => [1, 2, 3, 4].map(() => rules.counts(BROWSER, '192.0.2.7'));
  expect(counted()).toEqual([true, true, true, false]);
  expect(rules.counts(BROWSER, '192.0.2.8')).toBe(true);
  now += 60_000;
  expect(counted()).toEqual([true, true, true, false]);
});

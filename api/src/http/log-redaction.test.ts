/** Request log lines never carry a credential that happens to sit in a URL. */
import { REDACTED, redactUrl } from './log-redaction';

test('the test checkout session id, the page’s only credential, is replaced in every one of its paths', () => {
  expect(redactUrl('/api/checkout/test/tc_abcdefghijklmnopqrstuvwxyz012345')).toBe(
    `/api/checkout/test/${REDACTED}`,
  );
  expect(redactUrl('/api/checkout/test/tc_abcdefghijklmnopqrstuvwxyz012345/pay?lang=ja')).toBe(
    `/api/checkout/test/${REDACTED}/pay?lang=ja`,
  );
});

test('query values named like secrets are replaced; other parameters stay readable', () => {
  expect(redactUrl('/api/advertisers/reset-token-validation?token=abc123&lang=en')).toBe(
    `/api/advertisers/reset-token-validation?token=${REDACTED}&lang=en`,
  );
  expect(redactUrl('/api/x?api_key=k&Password=p&%74oken=t&placement=lobby')).toBe(
    `/api/x?api_key=${REDACTED}&Password=${REDACTED}&%74oken=${REDACTED}&placement=lobby`,
  );
  expect(redactUrl('/api/serve?placement=lobby')).toBe('/api/serve?placement=lobby');
  expect(redactUrl('/api/ads/12')).toBe('/api/ads/12');
});

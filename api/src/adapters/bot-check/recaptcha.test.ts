/** reCAPTCHA v3 verification against a stand-in for Google's siteverify: what passes and why others fail. */
import { createRecaptcha } from './recaptcha';

function siteverify(answer: unknown, calls: URLSearchParams[] = []): typeof fetch {
  return async (_input, init) => {
    calls.push(new URLSearchParams(String(init?.body)));
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
}

const keys = { secretKey: 'secret-key', siteKey: 'public-site-key', minScore: 0.5 };

test('browsers are given the public site key, never the secret', async () => {
  const check = createRecaptcha(keys, siteverify({}));
  const challenge = await check.challenge();
  expect(challenge).toEqual({ provider: 'recaptcha', siteKey: 'public-site-key' });
  expect(JSON.stringify(challenge)).not.toContain('secret-key');
});

test('a valid token for the right action with a good score passes, and the secret is sent', async () => {
  const calls: URLSearchParams[] = [];
  const check = createRecaptcha(keys, siteverify({ success: true, score: 0.9, action: 'contact' }, calls));
  await expect(check.verify('token-from-browser', 'contact')).resolves.toEqual({ ok: true });
  expect(calls[0]?.get('secret')).toBe('secret-key');
  expect(calls[0]?.get('response')).toBe('token-from-browser');
});

test('a low score, another action, a duplicate or an invalid token fail', async () => {
  await expect(
    createRecaptcha(keys, siteverify({ success: true, score: 0.2, action: 'contact' })).verify(
      't',
      'contact',
    ),
  ).resolves.toEqual({ ok: false, reason: 'low-score' });
  await expect(
    createRecaptcha(keys, siteverify({ success: true, score: 0.9, action: 'signup' })).verify('t', 'contact'),
  ).resolves.toEqual({ ok: false, reason: 'invalid' });
  await expect(
    createRecaptcha(keys, siteverify({ success: false, 'error-codes': ['timeout-or-duplicate'] })).verify(
      't',
      'contact',
    ),
  ).resolves.toEqual({ ok: false, reason: 'replayed' });
  await expect(
    createRecaptcha(keys, siteverify({ success: false, 'error-codes': ['invalid-input-response'] })).verify(
      't',
      'contact',
    ),
  ).resolves.toEqual({ ok: false, reason: 'invalid' });
  await expect(createRecaptcha(keys, siteverify({})).verify('', 'contact')).resolves.toEqual({
    ok: false,
    reason: 'missing',
  });
});

test('Google being unreachable is a failure value, not a throw', async () => {
  const down: typeof fetch = async () => {
    throw new TypeError('fetch failed');
  };
  await expect(createRecaptcha(keys, down).verify('t', 'contact')).resolves.toEqual({
    ok: false,
    reason: 'unavailable',
  });
});

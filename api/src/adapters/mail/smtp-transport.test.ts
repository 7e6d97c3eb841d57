/** A refused SMTP delivery comes back as a failure value without the recipient's address, so the queue can keep
 *  the mail and log why without writing personal data or a whole mail to the log. */
import { createSmtpTransport, describeSmtpFailure } from './smtp-transport';

test('an unreachable SMTP server gives { ok: false } with the reason', async () => {
  const transport = createSmtpTransport('smtp://127.0.0.1:1', 'Portal <no-reply@example.com>');
  expect(transport.kind).toBe('smtp');
  expect(transport.description).toBe('SMTP at 127.0.0.1:1');
  const result = await transport.deliver({
    to: 'a@example.com',
    subject: 'Hello',
    text: 'Hi',
    html: '<p>Hi</p>',
    links: [],
  });
  expect(result).toEqual({ ok: false, reason: expect.stringContaining('ECONNREFUSED') });
});

test('a refusal that quotes the recipient is reported without the address', () => {
  const refusal = Object.assign(
    new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <mika@example.com>: no such user"),
    { code: 'EENVELOPE', responseCode: 550 },
  );
  const reason = describeSmtpFailure(refusal);
  expect(reason).toMatch(/^EENVELOPE 550: /);
  expect(reason).not.toContain('mika@example.com');
});

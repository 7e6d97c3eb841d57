/** A refused SMTP delivery comes back as a failure value, so callers never turn a mail outage into a 500. */
import Fastify from 'fastify';
import { createSmtpMailer } from './smtp-mailer';

test('an unreachable SMTP server gives { ok: false } with the reason', async () => {
  const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'Portal <no-reply@example.com>', Fastify().log);
  expect(mailer.kind).toBe('smtp');
  expect(mailer.description).toBe('SMTP at 127.0.0.1:1');
  const result = await mailer.send({
    to: 'a@example.com',
    subject: 'Hello',
    text: 'Hi',
    html: '<p>Hi</p>',
    links: [],
  });
  expect(result.ok).toBe(false);
});

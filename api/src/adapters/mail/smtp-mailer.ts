/** The production mail transport: nodemailer over the SMTP server named by SMTP_URL. A refused mail is a result,
 *  not a throw, so a mail outage never turns a sign-up into a 500 (the advertiser can ask for a resend). */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mail';

export function createSmtpMailer(smtpUrl: string, from: string, logger: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const host = new URL(smtpUrl).host;
  return {
    kind: 'smtp',
    description: `SMTP at ${host}`,
    async send(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        logger.info({ subject: message.subject }, 'mail sent over SMTP');
        return { ok: true };
      } catch (error) {
        logger.error({ err: error, subject: message.subject }, 'SMTP refused a mail');
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** The production mail transport: nodemailer over the SMTP server named by SMTP_URL. A refused mail is a result,
 *  not a throw, so the queue keeps it and tries again. Timeouts are short and explicit (nodemailer waits up to ten
 *  minutes on a silent socket by default), so one delivery always ends well within the queue's claim on it. */
import nodemailer from 'nodemailer';
import type { MailTransport } from './mail';

export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;

/** The failure as a short line without addresses: servers quote the refused recipient in their answer. */
export function describeSmtpFailure(error: unknown): string {
  // Duck-typed: errors from node's networking are not always instances of this realm's Error.
  if (typeof error !== 'object' || error === null) return 'unknown error';
  const details: { code?: unknown; responseCode?: unknown; message?: unknown } = error;
  const code = typeof details.code === 'string' ? details.code : 'ERROR';
  const status = typeof details.responseCode === 'number' ? ` ${details.responseCode}` : '';
  const text = typeof details.message === 'string' ? details.message : '';
  const message = text.replace(EMAIL_ADDRESS, '<address>').slice(0, 300);
  return `${code}${status}: ${message}`;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const host = new URL(smtpUrl).host;
  return {
    kind: 'smtp',
    description: `SMTP at ${host}`,
    async deliver(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: describeSmtpFailure(error) };
      }
    },
  };
}

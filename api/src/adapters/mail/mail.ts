/** What the API needs from a mail transport: send one message, report failure as a value. The outbox (stored
 *  in the database, readable at /api/dev/mail) is the default; SMTP is used when SMTP_URL is set. */

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries, listed apart so development tools and tests can follow them. */
  links: string[];
};

export type MailResult = { ok: true } | { ok: false; reason: string };

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /** One line for the start-up log: where mail goes. */
  readonly description: string;
  send(message: MailMessage): Promise<MailResult>;
}

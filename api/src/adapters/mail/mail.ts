/** What the API needs to send mail. Services call a Mailer, which stores every mail first (outbox_mails) and then
 *  hands it to a MailTransport: SMTP when SMTP_URL is set, otherwise the outbox itself, readable in development
 *  at /api/dev/mail. A mail the transport refuses stays queued and is retried (mail-queue.ts). */

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries, listed apart so development tools and tests can follow them. */
  links: string[];
  /** Extra headers for the transport (List-Unsubscribe and List-Unsubscribe-Post of the weekly results mail). */
  headers?: Record<string, string>;
};

/** `reason` never names the recipient or quotes the body: it is logged and kept beside the queued mail. */
export type MailResult = { ok: true } | { ok: false; reason: string };

export type MailKind = 'outbox' | 'smtp';

/** What services use. `ok: true` means the mail is stored and will be delivered (now, or by the retry loop). */
export interface Mailer {
  readonly kind: MailKind;
  /** One line for the start-up log: where mail goes. */
  readonly description: string;
  send(message: MailMessage): Promise<MailResult>;
}

/** Hands one stored mail to the outside world; a refusal is a value, never a throw. */
export interface MailTransport {
  readonly kind: MailKind;
  readonly description: string;
  deliver(message: MailMessage): Promise<MailResult>;
}

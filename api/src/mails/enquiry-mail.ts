/** The mail that brings a contact-form enquiry to the operator. The operator reads English; the enquiry's own
 *  text is quoted as sent, with the sender's address to reply to. */
import type { Language } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import { renderMail } from './render-mail';

export function enquiryMail(
  operatorEmail: string,
  enquiry: { id: number; name: string; email: string; message: string; origin: string; language: Language },
): MailMessage {
  return renderMail({
    to: operatorEmail,
    language: 'en',
    subject: `Enquiry #${enquiry.id} from ${enquiry.name}`,
    paragraphs: [
      `From: ${enquiry.name} <${enquiry.email}>`,
      `Origin: ${enquiry.origin} · interface language: ${enquiry.language}`,
      enquiry.message,
    ],
    note: `Reply to ${enquiry.email}.`,
  });
}

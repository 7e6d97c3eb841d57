/** The contact form (product.md, Forms and their limits): name, email and message within their limits. The bot-check
 *  token is fetched on submit, so the form validates ContactFormSchema and the request adds the token
 *  (ContactSchema). */
import * as v from 'valibot';
import { CONTACT_EMAIL_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '../limits';
import { emailSchema, requiredTextSchema } from './fields';
import { messageRef } from './issues';

const contactFields = {
  name: requiredTextSchema('field.name', CONTACT_NAME_MAX_LENGTH),
  email: emailSchema({ max: CONTACT_EMAIL_MAX_LENGTH }),
  message: requiredTextSchema('field.message', CONTACT_MESSAGE_MAX_LENGTH, { multiline: true }),
};

export const ContactFormSchema = v.object(contactFields);
export type ContactFormInput = v.InferInput<typeof ContactFormSchema>;
export type ContactForm = v.InferOutput<typeof ContactFormSchema>;

const tokenRequired = messageRef('validation.bot-check');

export const ContactSchema = v.object({
  ...contactFields,
  token: v.pipe(v.string(tokenRequired), v.nonEmpty(tokenRequired)),
});
export type ContactInput = v.InferInput<typeof ContactSchema>;
export type Contact = v.InferOutput<typeof ContactSchema>;

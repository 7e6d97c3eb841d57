/** The change-email dialog (product.md, Forms and their limits): a new email, required, valid, trimmed and
 *  lowercased. */
import * as v from 'valibot';
import { emailSchema } from './fields';

export const ChangeEmailSchema = v.object({
  newEmail: emailSchema({ field: 'field.new-email' }),
});
export type ChangeEmailInput = v.InferInput<typeof ChangeEmailSchema>;
export type ChangeEmail = v.InferOutput<typeof ChangeEmailSchema>;

/** The change-password dialog (product.md, Forms and their limits): the current password, and a new one that meets
 *  every rule. The dialog has no confirm field: the trimmed new value is copied into confirmPassword, which the request
 *  carries. */
import * as v from 'valibot';
import { messageRef } from './issues';
import { passwordSchema } from './password';

const currentRequired = messageRef('validation.required-enter', { field: 'field.current-password' });

export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(currentRequired), v.nonEmpty(currentRequired)),
    newPassword: passwordSchema('field.new-password'),
  }),
  v.transform((input) => ({ ...input, confirmPassword: input.newPassword.trim() })),
);
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>;
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

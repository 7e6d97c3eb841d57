/** The reset-password form (product.md, Forms and their limits): a new password that meets every rule, typed twice; a
 *  mismatch is shown on the confirm field. */
import * as v from 'valibot';
import { messageRef } from './issues';
import { passwordSchema } from './password';

const confirmRequired = messageRef('validation.required-enter', { field: 'field.confirm-password' });

export const ResetPasswordSchema = v.pipe(
  v.object({
    password: passwordSchema('field.new-password'),
    confirmPassword: v.pipe(v.string(confirmRequired), v.nonEmpty(confirmRequired)),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      messageRef('validation.match', { a: 'field.new-password', b: 'field.confirm-password' }),
    ),
    ['confirmPassword'],
  ),
);
export type ResetPasswordInput = v.InferInput<typeof ResetPasswordSchema>;
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

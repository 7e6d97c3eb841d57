/** The sign-in form (product.md, Forms and their limits): a valid email and any non-empty password. The password rules
 *  are not applied here, so a password set under older rules still signs in and the server alone decides. */
import * as v from 'valibot';
import { emailSchema } from './fields';
import { messageRef } from './issues';

const passwordRequired = messageRef('validation.required-enter', { field: 'field.password' });

export const SignInSchema = v.object({
  email: emailSchema(),
  password: v.pipe(v.string(passwordRequired), v.nonEmpty(passwordRequired)),
});
export type SignInInput = v.InferInput<typeof SignInSchema>;
export type SignIn = v.InferOutput<typeof SignInSchema>;

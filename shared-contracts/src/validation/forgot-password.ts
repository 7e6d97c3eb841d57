/** The forgot-password form (product.md, Forms and their limits): the email used at sign-up, required and valid. */
import * as v from 'valibot';
import { emailSchema } from './fields';

export const ForgotPasswordSchema = v.object({
  email: emailSchema({ required: 'validation.required-signup-email' }),
});
export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordSchema>;
export type ForgotPassword = v.InferOutput<typeof ForgotPasswordSchema>;

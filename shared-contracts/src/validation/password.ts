/** The password rule (product.md, Forms and their limits: 8–20 characters with a lowercase letter, an uppercase letter,
 *  a digit and a special character), shared by sign-up, reset and change, and the live checklist those forms show. */
import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../limits';
import type { MessageId } from '../messages';
import { messageRef } from './issues';

const LOWERCASE = /[a-z]/;
const UPPERCASE = /[A-Z]/;
const DIGIT = /[0-9]/;

function hasSpecialCharacter(password: string): boolean {
  return [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character));
}

export type PasswordChecklist = {
  lowercase: boolean;
  uppercase: boolean;
  number: boolean;
  specialCharacter: boolean;
  minLength: boolean;
  maxLength: boolean;
};

/** Which rules a password meets, for the live checklist. The change-password dialog hides specialCharacter, but
 *  the rule still applies there. */
export function passwordChecklist(password: string): PasswordChecklist {
  return {
    lowercase: LOWERCASE.test(password),
    uppercase: UPPERCASE.test(password),
    number: DIGIT.test(password),
    specialCharacter: hasSpecialCharacter(password),
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    maxLength: password.length <= PASSWORD_MAX_LENGTH,
  };
}

/** The checklist items in display order with their message ids. */
export const PASSWORD_CHECKLIST_ITEMS = [
  { key: 'lowercase', message: 'validation.lowercase' },
  { key: 'uppercase', message: 'validation.uppercase' },
  { key: 'number', message: 'validation.number' },
  { key: 'specialCharacter', message: 'validation.special-character' },
  { key: 'minLength', message: 'validation.min' },
  { key: 'maxLength', message: 'validation.max' },
] as const satisfies readonly { key: keyof PasswordChecklist; message: MessageId }[];

/** A new password; `field` names it in the "Please enter your …" message. */
export function passwordSchema(field: MessageId = 'field.password') {
  return v.pipe(
    v.string(messageRef('validation.required-enter', { field })),
    v.nonEmpty(messageRef('validation.required-enter', { field })),
    v.minLength(PASSWORD_MIN_LENGTH, messageRef('validation.min')),
    v.maxLength(PASSWORD_MAX_LENGTH, messageRef('validation.max')),
    v.regex(LOWERCASE, messageRef('validation.lowercase')),
    v.regex(UPPERCASE, messageRef('validation.uppercase')),
    v.regex(DIGIT, messageRef('validation.number')),
    v.check(hasSpecialCharacter, messageRef('validation.special-character')),
  );
}

export const PasswordSchema = passwordSchema();

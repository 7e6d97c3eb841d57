import { PASSWORD_SPECIAL_CHARACTERS } from '../limits';
import { PasswordSchema, passwordChecklist } from './password';
import { englishErrors } from './test-helpers';

const error = (password: unknown) => englishErrors(PasswordSchema, password)[''];

describe('password rule', () => {
  test('a password with every kind of character, 8 to 20 long, passes', () => {
    expect(error('Abcdef1!')).toBeUndefined();
    expect(error('Abcdefghijklmnopq1!x')).toBeUndefined();
  });

  test('7 characters is too short and 21 too long', () => {
    expect(error('Abcde1!')).toBe('8 characters minimum');
    expect(error('Abcdefghijklmnopq1!xy')).toBe('20 characters maximum');
  });

  test('each missing kind of character is named', () => {
    expect(error('ABCDEF1!')).toBe('One lowercase character is required');
    expect(error('abcdef1!')).toBe('One uppercase character is required');
    expect(error('Abcdefg!')).toBe('One number is required');
    expect(error('Abcdefg1')).toBe('One special character is required');
  });

  test('an empty password asks for one', () => {
    expect(error('')).toBe('Please enter your password');
    expect(error(undefined)).toBe('Please enter your password');
  });

  test('every character of the fixed punctuation set counts as special', () => {
    for (const character of PASSWORD_SPECIAL_CHARACTERS) expect(error(`Abcdef1${character}`)).toBeUndefined();
  });

  test('letters outside ASCII and spaces are not special characters', () => {
    expect(error('Abcdef1 é')).toBe('One special character is required');
  });
});

describe('password checklist', () => {
  test('an empty password meets only the maximum length', () => {
    expect(passwordChecklist('')).toEqual({
      lowercase: false,
      uppercase: false,
      number: false,
      specialCharacter: false,
      minLength: false,
      maxLength: true,
    });
  });

  test('each item turns on with its kind of character', () => {
    expect(passwordChecklist('aB3$aaaa')).toEqual({
      lowercase: true,
      uppercase: true,
      number: true,
      specialCharacter: true,
      minLength: true,
      maxLength: true,
    });
  });

  test('the length items follow the 8 and 20 boundaries', () => {
    expect(passwordChecklist('a'.repeat(7)).minLength).toBe(false);
    expect(passwordChecklist('a'.repeat(8)).minLength).toBe(true);
    expect(passwordChecklist('a'.repeat(20)).maxLength).toBe(true);
    expect(passwordChecklist('a'.repeat(21)).maxLength).toBe(false);
  });
});

import * as v from 'valibot';
import { ChangeEmailSchema } from './change-email';
import { ChangeNameSchema } from './change-name';
import { ChangePasswordSchema } from './change-password';
import { ForgotPasswordSchema } from './forgot-password';
import { ResetPasswordSchema } from './reset-password';
import { SignInSchema } from './sign-in';
import { RECAPTCHA_TOKEN_PLACEHOLDER, SignUpSchema } from './sign-up';
import { englishErrors } from './test-helpers';

describe('sign-up form', () => {
  test('the email is trimmed and lowercased, and language, bot-check token and time zone get their defaults', () => {
    expect(v.parse(SignUpSchema, { email: '  Ann@Example.COM ', password: 'Abcdef1!' })).toEqual({
      email: 'ann@example.com',
      password: 'Abcdef1!',
      language: 'en',
      recaptchaToken: RECAPTCHA_TOKEN_PLACEHOLDER,
      timeZone: 'UTC',
    });
  });

  test('the browser’s time zone is kept as the runtime spells it; an unknown one becomes UTC, never an error', () => {
    const base = { email: 'a@b.jp', password: 'Abcdef1!' };
    expect(v.parse(SignUpSchema, { ...base, timeZone: 'Asia/Tokyo' }).timeZone).toBe('Asia/Tokyo');
    expect(v.parse(SignUpSchema, { ...base, timeZone: 'Nowhere/At_All' }).timeZone).toBe('UTC');
    expect(v.parse(SignUpSchema, { ...base, timeZone: '+09:00' }).timeZone).toBe('UTC');
    expect(v.parse(SignUpSchema, { ...base, timeZone: 12 }).timeZone).toBe('UTC');
  });

  test('the chosen language is kept', () => {
    expect(v.parse(SignUpSchema, { email: 'a@b.jp', password: 'Abcdef1!', language: 'ja' }).language).toBe(
      'ja',
    );
  });

  test('a malformed email and a weak password are both reported', () => {
    expect(englishErrors(SignUpSchema, { email: 'ann@', password: 'abc' })).toEqual({
      email: 'Invalid email address',
      password: '8 characters minimum',
    });
  });

  test('an unknown language is refused', () => {
    expect(
      englishErrors(SignUpSchema, { email: 'a@b.jp', password: 'Abcdef1!', language: 'fr' }),
    ).toHaveProperty('language');
  });
});

describe('sign-in form', () => {
  test('email and password are required', () => {
    expect(englishErrors(SignInSchema, { email: '', password: '' })).toEqual({
      email: 'Please enter your email',
      password: 'Please enter your password',
    });
  });

  test('any non-empty password is accepted, so the server alone judges it', () => {
    expect(v.parse(SignInSchema, { email: ' A@B.jp', password: 'x' })).toEqual({
      email: 'a@b.jp',
      password: 'x',
    });
  });

  test('a malformed email is refused', () => {
    expect(englishErrors(SignInSchema, { email: 'not-an-email', password: 'x' })).toEqual({
      email: 'Invalid email address',
    });
  });
});

describe('forgot-password form', () => {
  test('an empty email asks for the one used at sign-up', () => {
    expect(englishErrors(ForgotPasswordSchema, { email: ' ' })).toEqual({
      email: 'Please enter the email you used when you signed up',
    });
  });

  test('a malformed email is refused', () => {
    expect(englishErrors(ForgotPasswordSchema, { email: 'ann.example.com' })).toEqual({
      email: 'Invalid email address',
    });
  });
});

describe('reset-password form', () => {
  test('matching strong passwords pass', () => {
    expect(englishErrors(ResetPasswordSchema, { password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual(
      {},
    );
  });

  test('a mismatch is shown on the confirm field', () => {
    expect(englishErrors(ResetPasswordSchema, { password: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toEqual(
      {
        confirmPassword: "New password and confirm password don't match",
      },
    );
  });

  test('a weak new password is reported on its own field', () => {
    expect(
      englishErrors(ResetPasswordSchema, { password: 'abcdefg1!', confirmPassword: 'abcdefg1!' }),
    ).toEqual({
      password: 'One uppercase character is required',
    });
  });
});

describe('change-password dialog', () => {
  test('the trimmed new password is copied into confirmPassword', () => {
    expect(v.parse(ChangePasswordSchema, { currentPassword: 'old', newPassword: 'Abcdef1!' })).toEqual({
      currentPassword: 'old',
      newPassword: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
    });
  });

  test('the current password is required and the new one must meet every rule, special character included', () => {
    expect(englishErrors(ChangePasswordSchema, { currentPassword: '', newPassword: 'Abcdefg1' })).toEqual({
      currentPassword: 'Please enter your current password',
      newPassword: 'One special character is required',
    });
  });
});

describe('change-email dialog', () => {
  test('the new email is trimmed and lowercased', () => {
    expect(v.parse(ChangeEmailSchema, { newEmail: ' New@Example.com ' })).toEqual({
      newEmail: 'new@example.com',
    });
  });

  test('an empty or malformed email is refused', () => {
    expect(englishErrors(ChangeEmailSchema, { newEmail: '' })).toEqual({
      newEmail: 'Please enter your new email',
    });
    expect(englishErrors(ChangeEmailSchema, { newEmail: 'new@' })).toEqual({
      newEmail: 'Invalid email address',
    });
  });
});

describe('change-name dialog', () => {
  test('1 to 50 characters pass, trimmed', () => {
    expect(v.parse(ChangeNameSchema, { name: ' A ' })).toEqual({ name: 'A' });
    expect(englishErrors(ChangeNameSchema, { name: 'a'.repeat(50) })).toEqual({});
  });

  test('an empty name and 51 characters are refused', () => {
    expect(englishErrors(ChangeNameSchema, { name: '   ' })).toEqual({ name: 'Please enter your name' });
    expect(englishErrors(ChangeNameSchema, { name: 'a'.repeat(51) })).toEqual({
      name: 'Name must be 50 characters or fewer',
    });
  });
});

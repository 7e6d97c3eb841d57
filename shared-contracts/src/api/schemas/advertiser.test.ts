import * as v from 'valibot';
import { validate } from '../../validation/issues';
import {
  ChangePasswordRequestSchema,
  CheckEmailIdResponseSchema,
  ResendEmailRequestSchema,
  SignUpRequestSchema,
  UpdateProfileRequestSchema,
} from './advertiser';

describe('advertiser request bodies', () => {
  test('sign-up applies the form rules on the server too', () => {
    expect(
      v.parse(SignUpRequestSchema, { email: ' A@B.JP', password: 'Abcdef1!', language: 'ja' }),
    ).toMatchObject({
      email: 'a@b.jp',
      language: 'ja',
    });
    expect(v.safeParse(SignUpRequestSchema, { email: 'a@b.jp', password: 'abcdefgh' }).success).toBe(false);
  });

  test('change-password needs confirmPassword to be the trimmed new password', () => {
    const body = { currentPassword: 'Old-pass1', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
    expect(validate(ChangePasswordRequestSchema, body).ok).toBe(true);
    const mismatch = validate(ChangePasswordRequestSchema, { ...body, confirmPassword: 'Abcdef1?' });
    expect(mismatch.ok ? null : mismatch.fields.confirmPassword?.en).toBe(
      "New password and confirm password don't match",
    );
  });

  test('resends carry a numeric user id and the opaque account id', () => {
    expect(v.parse(ResendEmailRequestSchema, { userId: 5, accountId: 'a1b2' })).toEqual({
      userId: 5,
      accountId: 'a1b2',
    });
    expect(v.safeParse(ResendEmailRequestSchema, { userId: '5', accountId: 'a1b2' }).success).toBe(false);
    expect(v.safeParse(ResendEmailRequestSchema, { userId: 5, accountId: '' }).success).toBe(false);
  });

  test('a profile update changes only name and language; a blank name is refused', () => {
    expect(v.parse(UpdateProfileRequestSchema, { name: ' Ann ', language: 'ja', email: 'x@y.z' })).toEqual({
      name: 'Ann',
      language: 'ja',
    });
    expect(v.safeParse(UpdateProfileRequestSchema, { name: ' ' }).success).toBe(false);
  });

  test('check-email-id answers whether the email is confirmed', () => {
    expect(v.parse(CheckEmailIdResponseSchema, { confirmed: true })).toEqual({ confirmed: true });
  });
});

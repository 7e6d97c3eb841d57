import * as v from 'valibot';
import { ContactFormSchema, ContactSchema } from './contact';
import { englishErrors } from './test-helpers';

const valid = { name: 'Ann Lee', email: ' Ann@Example.com ', message: 'Hello\nthere' };

describe('contact form', () => {
  test('the email is trimmed and lowercased; line breaks in the message are kept', () => {
    expect(v.parse(ContactFormSchema, valid)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      message: 'Hello\nthere',
    });
  });

  test('name, email and message are required', () => {
    expect(englishErrors(ContactFormSchema, { name: '', email: '', message: '' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      message: 'Please enter your message',
    });
  });

  test('name 300, email 250 and message 1000 characters are the limits', () => {
    const email250 = `${'a'.repeat(238)}@example.com`;
    expect(email250).toHaveLength(250);
    expect(
      englishErrors(ContactFormSchema, { name: 'a'.repeat(300), email: email250, message: 'm'.repeat(1000) }),
    ).toEqual({});
    expect(
      englishErrors(ContactFormSchema, {
        name: 'a'.repeat(301),
        email: `a${email250}`,
        message: 'm'.repeat(1001),
      }),
    ).toEqual({
      name: 'Name must be 300 characters or fewer',
      email: 'Email must be 250 characters or fewer',
      message: 'Message must be 1000 characters or fewer',
    });
  });

  test('the request also needs the bot-check token', () => {
    expect(englishErrors(ContactSchema, { ...valid, token: '' })).toEqual({
      token: 'Please complete the bot check',
    });
    expect(englishErrors(ContactSchema, { ...valid, token: 'solved' })).toEqual({});
  });
});

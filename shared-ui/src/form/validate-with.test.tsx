import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { SignInSchema, SignUpSchema } from 'shared-contracts/api';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { renderUi } from '../testing/render-ui';
import { useValidateWith, validateWith } from './validate-with';

test('valid values give no errors', () => {
  const validate = validateWith(SignUpSchema, 'en');
  expect(validate({ email: 'ann@example.com', password: 'Abcdefg1!' })).toBeUndefined();
});

test('each invalid field gets its first message, in English or Japanese', () => {
  expect(validateWith(SignUpSchema, 'en')({ email: 'nope', password: 'abc' })).toEqual({
    email: 'Invalid email address',
    password: '8 characters minimum',
  });
  expect(validateWith(SignUpSchema, 'ja')({ email: 'nope', password: 'abc' })).toEqual({
    email: 'メールアドレスが正しくありません。name@example.com の形式で入力してください',
    password: '8文字以上',
  });
});

function SignInForm() {
  const validate = useValidateWith(SignInSchema);
  return (
    <Form onSubmit={() => {}} validate={validate}>
      {({ handleSubmit, invalid }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field name="email">
            {({ input, meta }) => <TextField {...input} label="Email" error={meta.touched && meta.error} />}
          </Field>
          <Button type="submit" disabled={invalid}>
            Sign in
          </Button>
        </form>
      )}
    </Form>
  );
}

test('in a final-form form the message shows under the field once it was visited', async () => {
  renderUi(<SignInForm />, { language: 'ja' });
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await userEvent.type(email, 'x');
  await userEvent.tab();
  expect(email).toHaveAccessibleDescription(/メールアドレスが正しくありません/);
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { PasswordField } from './password-field';

test('Show reveals the password and Hide masks it again, without submitting the form', async () => {
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  renderUi(
    <form onSubmit={onSubmit}>
      <PasswordField label="Password" name="password" />
    </form>,
  );
  const input = screen.getByLabelText('Password', { selector: 'input' });
  await userEvent.type(input, 'Secret1!');
  expect(input).toHaveAttribute('type', 'password');

  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');
  expect(input).toHaveValue('Secret1!');

  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');
  expect(onSubmit).not.toHaveBeenCalled();
});

test('the toggle reads 表示 / 非表示 in Japanese', async () => {
  renderUi(<PasswordField label="パスワード" />, { language: 'ja' });
  const toggle = screen.getByRole('button', { name: 'パスワードを表示' });
  expect(toggle).toHaveTextContent('表示');
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'パスワードを非表示' })).toHaveTextContent('非表示');
});

test('an error marks the password invalid and describes it', () => {
  renderUi(<PasswordField label="Password" error="8 characters minimum" />);
  const input = screen.getByLabelText('Password', { selector: 'input' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(/8 characters minimum/);
});

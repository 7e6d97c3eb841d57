import { screen, within } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { PasswordChecklist } from './password-checklist';

function items() {
  return within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

test('each rule says whether the password meets it', () => {
  renderUi(<PasswordChecklist password="abcD" />);
  expect(items()).toEqual([
    '✓Contains a lowercase character (met)',
    '✓Contains an uppercase character (met)',
    '•One number is required (not met)',
    '•One special character is required (not met)',
    '•8 characters minimum (not met)',
    '✓No more than 20 characters (met)',
  ]);
});

test('a password meeting every rule ticks them all', () => {
  renderUi(<PasswordChecklist password="Abcdefg1!" />);
  expect(items()).toEqual([
    '✓Contains a lowercase character (met)',
    '✓Contains an uppercase character (met)',
    '✓Contains a number (met)',
    '✓Contains a special character (met)',
    '✓At least 8 characters (met)',
    '✓No more than 20 characters (met)',
  ]);
  expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
});

test('the change-password variant leaves out the special character rule', () => {
  renderUi(<PasswordChecklist password="" omitSpecialCharacter />);
  expect(items()).toHaveLength(5);
  expect(screen.queryByText(/special character/)).not.toBeInTheDocument();
});

test('the checklist is Japanese in a Japanese interface', () => {
  renderUi(<PasswordChecklist password="1" />, { language: 'ja' });
  const list = screen.getByRole('list', { name: 'パスワードの条件' });
  expect(within(list).getByText(/数字が含まれています/)).toHaveTextContent(/\(条件を満たしています\)$/);
  expect(within(list).getByText(/小文字を1文字以上含めてください/)).toHaveTextContent(
    /\(条件を満たしていません\)$/,
  );
});

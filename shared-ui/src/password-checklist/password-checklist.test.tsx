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
    '✓One lowercase character is required (met)',
    '✓One uppercase character is required (met)',
    '•One number is required (not met)',
    '•One special character is required (not met)',
    '•8 characters minimum (not met)',
    '✓20 characters maximum (met)',
  ]);
});

test('a password meeting every rule ticks them all', () => {
  renderUi(<PasswordChecklist password="Abcdefg1!" />);
  expect(items().every((text) => text?.endsWith('(met)'))).toBe(true);
});

test('the change-password variant leaves out the special character rule', () => {
  renderUi(<PasswordChecklist password="" omitSpecialCharacter />);
  expect(items()).toHaveLength(5);
  expect(screen.queryByText(/special character/)).not.toBeInTheDocument();
});

test('the checklist is Japanese in a Japanese interface', () => {
  renderUi(<PasswordChecklist password="1" />, { language: 'ja' });
  const list = screen.getByRole('list', { name: 'パスワードの条件' });
  expect(within(list).getByText(/数字を1文字以上含めてください/)).toHaveTextContent(/\(達成\)$/);
  expect(within(list).getByText(/小文字を1文字以上含めてください/)).toHaveTextContent(/\(未達成\)$/);
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { TextAreaField, TextField } from './text-field';

test('the input is named by its label and accepts typing', async () => {
  const onChange = jest.fn();
  renderUi(<TextField label="Email" name="email" type="email" onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  await userEvent.type(input, 'a@b.co');
  expect(input).toHaveValue('a@b.co');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(onChange).toHaveBeenCalled();
});

test('an error marks the input invalid and is read as its description', () => {
  renderUi(<TextField label="Email" hint="The one you signed up with" error="Invalid email address" />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('The one you signed up with Invalid email address');
  expect(screen.getByText('Invalid email address')).toBeVisible();
});

test('no error text (final-form gives false or undefined) shows nothing', () => {
  renderUi(<TextField label="Name" error={false} />);
  expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription();
});

test('the text area has a label, rows and an error', () => {
  renderUi(<TextAreaField label="Message" rows={6} error="Please enter your message" />);
  const area = screen.getByRole('textbox', { name: 'Message' });
  expect(area).toHaveAttribute('rows', '6');
  expect(area).toHaveAttribute('aria-invalid', 'true');
  expect(area).toHaveAccessibleDescription(/Please enter your message/);
});

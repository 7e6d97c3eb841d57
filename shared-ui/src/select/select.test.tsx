import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { Select } from './select';

const DURATIONS = [
  { value: '1', label: '1 month' },
  { value: '2', label: '2 months' },
];

test('the select is named by its label and reports the chosen value', async () => {
  const onChange = jest.fn();
  renderUi(
    <Select
      label="Duration"
      options={DURATIONS}
      defaultValue="1"
      onChange={(e) => onChange(e.target.value)}
    />,
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '2 months');
  expect(onChange).toHaveBeenCalledWith('2');
});

test('a placeholder comes first with an empty value', () => {
  renderUi(
    <Select label="Country" options={[{ value: 'CA', label: 'Canada' }]} placeholder="Select a country" />,
  );
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Select a country', 'Canada']);
  expect(options[0]).toHaveValue('');
});

test('an error marks it invalid, and a disabled select cannot change', () => {
  renderUi(
    <Select label="Region" options={DURATIONS} error="Please select your province or territory" disabled />,
  );
  const select = screen.getByRole('combobox', { name: 'Region' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription(/Please select your province or territory/);
  expect(select).toBeDisabled();
});

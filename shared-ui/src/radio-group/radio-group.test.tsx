import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { RadioGroup, type RadioGroupProps } from './radio-group';

const PLANS = [
  { value: 'LOBBIES', label: 'Lobbies Plan', description: '$32 / month' },
  { value: 'EXHIBITIONS', label: 'Exhibitions Plan' },
  { value: 'COMPREHENSIVE', label: 'Comprehensive Plan' },
];

function Plans(props: Partial<RadioGroupProps>) {
  const [value, setValue] = useState('LOBBIES');
  return (
    <RadioGroup legend="Plan" name="plan" options={PLANS} value={value} onChange={setValue} {...props} />
  );
}

test('the group is named by its legend and choosing an option checks it', async () => {
  renderUi(<Plans />);
  const group = screen.getByRole('radiogroup', { name: 'Plan' });
  expect(within(group).getByRole('radio', { name: /Lobbies Plan/ })).toBeChecked();
  await userEvent.click(within(group).getByRole('radio', { name: 'Exhibitions Plan' }));
  expect(within(group).getByRole('radio', { name: 'Exhibitions Plan' })).toBeChecked();
  expect(within(group).getByRole('radio', { name: /Lobbies Plan/ })).not.toBeChecked();
});

test('a read-only group keeps its choice and says so', async () => {
  const onChange = jest.fn();
  renderUi(<Plans readOnly onChange={onChange} value="COMPREHENSIVE" />);
  const group = screen.getByRole('radiogroup', { name: 'Plan (read-only)' });
  expect(group).toHaveAttribute('aria-readonly', 'true');
  await userEvent.click(screen.getByRole('radio', { name: 'Lobbies Plan $32 / month' }));
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByRole('radio', { name: 'Comprehensive Plan' })).toBeChecked();
});

test('a read-only group says so with full-width brackets in Japanese', () => {
  renderUi(<Plans readOnly value="COMPREHENSIVE" language="ja" />);
  expect(screen.getByRole('radiogroup', { name: /^Plan ?（変更できません）$/ })).toHaveAttribute(
    'aria-readonly',
    'true',
  );
});

test('a disabled group disables every option, and an error describes the group', () => {
  renderUi(<Plans disabled error="Please select a plan" />);
  for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  expect(screen.getByRole('radiogroup', { name: 'Plan' })).toHaveAccessibleDescription(
    /Please select a plan/,
  );
});

import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { DateField } from './date-field';

test('the date field is a labelled native date input limited by min and max', () => {
  renderUi(<DateField label="Start date" min="2026-12-01" max="2026-12-24" defaultValue="2026-12-01" />);
  const input = screen.getByLabelText('Start date');
  expect(input).toHaveAttribute('type', 'date');
  expect(input).toHaveAttribute('min', '2026-12-01');
  expect(input).toHaveAttribute('max', '2026-12-24');
  expect(input).toHaveValue('2026-12-01');
});

test('an error describes the date field', () => {
  renderUi(<DateField label="Start date" error="Please enter a valid date" />);
  expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(/Please enter a valid date/);
});

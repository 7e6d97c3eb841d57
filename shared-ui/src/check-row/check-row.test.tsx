import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { CheckRow } from './check-row';

function Choice({ asSwitch }: { asSwitch?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <CheckRow
        asSwitch={asSwitch}
        checked={on}
        onChange={(event) => setOn(event.currentTarget.checked)}
        label="Email me my ads’ results every week"
        hint="Every Monday."
      />
    </ThemeProvider>
  );
}

test('the label and its hint name the checkbox, and a click anywhere on the label ticks it', async () => {
  render(<Choice />);
  const box = screen.getByRole('checkbox', { name: /Email me my ads’ results every week/ });
  expect(box).not.toBeChecked();
  await userEvent.click(screen.getByText('Every Monday.'));
  expect(box).toBeChecked();
});

test('as a switch it is announced as one', async () => {
  render(<Choice asSwitch />);
  const control = screen.getByRole('switch', { name: /Email me my ads’ results every week/ });
  await userEvent.click(control);
  expect(control).toBeChecked();
});

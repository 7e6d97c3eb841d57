import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { CheckRowField } from './check-row-field';

function TagsForm({ initial, onSubmit }: { initial: boolean; onSubmit: (values: object) => void }) {
  return (
    <ThemeProvider theme={theme}>
      <Form onSubmit={onSubmit} initialValues={{ campaignTags: initial }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <CheckRowField name="campaignTags" label="Add campaign tags" hint="Adds utm_source.">
              <label>
                Campaign name
                <input />
              </label>
            </CheckRowField>
            <button type="submit">Send</button>
          </form>
        )}
      </Form>
    </ThemeProvider>
  );
}

test('the fields under the checkbox show only while it is ticked, and the form gets its value', async () => {
  const sent: object[] = [];
  render(<TagsForm initial={false} onSubmit={(values) => void sent.push(values)} />);
  const box = screen.getByRole('checkbox', { name: /Add campaign tags/ });
  expect(box).not.toBeChecked();
  expect(screen.queryByRole('textbox', { name: 'Campaign name' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByText('Adds utm_source.'));
  expect(box).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Campaign name' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).toEqual([{ campaignTags: true }]);

  await userEvent.click(box);
  expect(screen.queryByRole('textbox', { name: 'Campaign name' })).not.toBeInTheDocument();
});

test('a form that starts ticked shows the fields at once', () => {
  render(<TagsForm initial onSubmit={() => undefined} />);
  expect(screen.getByRole('checkbox', { name: /Add campaign tags/ })).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Campaign name' })).toBeInTheDocument();
});

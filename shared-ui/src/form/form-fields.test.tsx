import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { ChangeNameSchema } from 'shared-contracts/api';
import { Button } from '../button/button';
import { renderUi } from '../testing/render-ui';
import { FormTextField } from './form-fields';
import { useValidateWith } from './validate-with';

function NameForm({ onSubmit }: { onSubmit: () => Promise<void> | void }) {
  const validate = useValidateWith(ChangeNameSchema);
  return (
    <Form onSubmit={onSubmit} validate={validate} initialValues={{ name: 'Ann' }}>
      {({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <FormTextField name="name" label="Name" autoComplete="name" />
          <Button type="submit">Save</Button>
        </form>
      )}
    </Form>
  );
}

test('a field says nothing until changed, and an emptied one asks for the value by name', async () => {
  const user = userEvent.setup();
  renderUi(<NameForm onSubmit={() => undefined} />);
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveAttribute('autocomplete', 'name');
  expect(name).toBeValid();

  await user.clear(name);

  expect(name).toBeInvalid();
  expect(name).toHaveAccessibleDescription('Please enter your name');
});

test('the field is read-only while the form is being sent', async () => {
  const user = userEvent.setup();
  let answer: () => void = () => undefined;
  renderUi(<NameForm onSubmit={() => new Promise<void>((resolve) => (answer = resolve))} />);
  const name = screen.getByRole('textbox', { name: 'Name' });

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(name).toHaveAttribute('readonly');

  answer();
  await waitFor(() => expect(name).not.toHaveAttribute('readonly'));
});

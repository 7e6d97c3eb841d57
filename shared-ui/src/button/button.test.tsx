import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link } from 'react-router';
import { renderUi } from '../testing/render-ui';
import { Button } from './button';

test('a button is clickable until it is loading, then it is disabled, busy and shows a spinner', async () => {
  const onClick = jest.fn();
  const { rerender } = renderUi(<Button onClick={onClick}>Save</Button>);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onClick).toHaveBeenCalledTimes(1);

  rerender(
    <Button onClick={onClick} loading>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save', busy: true });
  expect(button).toBeDisabled();
  // The spinner is decorative (the button's busy state is what assistive technology hears), so find it by test id.
  expect(within(button).getByTestId('button-spinner')).toBeVisible();
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('a disabled button cannot be pressed', () => {
  renderUi(
    <Button variant="danger" disabled>
      Delete ad
    </Button>,
  );
  expect(screen.getByRole('button', { name: 'Delete ad' })).toBeDisabled();
});

test('as a router link it navigates like a link and looks like a button', () => {
  renderUi(
    <MemoryRouter>
      <Button as={Link} to="/signup" variant="secondary">
        Start advertising
      </Button>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Start advertising' });
  expect(link).toHaveAttribute('href', '/signup');
  expect(link).not.toHaveAttribute('aria-disabled');
});

test('a loading link is marked disabled and leaves the tab order', () => {
  renderUi(
    <Button as="a" href="/checkout" loading>
      Retry payment
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Retry payment' });
  expect(link).toHaveAttribute('aria-disabled', 'true');
  expect(link).toHaveAttribute('tabindex', '-1');
});

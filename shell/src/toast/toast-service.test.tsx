import { act, render, screen } from '@testing-library/react';
import { ToastHost } from './toast-host';
import { createToastService } from './toast-service';

afterEach(() => jest.useRealTimers());

test('a toast appears in the bottom-center container', async () => {
  render(<ToastHost />);
  act(() => createToastService().success('Sign out successful'));

  const toast = await screen.findByText('Sign out successful');
  // The position is only visible as the container's class; there is no role or label for it.
  // eslint-disable-next-line testing-library/no-node-access
  expect(toast.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--bottom-center');
});

test('a delayed toast waits for its delay (the payment-complete toast)', () => {
  jest.useFakeTimers();
  render(<ToastHost />);

  act(() => createToastService().info('Payment complete', { delayMs: 3000 }));
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.queryByText('Payment complete')).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('Payment complete')).toBeInTheDocument();
});

import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { ConfirmDialog } from './confirm-dialog';

/** A page whose Delete ad starts a request that stays running. */
function DeleteAd({ onClosed = () => {} }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(true);
  const [sending, setSending] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <ConfirmDialog
      open={open}
      title="Delete this ad?"
      confirmLabel="Delete ad"
      sending={sending}
      onClose={close}
      onConfirm={() => setSending(true)}
    >
      <p>Deleting an ad gives no refund.</p>
    </ConfirmDialog>
  );
}

test('the way out has the focus and says Close by default, or what the caller names it', () => {
  const { unmount } = renderUi(<DeleteAd />);
  expect(screen.getByRole('dialog', { name: 'Delete this ad?' })).toHaveTextContent(
    'Deleting an ad gives no refund.',
  );
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  unmount();

  renderUi(
    <ConfirmDialog
      title="Leave?"
      confirmLabel="Leave account"
      cancelLabel="Cancel"
      sending={false}
      onClose={() => {}}
      onConfirm={() => {}}
    >
      <p>You will no longer see this account.</p>
    </ConfirmDialog>,
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

test('while the request runs the danger button is busy, the way out is disabled and Escape keeps the dialog open', async () => {
  const onClosed = jest.fn();
  renderUi(<DeleteAd onClosed={onClosed} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete ad' }));

  expect(screen.getByRole('button', { name: 'Delete ad' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Delete this ad?' })).toBeInTheDocument();
  expect(onClosed).not.toHaveBeenCalled();
});

test('before sending, Close and Escape each close it', async () => {
  const onClosed = jest.fn();
  const { unmount } = renderUi(<DeleteAd onClosed={onClosed} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  unmount();

  renderUi(<DeleteAd onClosed={onClosed} />);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onClosed).toHaveBeenCalledTimes(2);
});

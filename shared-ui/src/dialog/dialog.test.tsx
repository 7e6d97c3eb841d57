import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { renderUi } from '../testing/render-ui';
import { Dialog } from './dialog';

function DeleteConfirmation({ onDelete = () => {} }: { onDelete?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this ad?"
        actions={
          <Button variant="danger" onClick={onDelete}>
            Delete ad
          </Button>
        }
      >
        <p>Deleting an ad gives no refund.</p>
      </Dialog>
    </>
  );
}

test('the dialog is the native modal, named by its title, with focus moved inside', async () => {
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  renderUi(<DeleteConfirmation />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this ad?' });
  expect(dialog.tagName).toBe('DIALOG');
  expect(showModal.mock.contexts).toEqual([dialog]);
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  showModal.mockRestore();
});

test('an element marked data-autofocus takes the focus instead of the first one', async () => {
  renderUi(
    <Dialog
      open
      onClose={() => {}}
      title="Close the account?"
      actions={<Button data-autofocus>Keep it</Button>}
    />,
  );
  expect(await screen.findByRole('button', { name: 'Keep it' })).toHaveFocus();
});

test('a click on the backdrop leaves the dialog open', async () => {
  const onClose = jest.fn();
  renderUi(<Dialog open onClose={onClose} title="Saving" />);
  await userEvent.click(screen.getByRole('dialog'));
  expect(onClose).not.toHaveBeenCalled();
});

test('Escape closes the dialog and focus returns to the button that opened it', async () => {
  renderUi(<DeleteConfirmation />);
  const opener = screen.getByRole('button', { name: 'Delete' });
  await userEvent.click(opener);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('Close closes it and an action button runs its action', async () => {
  const onDelete = jest.fn();
  renderUi(<DeleteConfirmation onDelete={onDelete} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete ad' }));
  expect(onDelete).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the close button speaks Japanese and can be renamed', async () => {
  const { unmount } = renderUi(<Dialog open onClose={() => {}} title="確認" />, { language: 'ja' });
  expect(screen.getByRole('button', { name: '閉じる' })).toBeInTheDocument();
  unmount();
  renderUi(<Dialog open onClose={() => {}} title="Change name" closeLabel="Cancel" />);
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

test('a non-dismissible dialog ignores Escape and stays open', async () => {
  const onClose = jest.fn();
  renderUi(<Dialog open onClose={onClose} title="Saving" dismissible={false} />);
  await userEvent.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Saving' })).toHaveAttribute('open');
});

/** The close-account confirmation (product.md, Rules shown to advertisers; Pages): it says plainly that every ad is
 *  deleted at once, running ones included, with no refund, before the advertiser confirms with a danger button. */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/form';
import { useCloseAccount } from './use-close-account';

export type CloseAccountDialogProps = {
  onClose: () => void;
};

export function CloseAccountDialog({ onClose }: CloseAccountDialogProps) {
  const { t } = useLingui();
  const closeAccount = useCloseAccount();
  const [closing, setClosing] = useState(false);

  async function onConfirm() {
    setClosing(true);
    // On success sign-out leaves the page, so only a failure needs the dialog back.
    if (!(await closeAccount())) setClosing(false);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!closing}
      hideCloseButton
      title={t({ id: 'account.close-dialog.title', message: 'Close your account?' })}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={closing} data-autofocus>
            <Trans id="account.dialog.cancel">Cancel</Trans>
          </Button>
          <Button type="button" variant="danger" onClick={() => void onConfirm()} loading={closing}>
            <Trans id="account.close-dialog.confirm">Close account</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans id="account.close-dialog.body">
          Closing your account immediately deletes all of your ads, including active ones. There is no refund,
          and this cannot be undone.
        </Trans>
      </p>
    </Dialog>
  );
}

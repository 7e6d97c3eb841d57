/** The close-account confirmation (product.md, Rules shown to advertisers; Pages): it says plainly that every ad is
 *  deleted at once, running ones included, with no refund, before the advertiser confirms with a danger button. */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from 'shared-ui/form';
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
    <ConfirmDialog
      title={t({ id: 'account.close-dialog.title', message: 'Close your account?' })}
      confirmLabel={<Trans id="account.close-dialog.confirm">Close account</Trans>}
      cancelLabel={<Trans id="account.dialog.cancel">Cancel</Trans>}
      sending={closing}
      onClose={onClose}
      onConfirm={() => void onConfirm()}
    >
      <p>
        <Trans id="account.close-dialog.body">
          Closing your account immediately deletes all of your ads, including active ones. There is no refund,
          and this cannot be undone.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

/** Rejecting an ad asks why (issue 12): a dialog with the required reason, which the advertiser reads in the
 *  rejection mail. "Reject ad" stays disabled until a reason is typed, is busy while sending, and the dialog cannot
 *  be dismissed meanwhile; it closes once the rejection went through. */
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RejectRequest } from 'shared-contracts';
import { RejectRequestSchema } from 'shared-contracts/api';
import { Button } from 'shared-ui';
import { Dialog, Form, FormTextAreaField, useValidateWith } from 'shared-ui/form';

const EMPTY: RejectRequest = { reason: '' };

export type RejectDialogProps = {
  title: string;
  onClose: () => void;
  /** Resolves true when the ad was rejected (the dialog then closes itself through onClose). */
  onReject: (reason: string) => Promise<boolean>;
};

export function RejectDialog({ title, onClose, onReject }: RejectDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const validate = useValidateWith<RejectRequest>(RejectRequestSchema);

  async function onSubmit({ reason }: RejectRequest) {
    if (await onReject(reason.trim())) onClose();
  }

  return (
    <Form<RejectRequest> onSubmit={onSubmit} validate={validate} initialValues={EMPTY}>
      {({ handleSubmit, invalid, submitting }) => (
        <Dialog
          open
          onClose={onClose}
          dismissible={!submitting}
          hideCloseButton
          title={t({ id: 'review.reject.title', message: `Reject “${title}”` })}
          actions={
            <>
              <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
                <Trans id="review.dialog.cancel">Cancel</Trans>
              </Button>
              <Button type="submit" form={formId} variant="danger" disabled={invalid} loading={submitting}>
                <Trans id="review.reject.submit">Reject ad</Trans>
              </Button>
            </>
          }
        >
          <form id={formId} noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FormTextAreaField
              name="reason"
              label={t({ id: 'review.reject.reason', message: 'Reason for the advertiser' })}
              hint={t({
                id: 'review.reject.reason-hint',
                message: 'The advertiser reads it in the rejection email, so say what to change.',
              })}
              rows={4}
              data-autofocus
            />
          </form>
        </Dialog>
      )}
    </Form>
  );
}

/** The buttons of one ad (issue 12): Approve and Reject while it waits for review, End while it runs or is
 *  paused, Refund once rejected, as the status machine allows an operator (canTransition). Reject asks for the
 *  reason, End and Refund for confirmation. Every button of the ad is disabled while one of its moves is sent. */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type AdStatus, type ApiResult, type Language, type ReviewAdAnswer } from 'shared-contracts';
import { canTransition } from 'shared-contracts/api';
import { Button, FlexRow } from 'shared-ui';
import { ConfirmDialog, RejectDialog, preloadsDialogs } from './dialogs';
import { useReviewMove, type MoveInput } from './use-review-move';

type OpenDialog = 'reject' | 'end' | 'refund' | null;

export type ReviewActionsProps = {
  id: number;
  title: string;
  status: AdStatus;
  /** The ad's language, which the advertiser reads the rejection in. */
  language: Language;
  /** The ad has a banner and title in each language: a rejection names which. */
  twoCreatives?: boolean;
  /** After every move, done or refused: reload or update what the page shows. */
  onSettled: (result: ApiResult<ReviewAdAnswer>, input: MoveInput) => void | Promise<void>;
};

export function ReviewActions({
  id,
  title,
  status,
  language,
  twoCreatives = false,
  onSettled,
}: ReviewActionsProps) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const approve = useReviewMove('approve', onSettled);
  const reject = useReviewMove('reject', onSettled);
  const end = useReviewMove('end', onSettled);
  const refund = useReviewMove('refund', onSettled);
  const sending = approve.isSending || reject.isSending || end.isSending || refund.isSending;
  const close = () => setDialog(null);
  const can = (to: AdStatus) => canTransition(status, to, 'operator');

  return (
    <FlexRow $gap="sm">
      {can('ACTIVE') ? (
        <Button
          type="button"
          loading={approve.isSending}
          disabled={sending}
          aria-label={t({ id: 'review.actions.approve-named', message: `Approve “${title}”` })}
          onClick={() => void approve.run({ id, title })}
        >
          <Trans id="review.actions.approve">Approve</Trans>
        </Button>
      ) : null}
      {can('REJECTED') ? (
        <Button
          type="button"
          variant="secondary"
          disabled={sending}
          aria-label={t({ id: 'review.actions.reject-named', message: `Reject “${title}”` })}
          {...preloadsDialogs}
          onClick={() => setDialog('reject')}
        >
          <Trans id="review.actions.reject">Reject</Trans>
        </Button>
      ) : null}
      {can('ENDED') ? (
        <Button
          type="button"
          variant="secondary"
          disabled={sending}
          {...preloadsDialogs}
          onClick={() => setDialog('end')}
        >
          <Trans id="review.actions.end">End ad</Trans>
        </Button>
      ) : null}
      {can('REFUNDED') ? (
        <Button
          type="button"
          variant="secondary"
          disabled={sending}
          {...preloadsDialogs}
          onClick={() => setDialog('refund')}
        >
          <Trans id="review.actions.refund">Refund</Trans>
        </Button>
      ) : null}
      {dialog === 'reject' ? (
        <RejectDialog
          title={title}
          advertiserLanguage={language}
          twoCreatives={twoCreatives}
          onClose={close}
          onReject={async (reason, reasonLanguage, creatives) =>
            (await reject.run({ id, title, reason, reasonLanguage, ...(creatives ? { creatives } : {}) })).ok
          }
        />
      ) : null}
      {dialog === 'end' ? (
        <ConfirmDialog
          title={t({ id: 'review.end.title', message: `End “${title}” now?` })}
          cancelLabel={<Trans id="review.dialog.cancel">Cancel</Trans>}
          confirmLabel={t({ id: 'review.end.confirm', message: 'End ad' })}
          sending={end.isSending}
          onClose={close}
          onConfirm={() => void end.run({ id, title }).then(close)}
        >
          <p>
            <Trans id="review.end.text">
              The ad stops showing at once and cannot be resumed. The advertiser is not refunded.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'refund' ? (
        <ConfirmDialog
          title={t({ id: 'review.refund.title', message: `Refund “${title}”?` })}
          cancelLabel={<Trans id="review.dialog.cancel">Cancel</Trans>}
          confirmLabel={t({ id: 'review.refund.confirm', message: 'Refund' })}
          sending={refund.isSending}
          onClose={close}
          onConfirm={() => void refund.run({ id, title }).then(close)}
        >
          <p>
            <Trans id="review.refund.text">
              The whole payment goes back to the card it came from, and the advertiser is emailed.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </FlexRow>
  );
}

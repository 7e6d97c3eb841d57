/** The buttons of the details page, chosen by actionsFor(status) (product.md, Ad statuses): Pause or Resume for running
 *  and paused ads, Resubmit and Request refund (with a confirmation) for rejected ones, Retry payment for unpaid ones
 *  (asking first for a new start date when the stored one has passed), Run again for ads that have been live
 *  (product.md, Run again), and Delete for all but ended ads. */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { hrefs, type Ad, type Advertiser } from 'shared-contracts';
import { usePermissions, useShellServices } from 'shell-runtime';
import { actionsFor, canRunAgain } from 'shared-contracts/api';
import { Button } from 'shared-ui';
import { StatusBadge } from 'shared-ui/data';
import { ConfirmDialog, NewStartDateDialog, preloadsDialogs } from './dialogs';
import { usePauseResumeAd } from './use-pause-resume-ad';
import { useRemoveAd } from './use-remove-ad';
import { useRequestRefund } from './use-request-refund';
import { needsNewStartDate, useRetryPayment } from './use-retry-payment';
import { todayUtc } from 'shared-contracts/dates';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Delete stands apart from the other actions, at the far end of the row. */
const DeleteSlot = styled.div`
  margin-inline-start: auto;
`;

const PauseState = styled.span`
  display: inline-flex;
  align-items: center;
`;

const PauseNote = styled.p`
  align-self: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function AdActions({ ad, advertiser }: { ad: Ad; advertiser: Advertiser }) {
  // What the member's role allows (decision 0121): the server refuses the rest.
  const permissions = usePermissions();
  const writes = permissions.can('ads.write');
  const byStatus = actionsFor(ad.status);
  const actions = {
    pauseResume: writes ? byStatus.pauseResume : null,
    resubmit: writes && byStatus.resubmit,
    delete: writes && byStatus.delete,
    refund: permissions.can('billing.manage') && byStatus.refund,
    retryPayment: permissions.canPayFor(ad.appliedBy?.id ?? null) && byStatus.retryPayment,
  };
  const pauseResume = usePauseResumeAd();
  const retryPayment = useRetryPayment();
  const removal = useRemoveAd();
  const refund = useRequestRefund();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  const [choosingStart, setChoosingStart] = useState(false);
  const [today] = useState(todayUtc);
  const { language } = useShellServices();
  const stateId = useId();

  return (
    <Bar>
      {actions.pauseResume ? (
        <>
          {/* The same button turns from Pause into Resume and back: never disabled while sending (it says it is
              busy and ignores clicks), so focus stays on it, and the new state shows beside it. */}
          <Button
            type="button"
            aria-busy={pauseResume.pending || undefined}
            aria-describedby={stateId}
            onClick={() => {
              if (!pauseResume.pending) void pauseResume.toggle(ad);
            }}
          >
            {actions.pauseResume === 'pause' ? (
              <Trans id="ads.details.pause">Pause ad</Trans>
            ) : (
              <Trans id="ads.details.resume">Resume ad</Trans>
            )}
          </Button>
          <PauseState id={stateId} role="status">
            <StatusBadge status={ad.status} language={language.current} />
          </PauseState>
        </>
      ) : null}
      {actions.pauseResume === 'pause' ? (
        <PauseNote>
          <Trans id="ads.details.pause-note">Pausing does not extend the end date.</Trans>
        </PauseNote>
      ) : null}
      {writes && canRunAgain(ad.status) ? (
        <Button as={Link} to={hrefs.adRunAgain(ad.id)} variant="secondary">
          <Trans id="ads.details.run-again">Run again</Trans>
        </Button>
      ) : null}
      {actions.resubmit ? (
        <Button as={Link} to={hrefs.adResubmission(ad.id)}>
          <Trans id="ads.details.resubmit">Resubmit ad</Trans>
        </Button>
      ) : null}
      {actions.refund ? (
        <>
          <Button
            type="button"
            variant="secondary"
            {...preloadsDialogs}
            onClick={() => setConfirmingRefund(true)}
          >
            <Trans id="ads.details.request-refund">Request refund</Trans>
          </Button>
          {/* REFUNDED is a terminal status, and the whole payment goes back to the card. */}
          {confirmingRefund ? (
            <ConfirmDialog
              language={language.current}
              sending={refund.pending}
              title={<Trans id="ads.refund.title">Request a refund for this ad?</Trans>}
              confirmLabel={<Trans id="ads.refund.confirm">Request refund</Trans>}
              onClose={() => setConfirmingRefund(false)}
              onConfirm={() => void refund.request(ad).then(() => setConfirmingRefund(false))}
            >
              <p>
                <Trans id="ads.refund.closes-ad">
                  The ad will be closed and can no longer be resubmitted. The whole payment, tax included,
                  goes back to the card you paid with.
                </Trans>
              </p>
            </ConfirmDialog>
          ) : null}
        </>
      ) : null}
      {actions.retryPayment ? (
        <>
          <Button
            type="button"
            loading={retryPayment.pending}
            {...(needsNewStartDate(ad, today) ? preloadsDialogs : {})}
            onClick={() =>
              needsNewStartDate(ad, today) ? setChoosingStart(true) : void retryPayment.retry(ad, advertiser)
            }
          >
            <Trans id="ads.details.retry-payment">Retry payment</Trans>
          </Button>
          {choosingStart ? (
            <NewStartDateDialog
              open
              today={today}
              pending={retryPayment.pending}
              onClose={() => setChoosingStart(false)}
              onConfirm={(startDate) => void retryPayment.retry(ad, advertiser, startDate)}
            />
          ) : null}
        </>
      ) : null}
      {actions.delete ? (
        <DeleteSlot>
          <Button
            type="button"
            variant="danger"
            {...preloadsDialogs}
            onClick={() => setConfirmingDelete(true)}
          >
            <Trans id="ads.details.delete">Delete</Trans>
          </Button>
          {/* Deleting gives no refund (product.md, Rules shown to advertisers); a replacement banner is a new
              application. */}
          {confirmingDelete ? (
            <ConfirmDialog
              language={language.current}
              sending={removal.pending}
              title={<Trans id="ads.delete.title">Delete this ad?</Trans>}
              confirmLabel={<Trans id="ads.delete.confirm">Delete ad</Trans>}
              onClose={() => setConfirmingDelete(false)}
              onConfirm={() =>
                void removal.remove(ad).then((deleted) => {
                  if (!deleted) setConfirmingDelete(false);
                })
              }
            >
              <p>
                <Trans id="ads.delete.no-refund">
                  Deleting an ad cannot be undone and gives no refund, even if it has not finished running.
                  You can apply for a new ad with a replacement banner at any time.
                </Trans>
              </p>
            </ConfirmDialog>
          ) : null}
        </DeleteSlot>
      ) : null}
    </Bar>
  );
}

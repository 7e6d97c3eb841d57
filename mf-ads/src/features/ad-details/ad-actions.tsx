/** The buttons of the details page, chosen by actionsFor(status) (SPEC §4): Pause or Resume for running and
 *  paused ads, Resubmit and Request refund (with a confirmation) for rejected ones, Retry payment for unpaid ones
 *  (asking first for a new start date when the stored one has passed), and Delete for all but ended ads. */
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { actionsFor, hrefs, todayUtc, type Ad, type Advertiser } from 'shared-contracts';
import { Button } from 'shared-ui';
import { DeleteAdDialog } from './delete-ad-dialog';
import { NewStartDateDialog } from './new-start-date-dialog';
import { RefundAdDialog } from './refund-ad-dialog';
import { usePauseResumeAd } from './use-pause-resume-ad';
import { useRemoveAd } from './use-remove-ad';
import { useRequestRefund } from './use-request-refund';
import { needsNewStartDate, useRetryPayment } from './use-retry-payment';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const PauseNote = styled.p`
  align-self: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function AdActions({ ad, advertiser }: { ad: Ad; advertiser: Advertiser }) {
  const actions = actionsFor(ad.status);
  const pauseResume = usePauseResumeAd();
  const retryPayment = useRetryPayment();
  const removal = useRemoveAd();
  const refund = useRequestRefund();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  const [choosingStart, setChoosingStart] = useState(false);
  const [today] = useState(todayUtc);

  return (
    <Bar>
      {actions.pauseResume ? (
        <Button type="button" loading={pauseResume.pending} onClick={() => void pauseResume.toggle(ad)}>
          {actions.pauseResume === 'pause' ? (
            <Trans id="ads.details.pause">Pause ad</Trans>
          ) : (
            <Trans id="ads.details.resume">Resume ad</Trans>
          )}
        </Button>
      ) : null}
      {actions.pauseResume === 'pause' ? (
        <PauseNote>
          <Trans id="ads.details.pause-note">Pausing does not extend the end date.</Trans>
        </PauseNote>
      ) : null}
      {actions.resubmit ? (
        <Button as={Link} to={hrefs.adResubmission(ad.id)}>
          <Trans id="ads.details.resubmit">Resubmit ad</Trans>
        </Button>
      ) : null}
      {actions.refund ? (
        <>
          <Button type="button" variant="secondary" onClick={() => setConfirmingRefund(true)}>
            <Trans id="ads.details.request-refund">Request refund</Trans>
          </Button>
          <RefundAdDialog
            open={confirmingRefund}
            pending={refund.pending}
            onClose={() => setConfirmingRefund(false)}
            onConfirm={() => void refund.request(ad).then(() => setConfirmingRefund(false))}
          />
        </>
      ) : null}
      {actions.retryPayment ? (
        <>
          <Button
            type="button"
            loading={retryPayment.pending}
            onClick={() =>
              needsNewStartDate(ad, today) ? setChoosingStart(true) : void retryPayment.retry(ad, advertiser)
            }
          >
            <Trans id="ads.details.retry-payment">Retry payment</Trans>
          </Button>
          <NewStartDateDialog
            open={choosingStart}
            today={today}
            pending={retryPayment.pending}
            onClose={() => setChoosingStart(false)}
            onConfirm={(startDate) => void retryPayment.retry(ad, advertiser, startDate)}
          />
        </>
      ) : null}
      {actions.delete ? (
        <>
          <Button type="button" variant="secondary" onClick={() => setConfirmingDelete(true)}>
            <Trans id="ads.details.delete">Delete</Trans>
          </Button>
          <DeleteAdDialog
            open={confirmingDelete}
            pending={removal.pending}
            onClose={() => setConfirmingDelete(false)}
            onConfirm={() =>
              void removal.remove(ad).then((deleted) => {
                if (!deleted) setConfirmingDelete(false);
              })
            }
          />
        </>
      ) : null}
    </Bar>
  );
}

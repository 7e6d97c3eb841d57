/** Where an ACTIVE ad of the list is in its run (the status stays ACTIVE, product.md, Ad statuses): "Scheduled · starts
 *  {date}" before its start date, "Running · ends {date}" until its end date. An ad in review for more than 24 hours
 *  reads "Taking longer than usual" (product.md, How long review takes). Nothing otherwise. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { formatDate, isLongReviewWait, type Ad, type Language } from 'shared-contracts';
import { parseIsoDate, todayUtc } from 'shared-contracts/dates';

const Phase = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function RunPhase({ ad, language }: { ad: Ad; language: Language }) {
  if (ad.status === 'PENDING')
    return ad.reviewRequestedAt !== null && isLongReviewWait(ad.reviewRequestedAt, Date.now()) ? (
      <Phase>
        <Trans id="dashboard.phase.review-long">Taking longer than usual</Trans>
      </Phase>
    ) : null;
  const start = parseIsoDate(ad.startDate)?.toString();
  const end = parseIsoDate(ad.endDate)?.toString();
  // ISO dates (YYYY-MM-DD) order as text.
  const today = todayUtc().toString();
  if (ad.status !== 'ACTIVE' || !start || !end || today >= end) return null;
  if (today < start) {
    const date = formatDate(start, language);
    return (
      <Phase>
        <Trans id="dashboard.phase.scheduled">Scheduled · starts {date}</Trans>
      </Phase>
    );
  }
  const date = formatDate(end, language);
  return (
    <Phase>
      <Trans id="dashboard.phase.running">Running · ends {date}</Trans>
    </Phase>
  );
}

/** Where an ACTIVE ad is in its run (the status value stays ACTIVE, product.md, Ad statuses): "Scheduled · starts
 *  {date}" before its start date, "Running · ends {date}" until its end date. Nothing for other statuses or past the
 *  end. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { formatDate, type Ad, type Language } from 'shared-contracts';
import { parseIsoDate, todayUtc } from 'shared-contracts/dates';

const Phase = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function RunPhase({ ad, language }: { ad: Ad; language: Language }) {
  const start = parseIsoDate(ad.startDate);
  const end = parseIsoDate(ad.endDate);
  if (ad.status !== 'ACTIVE' || !start || !end) return null;
  // ISO dates (YYYY-MM-DD) order as text.
  const today = todayUtc().toString();
  if (today < start.toString()) {
    const date = formatDate(start, language);
    return (
      <Phase>
        <Trans id="ads.details.phase.scheduled">Scheduled · starts {date}</Trans>
      </Phase>
    );
  }
  if (today >= end.toString()) return null;
  const date = formatDate(end, language);
  return (
    <Phase>
      <Trans id="ads.details.phase.running">Running · ends {date}</Trans>
    </Phase>
  );
}

/** How long a queued ad has waited since it entered review (its payment or its resubmission), and a mark once it is
 *  past 24 hours (product.md, How long review takes), so the desk sees which ads are late at a glance. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { formatWaitSpan, isLongReviewWait, reviewWaitMs, waitSpan } from 'shared-contracts';
import { useLanguage } from 'shared-ui';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
`;

const Late = styled.strong`
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export function WaitAge({ since, now = Date.now() }: { since: string; now?: number }) {
  const language = useLanguage();
  const span = waitSpan(reviewWaitMs(since, now));
  const age = span.unit === 'under-hour' ? null : formatWaitSpan(span, language);
  return (
    <Line>
      <span>
        {age === null ? (
          <Trans id="review.item.waiting-under-hour">Waiting under an hour</Trans>
        ) : (
          <Trans id="review.item.waiting">Waiting {age}</Trans>
        )}
      </span>
      {isLongReviewWait(since, now) ? (
        <Late>
          <Trans id="review.item.waiting-long">Over 24 hours</Trans>
        </Late>
      ) : null}
    </Line>
  );
}

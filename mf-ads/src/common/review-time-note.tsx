/** "How long review takes" (product.md, How long review takes): the median wait of the latest decisions as a
 *  sentence, or the floor text while there are too few decisions to say; a quiet line while it loads, and a retry
 *  when it could not be loaded. A note (role "note", named), so it reads apart from the text around it. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { formatWaitSpan, waitSpan, type ReviewTime } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { Button } from 'shared-ui';
import { reviewTimeMessages } from './review-time-messages';
import { useReviewTime } from './use-review-time';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

function Figure({ time }: { time: ReviewTime }) {
  const { language } = useShellServices();
  if (time.medianMinutes === null)
    return (
      <p>
        <Trans id="ads.review-time.floor">We aim to review each ad within 2 business days.</Trans>
      </p>
    );
  const span = waitSpan(time.medianMinutes * 60_000);
  const decisions = time.decisions;
  if (span.unit === 'under-hour')
    return (
      <p>
        <Trans id="ads.review-time.under-hour">
          Review usually takes under an hour, going by our last {decisions} decisions.
        </Trans>
      </p>
    );
  const duration = formatWaitSpan(span, language.current);
  return (
    <p>
      <Trans id="ads.review-time.median">
        Review usually takes about {duration}, going by our last {decisions} decisions.
      </Trans>
    </p>
  );
}

export function ReviewTimeNote() {
  const { i18n } = useLingui();
  const { data, error, mutate, isValidating } = useReviewTime();
  return (
    <Note
      role="note"
      aria-label={i18n._(reviewTimeMessages.label)}
      aria-busy={!data && !error ? true : undefined}
    >
      {data ? (
        <Figure time={data} />
      ) : error ? (
        <>
          <p role="alert">
            <Trans id="ads.review-time.error">How long review usually takes could not be loaded.</Trans>
          </p>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={isValidating}
            onClick={() => void mutate()}
          >
            <Trans id="ads.review-time.retry">Try again</Trans>
          </Button>
        </>
      ) : (
        <p>
          <Trans id="ads.review-time.loading">Checking how long review usually takes…</Trans>
        </p>
      )}
    </Note>
  );
}

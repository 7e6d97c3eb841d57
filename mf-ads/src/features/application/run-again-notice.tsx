/** The notice above a "Run again" application (product.md, Run again): which ad it repeats, what was filled in
 *  from it, and that it goes through review and payment like any application; or, when that ad cannot run again
 *  (not found, never live), a readable refusal with the way back. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { hrefs, ROUTES, type AdStatus } from 'shared-contracts';

const Box = styled.div<{ $tone: 'info' | 'warning' }>`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primarySoft : theme.colors.warningSoft)};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primary : theme.colors.warning)};
  border-radius: ${({ theme }) => theme.radii.sm};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

export function RunAgainNotice({ previous }: { previous: { id: number; title: string; status: AdStatus } }) {
  const { title } = previous;
  return (
    <Box $tone="info" role="note" aria-label={title}>
      <p>
        {previous.status === 'ENDED' ? (
          <Trans id="ads.run-again.notice-ended">
            Running <Link to={hrefs.adDetails(previous.id)}>{title}</Link> again: its banner, title, link,
            plan and months are filled in, and the start date is today, since its run has ended. Change
            anything you like.
          </Trans>
        ) : (
          <Trans id="ads.run-again.notice">
            Running <Link to={hrefs.adDetails(previous.id)}>{title}</Link> again: its banner, title, link,
            plan and months are filled in, and the start date is the day after its run ends. Change anything
            you like.
          </Trans>
        )}
      </p>
      <p>
        <Trans id="ads.run-again.review">
          It is reviewed and paid for like a new application, and runs as a new ad.
        </Trans>
      </p>
    </Box>
  );
}

export function RunAgainUnavailable() {
  return (
    <Box $tone="warning" role="alert">
      <p>
        <Trans id="ads.run-again.unavailable">
          This ad cannot be run again: only your own ads that have been live (running, paused or ended) can.
        </Trans>
      </p>
      <p>
        <Link to={ROUTES.dashboard}>
          <Trans id="ads.run-again.back">Back to your ads</Trans>
        </Link>
      </p>
    </Box>
  );
}

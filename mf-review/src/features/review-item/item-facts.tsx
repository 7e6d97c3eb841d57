/** What the reviewer reads about an ad besides its banner: the link (LinkFacts), the advertiser, the plan with its
 *  duration and dates, the payment, when the ad entered review, and for a run again the earlier ad an operator
 *  approved before. A definition list, one fact per row. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PLAN_CATALOGUE,
  ROUTES,
  fillPath,
  formatDate,
  formatDuration,
  formatMoney,
  type ReviewItem,
  type ReviewPayment,
} from 'shared-contracts';
import { useLanguage, useLocalizedText } from 'shared-ui';
import { formatTimestamp } from '../../common/format-time';
import { LinkFacts } from './link-facts';
import { PAYMENT_STATUS_LABELS } from './messages';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(9em, max-content) 1fr;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
`;

function Advertiser({ advertiser }: { advertiser: ReviewItem['advertiser'] }) {
  return (
    <Lines>
      {advertiser.name ? <span>{advertiser.name}</span> : null}
      {advertiser.companyName ? <span>{advertiser.companyName}</span> : null}
      <span>{advertiser.email}</span>
    </Lines>
  );
}

function Payment({ payment }: { payment: ReviewPayment | null }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  if (!payment) return <Trans id="review.item.payment.none">No payment</Trans>;
  const receipt = payment.receiptNumber;
  const paidAt = payment.paidAt ? formatTimestamp(payment.paidAt, language) : null;
  return (
    <Lines>
      <span>
        {i18n._(PAYMENT_STATUS_LABELS[payment.status])} · {formatMoney(payment.amountCents, language)}
      </span>
      {receipt ? (
        <span>
          <Trans id="review.item.payment.receipt">Receipt {receipt}</Trans>
        </span>
      ) : null}
      {paidAt ? (
        <span>
          <Trans id="review.item.payment.paid-at">Paid {paidAt}</Trans>
        </span>
      ) : null}
    </Lines>
  );
}

export function ItemFacts({ item }: { item: ReviewItem }) {
  const language = useLanguage();
  const text = useLocalizedText();
  const start = formatDate(item.startDate, language);
  const end = formatDate(item.endDate, language);
  return (
    <Facts>
      <LinkFacts
        linkUrl={item.linkUrl}
        campaignName={item.campaignName}
        linkDomain={item.linkDomain}
        linkWarnings={item.linkWarnings}
      />
      <dt>
        <Trans id="review.item.advertiser">Advertiser</Trans>
      </dt>
      <dd>
        <Advertiser advertiser={item.advertiser} />
      </dd>
      {item.appliedBy ? (
        <>
          <dt>
            <Trans id="review.item.applied-by">Applied by</Trans>
          </dt>
          <dd>
            <Lines>
              {item.appliedBy.name ? <span>{item.appliedBy.name}</span> : null}
              <span>{item.appliedBy.email}</span>
            </Lines>
          </dd>
        </>
      ) : null}
      <dt>
        <Trans id="review.item.plan">Plan</Trans>
      </dt>
      <dd>
        {text(PLAN_CATALOGUE[item.plan].label)} · {formatDuration(item.duration, language)}
      </dd>
      <dt>
        <Trans id="review.item.dates">Dates</Trans>
      </dt>
      <dd>
        <Trans id="review.item.date-range">
          {start} to {end}
        </Trans>
      </dd>
      <dt>
        <Trans id="review.item.payment">Payment</Trans>
      </dt>
      <dd>
        <Payment payment={item.payment} />
      </dd>
      <dt>
        <Trans id="review.item.submitted">Submitted</Trans>
      </dt>
      <dd>{formatTimestamp(item.submittedAt, language)}</dd>
      {item.previousAdId !== null ? (
        <>
          <dt>
            <Trans id="review.item.previously-approved">Previously approved</Trans>
          </dt>
          <dd>
            <Link to={fillPath(ROUTES.reviewAd, { id: item.previousAdId })}>
              <Trans id="review.item.previous-ad">Run again of ad #{item.previousAdId}</Trans>
            </Link>
          </dd>
        </>
      ) : null}
    </Facts>
  );
}

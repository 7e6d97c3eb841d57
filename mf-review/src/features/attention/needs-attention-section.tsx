/** The payments that need an operator (issue 39): money the provider took that does not match what the ad was
 *  priced at (another amount or currency, or test money on a live key). Each was held with no receipt and its ad
 *  left unpaid; the operator refunds it here. A region of the queue page, above the ads, shown only when there is
 *  something to act on; each payment is an article named by its ad, with its facts and a Refund button. */
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatMoney,
  type ApiResult,
  type HeldPayment,
  type HeldReason,
  type HeldRefundAnswer,
} from 'shared-contracts';
import { Button, PlainList, useLanguage } from 'shared-ui';
import { formatTimestamp } from '../../common/format-time';
import { Facts } from '../review-item/item-facts';
import { useRefundHeldPayment } from './use-refund-held-payment';

const Region = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.warningSoft};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const Item = styled.article`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const REASONS: Record<HeldReason, MessageDescriptor> = {
  amount: msg({
    id: 'review.attention.reason.amount',
    message: 'Another amount was charged than the ad was priced at.',
  }),
  currency: msg({
    id: 'review.attention.reason.currency',
    message: 'The payment was made in another currency.',
  }),
  livemode: msg({
    id: 'review.attention.reason.livemode',
    message:
      'The payment was made in the other mode than the payment key (test money on a live key, or live money on a test key).',
  }),
};

const deletedAd = msg({ id: 'review.attention.deleted-ad', message: 'Deleted ad' });

function paidText(payment: HeldPayment, language: 'en' | 'ja'): string {
  if (payment.paidCents === null) return '—';
  const currency = payment.paidCurrency?.toUpperCase() ?? '';
  // Only US dollars can be written as money; another currency is shown as the provider reported it.
  return currency === '' || currency === 'USD'
    ? formatMoney(payment.paidCents, language)
    : `${(payment.paidCents / 100).toFixed(2)} ${currency}`;
}

function HeldPaymentItem({
  payment,
  onSettled,
}: {
  payment: HeldPayment;
  onSettled: (result: ApiResult<HeldRefundAnswer>) => void | Promise<void>;
}) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const refund = useRefundHeldPayment(onSettled);
  const name = payment.adTitle ?? i18n._(deletedAd);
  const headingId = `held-payment-${payment.id}`;
  const heldAt = formatTimestamp(payment.heldAt, language);
  const priced = formatMoney(payment.pricedCents, language);
  const paid = paidText(payment, language);
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <p>{i18n._(REASONS[payment.reason])}</p>
      <Facts>
        <dt>
          <Trans id="review.attention.advertiser">Advertiser</Trans>
        </dt>
        <dd>{payment.advertiserEmail ?? '—'}</dd>
        <dt>
          <Trans id="review.attention.priced">Priced at</Trans>
        </dt>
        <dd>{priced}</dd>
        <dt>
          <Trans id="review.attention.paid">Charged</Trans>
        </dt>
        <dd>{paid}</dd>
        <dt>
          <Trans id="review.attention.held-at">Held</Trans>
        </dt>
        <dd>{heldAt}</dd>
      </Facts>
      <Button
        type="button"
        variant="danger"
        loading={refund.isSending}
        aria-label={t({ id: 'review.attention.refund-named', message: `Refund payment for “${name}”` })}
        onClick={() => void refund.run({ id: payment.id, name })}
      >
        <Trans id="review.attention.refund">Refund payment</Trans>
      </Button>
    </Item>
  );
}

export type NeedsAttentionSectionProps = {
  payments: HeldPayment[];
  onSettled: (result: ApiResult<HeldRefundAnswer>) => void | Promise<void>;
};

export function NeedsAttentionSection({ payments, onSettled }: NeedsAttentionSectionProps) {
  const { t } = useLingui();
  if (payments.length === 0) return null;
  const count = payments.length;
  return (
    <Region aria-labelledby="needs-attention-heading">
      <h2 id="needs-attention-heading">
        <Trans id="review.attention.heading">Needs attention</Trans>
      </h2>
      <p>
        <Trans id="review.attention.intro">
          These payments did not match what their ad was priced at, so they were held: no receipt was issued
          and the ad is still unpaid. Refund each one in full. Held payments: {count}
        </Trans>
      </p>
      <PlainList
        $gap="md"
        aria-label={t({ id: 'review.attention.list', message: 'Payments held for an operator' })}
      >
        {payments.map((payment) => (
          <li key={payment.id}>
            <HeldPaymentItem payment={payment} onSettled={onSettled} />
          </li>
        ))}
      </PlainList>
    </Region>
  );
}

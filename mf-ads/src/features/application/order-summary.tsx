/** The price before submitting (product.md, Rules shown to advertisers: prices exclude sales tax, collected only in
 *  Canada): plan × months as a subtotal, and for a Canadian province or territory one line per tax, each rounded on its
 *  own, and the total: the same lines and total as the checkout charges and the receipt shows (orderAmounts). */
import { Fragment } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import {
  PLAN_CATALOGUE,
  formatDate,
  formatDuration,
  formatMoney,
  isDuration,
  isPlan,
  subtotalCents,
} from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { CANADA, orderAmounts, taxLineLabel } from 'shared-contracts/api';
import { useLocalizedText } from 'shared-ui';
import { useFormState } from 'shared-ui/form';
import { calculateEndDate, parseIsoDate } from 'shared-contracts/dates';

const Summary = styled.section`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Heading = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.div`
  display: contents;
  dt,
  dd {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type SummaryValues = {
  plan?: string;
  duration?: string;
  startDate?: string;
  country?: string;
  region?: string;
};

export function OrderSummary() {
  const { language } = useShellServices();
  const text = useLocalizedText(language.current);
  const { values } = useFormState<SummaryValues>({ subscription: { values: true } });
  const months = Number(values.duration);
  if (!isPlan(values.plan) || !isDuration(months)) return null;
  const lang = language.current;
  const amounts = orderAmounts(subtotalCents(values.plan, months), values.country ?? '', values.region);
  const taxed = amounts.taxLines.length > 0;
  const planLabel = text(PLAN_CATALOGUE[values.plan].label);
  const duration = formatDuration(months, lang);
  const subtotal = formatMoney(amounts.subtotalCents, lang);
  const isCanadian = values.country === CANADA;
  const start = values.startDate ? parseIsoDate(values.startDate) : null;
  const startText = start ? formatDate(start, lang) : null;
  const endText = start ? formatDate(calculateEndDate(start, months), lang) : null;

  return (
    <Summary aria-labelledby="ads-order-summary">
      <Heading id="ads-order-summary">
        <Trans id="ads.summary.title">Order summary</Trans>
      </Heading>
      <Rows>
        {startText && endText ? (
          <>
            <dt>
              <Trans id="ads.summary.start-date">Start date</Trans>
            </dt>
            <dd>{startText}</dd>
            <dt>
              <Trans id="ads.summary.end-date">End date</Trans>
            </dt>
            <dd>{endText}</dd>
          </>
        ) : null}
        <dt>
          <Trans id="ads.summary.plan">
            {planLabel} × {duration}
          </Trans>
        </dt>
        <dd>{subtotal}</dd>
        {amounts.taxLines.map((line) => {
          const tax = taxLineLabel(line);
          return (
            <Fragment key={line.name}>
              <dt>
                <Trans id="ads.summary.tax-line">Sales tax ({tax})</Trans>
              </dt>
              <dd>{formatMoney(line.amountCents, lang)}</dd>
            </Fragment>
          );
        })}
        <Total>
          <dt>
            {taxed ? (
              <Trans id="ads.summary.total">Total</Trans>
            ) : (
              <Trans id="ads.summary.subtotal">Subtotal</Trans>
            )}
          </dt>
          <dd>{formatMoney(amounts.totalCents, lang)}</dd>
        </Total>
      </Rows>
      <Note>
        {isCanadian ? (
          taxed ? (
            <Trans id="ads.summary.tax-canada">
              Sales tax for your province or territory is included above.
            </Trans>
          ) : (
            <Trans id="ads.summary.tax-canada-pending">
              Sales tax for your province or territory will be added at checkout.
            </Trans>
          )
        ) : (
          <Trans id="ads.summary.tax-outside-canada">
            Prices exclude sales tax. Sales tax applies only to customers in Canada.
          </Trans>
        )}
      </Note>
    </Summary>
  );
}

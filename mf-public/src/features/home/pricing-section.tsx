/** The price section (product.md, Plans and prices): the three plans of PLAN_CATALOGUE with their monthly price in the
 *  interface language, what each plan covers, and the sales-tax rule (prices exclude it; only Canadians pay it). */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { MAX_DURATION_MONTHS, MIN_DURATION_MONTHS, PLANS } from 'shared-contracts';
import { Band, Container, Lead, SectionTitle } from './home-layout';
import { PlanCard } from './plan-card';
import { StartAdvertisingButton } from './start-advertising-button';

const Plans = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const TaxNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

export function PricingSection() {
  return (
    <Band id="pricing" $tone="soft" aria-labelledby="home-pricing-title">
      <Container>
        <SectionTitle id="home-pricing-title">
          <Trans id="public.home.pricing.title">Plans and prices</Trans>
        </SectionTitle>
        <Lead>
          <Trans id="public.home.pricing.lead">
            Choose where your banner appears and run it for {MIN_DURATION_MONTHS} to {MAX_DURATION_MONTHS}{' '}
            months. Prices are per month; you pay for the whole period by card when you apply.
          </Trans>
        </Lead>
        <Plans>
          {PLANS.map((plan) => (
            <PlanCard key={plan} plan={plan} />
          ))}
        </Plans>
        <TaxNote>
          <Trans id="public.home.pricing.tax">
            Prices exclude sales tax. Sales tax is collected only from Canadian customers, depending on their
            province or territory; customers outside Canada pay no sales tax.
          </Trans>
        </TaxNote>
        <Centre>
          <StartAdvertisingButton />
        </Centre>
      </Container>
    </Band>
  );
}

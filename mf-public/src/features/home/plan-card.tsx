/** One plan of the price section: its name and monthly price (with its currency, 'US$32') from PLAN_CATALOGUE in
 *  the interface language, and
 *  which placements (lobby, exhibition) it covers, read from the catalogue rather than restated. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import {
  PLACEMENTS,
  PLAN_CATALOGUE,
  formatMoney,
  planCoversPlacement,
  type Placement,
  type Plan,
} from 'shared-contracts';
import { VisuallyHidden, useLanguage, useLocalizedText } from 'shared-ui';

const Card = styled.li<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: ${({ theme, $featured }) => ($featured ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Name = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Price = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: 2.5rem;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
`;

const Coverage = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: auto 0 0;
  padding: ${({ theme }) => `${theme.space.md} 0 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

const Covered = styled.li<{ $included: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $included }) => ($included ? theme.colors.text : theme.colors.textMuted)};
  text-decoration: ${({ $included }) => ($included ? 'none' : 'line-through')};

  span[aria-hidden] {
    width: 1.2em;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme, $included }) => ($included ? theme.colors.success : theme.colors.textMuted)};
  }
`;

function PlanSummary({ plan }: { plan: Plan }) {
  switch (plan) {
    case 'LOBBIES':
      return (
        <Trans id="public.home.plan.lobbies.summary">
          Your banner rotates in the lobbies of member exhibitions.
        </Trans>
      );
    case 'EXHIBITIONS':
      return (
        <Trans id="public.home.plan.exhibitions.summary">
          Your banner rotates inside the exhibition spaces, next to the artworks.
        </Trans>
      );
    case 'COMPREHENSIVE':
      return (
        <Trans id="public.home.plan.comprehensive.summary">
          Your banner rotates in both the lobbies and the exhibition spaces.
        </Trans>
      );
  }
}

function PlacementName({ placement }: { placement: Placement }) {
  return placement === 'lobby' ? (
    <Trans id="public.home.placement.lobby">Lobbies</Trans>
  ) : (
    <Trans id="public.home.placement.exhibition">Exhibition spaces</Trans>
  );
}

export function PlanCard({ plan }: { plan: Plan }) {
  const language = useLanguage();
  const text = useLocalizedText();
  const { label, monthlyPriceCents } = PLAN_CATALOGUE[plan];
  const price = formatMoney(monthlyPriceCents, language, { trimZeroCents: true });
  return (
    <Card $featured={plan === 'COMPREHENSIVE'} aria-labelledby={`plan-${plan}`}>
      <Name id={`plan-${plan}`}>{text(label)}</Name>
      <Price>
        <Trans id="public.home.plan.price">
          <strong>{price}</strong> / month
        </Trans>
      </Price>
      <p>
        <PlanSummary plan={plan} />
      </p>
      <Coverage>
        {PLACEMENTS.map((placement) => {
          const included = planCoversPlacement(plan, placement);
          return (
            <Covered key={placement} $included={included}>
              <span aria-hidden="true">{included ? '✓' : '–'}</span>
              <span>
                <PlacementName placement={placement} />
                <VisuallyHidden>
                  {' '}
                  {included ? (
                    <Trans id="public.home.placement.included">(included)</Trans>
                  ) : (
                    <Trans id="public.home.placement.not-included">(not included)</Trans>
                  )}
                </VisuallyHidden>
              </span>
            </Covered>
          );
        })}
      </Coverage>
    </Card>
  );
}

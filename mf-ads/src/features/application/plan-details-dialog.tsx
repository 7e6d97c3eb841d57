/** What each plan buys (product.md, Plans and prices): where its banners rotate, its monthly price before sales tax,
 *  and which exhibitions show no ads, so an advertiser can choose before paying. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { PLAN_CATALOGUE, PLANS, formatMoney, type Plan } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useLocalizedText } from 'shared-ui';
import { Dialog } from 'shared-ui/form';

const PlanList = styled.dl`
  margin: 0;
  dt {
    margin-top: ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Placement({ plan }: { plan: Plan }) {
  switch (plan) {
    case 'LOBBIES':
      return (
        <Trans id="ads.plans.lobbies-placement">
          Your banner rotates in the lobbies of member exhibitions, where visitors arrive before entering.
        </Trans>
      );
    case 'EXHIBITIONS':
      return (
        <Trans id="ads.plans.exhibitions-placement">
          Your banner rotates inside the exhibition spaces of member exhibitions, next to the artworks.
        </Trans>
      );
    case 'COMPREHENSIVE':
      return (
        <Trans id="ads.plans.comprehensive-placement">
          Your banner rotates both in the lobbies and in the exhibition spaces of member exhibitions.
        </Trans>
      );
  }
}

export function PlanDetailsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { language } = useShellServices();
  const text = useLocalizedText(language.current);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Trans id="ads.plans.title">Plan details</Trans>}
      language={language.current}
    >
      <PlanList>
        {PLANS.map((plan) => {
          const price = formatMoney(PLAN_CATALOGUE[plan].monthlyPriceCents, language.current, {
            trimZeroCents: true,
          });
          return (
            <div key={plan}>
              <dt>
                {text(PLAN_CATALOGUE[plan].label)} <Trans id="ads.plans.price">({price} per month)</Trans>
              </dt>
              <dd>
                <Placement plan={plan} />
              </dd>
            </div>
          );
        })}
      </PlanList>
      <Note>
        <Trans id="ads.plans.no-ads-note">
          Premium and VIP member exhibitions show no ads. Prices exclude sales tax, which is collected only
          from customers in Canada.
        </Trans>
      </Note>
    </Dialog>
  );
}

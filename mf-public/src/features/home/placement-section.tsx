/** The two placement explanations (product.md, Who uses it), ad placement in the lobby and in the exhibition: what the
 *  visitor sees, how banners rotate and which plans include the placement, each beside its illustration. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { PLAN_CATALOGUE, type Plan } from 'shared-contracts';
import { useLocalizedText } from 'shared-ui';
import { Band, Container, SectionTitle } from './home-layout';
import { ExhibitionMockup, LobbyMockup } from './placement-mockup';

const Layout = styled.div<{ $reverse: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    > figure {
      order: ${({ $reverse }) => ($reverse ? -1 : 0)};
    }
  }
`;

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Plans = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** "Included in the Lobbies Plan and the Comprehensive Plan.", with the plan names from PLAN_CATALOGUE. */
function IncludedIn({ plans: [first, second] }: { plans: [Plan, Plan] }) {
  const text = useLocalizedText();
  const one = text(PLAN_CATALOGUE[first].label);
  const other = text(PLAN_CATALOGUE[second].label);
  return (
    <Trans id="public.home.placement.included-in">
      Included in the {one} and the {other}.
    </Trans>
  );
}

type PlacementProps = {
  id: string;
  title: ReactNode;
  children: ReactNode;
  plans: ReactNode;
  art: ReactNode;
  reverse?: boolean;
};

function Placement({ id, title, children, plans, art, reverse = false }: PlacementProps) {
  return (
    <Band aria-labelledby={id}>
      <Container>
        <Layout $reverse={reverse}>
          <div>
            <SectionTitle id={id}>{title}</SectionTitle>
            {children}
            <Plans>{plans}</Plans>
          </div>
          <Figure>{art}</Figure>
        </Layout>
      </Container>
    </Band>
  );
}

export function LobbyPlacementSection() {
  return (
    <Placement
      id="home-lobby-title"
      title={<Trans id="public.home.lobby.title">Ad placement in the lobby</Trans>}
      plans={<IncludedIn plans={['LOBBIES', 'COMPREHENSIVE']} />}
      art={<LobbyMockup />}
    >
      <p>
        <Trans id="public.home.lobby.body">
          Every visit to a member exhibition starts in its lobby. Your banner is shown across the lobby wall,
          where visitors look before they choose a hall.
        </Trans>
      </p>
      <p>
        <Trans id="public.home.lobby.rotation">
          Banners rotate, so each visit can show a different ad. A click on your banner opens your link.
        </Trans>
      </p>
    </Placement>
  );
}

export function ExhibitionPlacementSection() {
  return (
    <Placement
      id="home-exhibition-title"
      reverse
      title={<Trans id="public.home.exhibition.title">Ad placement in the exhibition</Trans>}
      plans={<IncludedIn plans={['EXHIBITIONS', 'COMPREHENSIVE']} />}
      art={<ExhibitionMockup />}
    >
      <p>
        <Trans id="public.home.exhibition.body">
          Inside the exhibition spaces, your banner hangs on the gallery walls among the artworks, where
          visitors take their time with the art.
        </Trans>
      </p>
      <p>
        <Trans id="public.home.exhibition.rotation">
          As in the lobby, banners rotate between advertisers, and a click on your banner opens your link.
        </Trans>
      </p>
    </Placement>
  );
}

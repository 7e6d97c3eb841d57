/** A banner inside a sketch of the place it will show (product.md, Who uses it: lobbies and exhibition spaces), so the
 *  reviewer sees the real image where visitors will: across a lobby's back wall, or above the artworks of an exhibition
 *  space. The slot has the 960x150 proportion; an image of another shape is fitted inside it, its empty bands
 *  showing, as the exhibition system would show them. The sketch is shared-ui's VenueScene, the home page's
 *  illustration without its extra details. */
import styled from 'styled-components';
import type { Placement } from 'shared-contracts';
import { VenueScene } from 'shared-ui/venue-scene';

const Scene = styled(VenueScene)`
  display: block;
  width: 100%;
  max-width: 640px;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export type PlacementSceneProps = {
  placement: Placement;
  bannerUrl: string;
  /** What the picture shows, for screen readers: "Banner of Autumn show in an exhibition lobby". */
  label: string;
};

export function PlacementScene({ placement, bannerUrl, label }: PlacementSceneProps) {
  return (
    <Scene
      placement={placement}
      label={label}
      banner={(slot) => (
        <>
          <rect {...slot} fill="#2b2d42" opacity="0.12" />
          <image href={bannerUrl} {...slot} preserveAspectRatio="xMidYMid meet" data-placement={placement} />
          <rect {...slot} fill="none" stroke="#4a5260" strokeWidth="1" strokeDasharray="4 3" />
        </>
      )}
    />
  );
}

/** A banner inside a sketch of the place it will show (SPEC §1: lobbies and exhibition spaces), so the reviewer
 *  sees the real image where visitors will: across a lobby's back wall, or above the artworks of an exhibition
 *  space. The slot has the 960x150 proportion; an image of another shape is fitted inside it, its empty bands
 *  showing, as the exhibition system would show them. Inline SVG, no external images besides the banner. */
import type { ReactElement } from 'react';
import styled, { useTheme } from 'styled-components';
import type { Placement } from 'shared-contracts';

/** Where the banner sits in each 640x360 scene: 960x150 scaled down. */
const SLOTS: Record<Placement, { x: number; y: number; width: number; height: number }> = {
  lobby: { x: 160, y: 62, width: 320, height: 50 },
  exhibition: { x: 176, y: 26, width: 288, height: 45 },
};

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 640px;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

function LobbyRoom() {
  const { colors } = useTheme();
  return (
    <>
      <rect width="640" height="360" fill="#e9edf3" />
      <polygon points="0,0 90,40 90,262 0,360" fill="#dbe1ea" />
      <polygon points="640,0 550,40 550,262 640,360" fill="#dbe1ea" />
      <polygon points="0,360 90,262 550,262 640,360" fill="#c9d0db" />
      <rect x="90" y="40" width="460" height="222" fill="#f6f8fb" />
      <path d="M150 262 V180 a30 30 0 0 1 60 0 V262 Z" fill="#8d99ab" />
      <path d="M430 262 V180 a30 30 0 0 1 60 0 V262 Z" fill="#8d99ab" />
      <rect x="270" y="196" width="100" height="40" rx="4" fill="#b7c0ce" />
      <rect x="262" y="190" width="116" height="10" rx="3" fill="#9aa6b7" />
      <circle cx="110" cy="296" r="9" fill={colors.primary} />
      <rect x="101" y="306" width="18" height="34" rx="8" fill={colors.primary} />
      <circle cx="520" cy="284" r="8" fill="#4a5260" />
      <rect x="512" y="293" width="16" height="30" rx="7" fill="#4a5260" />
    </>
  );
}

function ExhibitionRoom() {
  const { colors } = useTheme();
  return (
    <>
      <rect width="640" height="360" fill="#f3efe8" />
      <polygon points="0,290 640,290 640,360 0,360" fill="#cdbfa8" />
      <rect x="0" y="284" width="640" height="6" fill="#b9a98f" />
      <rect x="48" y="104" width="150" height="120" fill="#5b4636" />
      <rect x="58" y="114" width="130" height="100" fill="#f5c15a" />
      <circle cx="100" cy="150" r="22" fill="#d9534f" />
      <rect x="245" y="112" width="150" height="150" fill="#5b4636" />
      <rect x="255" y="122" width="130" height="130" fill="#dfe9f3" />
      <path d="M255 220 Q300 170 340 205 T385 190 V252 H255 Z" fill="#3f7d5a" />
      <rect x="442" y="104" width="150" height="120" fill="#5b4636" />
      <rect x="452" y="114" width="130" height="100" fill="#2b2d42" />
      <rect x="470" y="130" width="40" height="68" fill="#ef8354" />
      <circle cx="110" cy="268" r="10" fill={colors.accent} />
      <rect x="100" y="279" width="20" height="44" rx="9" fill={colors.accent} />
    </>
  );
}

const ROOMS: Record<Placement, () => ReactElement> = { lobby: LobbyRoom, exhibition: ExhibitionRoom };

export type PlacementSceneProps = {
  placement: Placement;
  bannerUrl: string;
  /** What the picture shows, for screen readers: "Banner of Autumn show in an exhibition lobby". */
  label: string;
};

export function PlacementScene({ placement, bannerUrl, label }: PlacementSceneProps) {
  const Room = ROOMS[placement];
  const slot = SLOTS[placement];
  return (
    <Svg viewBox="0 0 640 360" role="img" aria-label={label}>
      <Room />
      <rect {...slot} fill="#2b2d42" opacity="0.12" />
      <image href={bannerUrl} {...slot} preserveAspectRatio="xMidYMid meet" data-placement={placement} />
      <rect {...slot} fill="none" stroke="#4a5260" strokeWidth="1" strokeDasharray="4 3" />
    </Svg>
  );
}

/** The sketch of the two places a banner shows (docs/product.md §1): an exhibition lobby with the banner across its
 *  back wall, and an exhibition space with the banner above framed artworks. The home page draws a mock banner in
 *  it and the review desk the real image, so the slot is a prop that receives where the banner goes. Inline SVG in
 *  a 640x360 view, no external images; the slot keeps the 960x150 proportion. */
import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import type { Placement } from 'shared-contracts';

/** Where the banner goes: 960x150 scaled down. */
export type SceneSlot = { x: number; y: number; width: number; height: number };

const LOBBY_SLOT: SceneSlot = { x: 160, y: 62, width: 320, height: 50 };
const EXHIBITION_SLOT: SceneSlot = { x: 176, y: 26, width: 288, height: 45 };

export type VenueSceneProps = {
  placement: Placement;
  /** What the picture shows, for screen readers. */
  label: string;
  /** Draws the banner into its slot, over the room. */
  banner: (slot: SceneSlot) => ReactNode;
  /** More of the room, drawn over it and under the banner: the home page's illustration adds visitors, a bench and
   *  fuller artworks, where nothing of the room is drawn over them. */
  children?: ReactNode;
  className?: string;
};

export function VenueScene({ placement, label, banner, children, className }: VenueSceneProps) {
  const { colors } = useTheme();
  return (
    <svg viewBox="0 0 640 360" role="img" aria-label={label} className={className}>
      {placement === 'lobby' ? (
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
      ) : (
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
      )}
      {children}
      {banner(placement === 'lobby' ? LOBBY_SLOT : EXHIBITION_SLOT)}
    </svg>
  );
}

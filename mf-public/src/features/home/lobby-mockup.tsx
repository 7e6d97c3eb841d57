/** An inline SVG sketch of an exhibition lobby with a banner across its back wall (no external images), so an
 *  advertiser sees where a Lobbies-plan ad appears. The banner keeps the 960x150 proportion. */
import { useLingui } from '@lingui/react/macro';
import { useTheme } from 'styled-components';
import { homeMessages } from './messages';

export function LobbyMockup() {
  const { t } = useLingui();
  const { colors } = useTheme();
  return (
    <svg viewBox="0 0 640 360" role="img" aria-label={t(homeMessages.lobbyMockup)}>
      <rect width="640" height="360" fill="#e9edf3" />
      <polygon points="0,0 90,40 90,262 0,360" fill="#dbe1ea" />
      <polygon points="640,0 550,40 550,262 640,360" fill="#dbe1ea" />
      <polygon points="0,360 90,262 550,262 640,360" fill="#c9d0db" />
      <rect x="90" y="40" width="460" height="222" fill="#f6f8fb" />
      {/* The banner: 320 x 50 is 960 x 150 scaled down. */}
      <rect x="160" y="62" width="320" height="50" rx="3" fill={colors.accent} />
      <rect x="160" y="62" width="320" height="50" rx="3" fill="url(#lobby-shine)" />
      <text x="320" y="93" textAnchor="middle" fontSize="17" fontWeight="700" fill="#ffffff">
        {t(homeMessages.bannerMockup)}
      </text>
      <text x="320" y="128" textAnchor="middle" fontSize="11" fill={colors.textMuted}>
        960 × 150
      </text>
      <path d="M150 262 V180 a30 30 0 0 1 60 0 V262 Z" fill="#8d99ab" />
      <path d="M430 262 V180 a30 30 0 0 1 60 0 V262 Z" fill="#8d99ab" />
      <rect x="270" y="196" width="100" height="40" rx="4" fill="#b7c0ce" />
      <rect x="262" y="190" width="116" height="10" rx="3" fill="#9aa6b7" />
      <circle cx="110" cy="296" r="9" fill={colors.primary} />
      <rect x="101" y="306" width="18" height="34" rx="8" fill={colors.primary} />
      <circle cx="520" cy="284" r="8" fill="#4a5260" />
      <rect x="512" y="293" width="16" height="30" rx="7" fill="#4a5260" />
      <circle cx="560" cy="300" r="9" fill="#7a4f00" />
      <rect x="551" y="310" width="18" height="34" rx="8" fill="#7a4f00" />
      <defs>
        <linearGradient id="lobby-shine" x1="0" x2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.18" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.12" />
        </linearGradient>
      </defs>
    </svg>
  );
}

/** An inline SVG sketch of an exhibition space: framed artworks on a gallery wall with a banner above them, so
 *  an advertiser sees where an Exhibitions-plan ad appears. The banner keeps the 960x150 proportion. */
import { useLingui } from '@lingui/react/macro';
import { useTheme } from 'styled-components';
import { homeMessages } from './messages';

export function ExhibitionMockup() {
  const { t } = useLingui();
  const { colors } = useTheme();
  return (
    <svg viewBox="0 0 640 360" role="img" aria-label={t(homeMessages.exhibitionMockup)}>
      <rect width="640" height="360" fill="#f3efe8" />
      <polygon points="0,290 640,290 640,360 0,360" fill="#cdbfa8" />
      <rect x="0" y="284" width="640" height="6" fill="#b9a98f" />
      {/* The banner: 288 x 45 is 960 x 150 scaled down. */}
      <rect x="176" y="26" width="288" height="45" rx="3" fill={colors.primary} />
      <text x="320" y="54" textAnchor="middle" fontSize="16" fontWeight="700" fill="#ffffff">
        {t(homeMessages.bannerMockup)}
      </text>
      <text x="320" y="86" textAnchor="middle" fontSize="11" fill={colors.textMuted}>
        960 × 150
      </text>
      <rect x="48" y="104" width="150" height="120" fill="#5b4636" />
      <rect x="58" y="114" width="130" height="100" fill="#f5c15a" />
      <circle cx="100" cy="150" r="22" fill="#d9534f" />
      <polygon points="120,214 160,150 188,214" fill="#2f6f8f" />
      <rect x="245" y="112" width="150" height="150" fill="#5b4636" />
      <rect x="255" y="122" width="130" height="130" fill="#dfe9f3" />
      <path d="M255 220 Q300 170 340 205 T385 190 V252 H255 Z" fill="#3f7d5a" />
      <circle cx="350" cy="150" r="14" fill="#f0a030" />
      <rect x="442" y="104" width="150" height="120" fill="#5b4636" />
      <rect x="452" y="114" width="130" height="100" fill="#2b2d42" />
      <rect x="470" y="130" width="40" height="68" fill="#ef8354" />
      <rect x="520" y="146" width="44" height="52" fill="#8d99ae" />
      <rect x="250" y="300" width="140" height="14" rx="4" fill="#6b5846" />
      <rect x="262" y="314" width="8" height="24" fill="#6b5846" />
      <rect x="370" y="314" width="8" height="24" fill="#6b5846" />
      <circle cx="110" cy="268" r="10" fill={colors.accent} />
      <rect x="100" y="279" width="20" height="44" rx="9" fill={colors.accent} />
      <circle cx="540" cy="266" r="10" fill="#4a5260" />
      <rect x="530" y="277" width="20" height="46" rx="9" fill="#4a5260" />
    </svg>
  );
}

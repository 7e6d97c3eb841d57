/** The home page's illustrations of where a plan's ad appears: the shared lobby and exhibition sketches with a mock
 *  banner in the slot ("Your banner here" and its 960 × 150 size below it), so an advertiser sees the place before
 *  applying. Each adds its own details to the room (visitors, a bench, fuller artworks), which the review desk's
 *  sketch leaves out. The scene is on the home page's first visit, which must not grow (tooling/bytes-budgets.mjs). */
import { useLingui } from '@lingui/react/macro';
import { useTheme } from 'styled-components';
import { VenueScene } from 'shared-ui/venue-scene';
import { homeMessages } from './messages';

export function LobbyMockup() {
  const { t } = useLingui();
  const { colors } = useTheme();
  return (
    <VenueScene
      placement="lobby"
      label={t(homeMessages.lobbyMockup)}
      banner={(slot) => (
        <>
          <rect {...slot} rx="3" fill={colors.accent} />
          <rect {...slot} rx="3" fill="url(#lobby-shine)" />
          <text x="320" y="93" textAnchor="middle" fontSize="17" fontWeight="700" fill="#ffffff">
            {t(homeMessages.bannerMockup)}
          </text>
          <text x="320" y="128" textAnchor="middle" fontSize="11" fill={colors.textMuted}>
            960 × 150
          </text>
          <defs>
            <linearGradient id="lobby-shine" x1="0" x2="1">
              <stop offset="0" stopColor="#ffffff" stopOpacity="0.18" />
              <stop offset="1" stopColor="#000000" stopOpacity="0.12" />
            </linearGradient>
          </defs>
        </>
      )}
    >
      <circle cx="560" cy="300" r="9" fill="#7a4f00" />
      <rect x="551" y="310" width="18" height="34" rx="8" fill="#7a4f00" />
    </VenueScene>
  );
}

export function ExhibitionMockup() {
  const { t } = useLingui();
  const { colors } = useTheme();
  return (
    <VenueScene
      placement="exhibition"
      label={t(homeMessages.exhibitionMockup)}
      banner={(slot) => (
        <>
          <rect {...slot} rx="3" fill={colors.primary} />
          <text x="320" y="54" textAnchor="middle" fontSize="16" fontWeight="700" fill="#ffffff">
            {t(homeMessages.bannerMockup)}
          </text>
          <text x="320" y="86" textAnchor="middle" fontSize="11" fill={colors.textMuted}>
            960 × 150
          </text>
        </>
      )}
    >
      <polygon points="120,214 160,150 188,214" fill="#2f6f8f" />
      <circle cx="350" cy="150" r="14" fill="#f0a030" />
      <rect x="520" y="146" width="44" height="52" fill="#8d99ae" />
      <rect x="250" y="300" width="140" height="14" rx="4" fill="#6b5846" />
      <rect x="262" y="314" width="8" height="24" fill="#6b5846" />
      <rect x="370" y="314" width="8" height="24" fill="#6b5846" />
      <circle cx="540" cy="266" r="10" fill="#4a5260" />
      <rect x="530" y="277" width="20" height="46" rx="9" fill="#4a5260" />
    </VenueScene>
  );
}

/** The landing page at `/` (product.md, Pages): hero, prices, ad placement in the lobby and in the exhibition, notes,
 *  and start-advertising buttons to /signup. Public: it needs no session and makes no API call. */
import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from 'shared-ui';
import { ClosingSection } from './closing-section';
import { HeroSection } from './hero-section';
import { homeMessages } from './messages';
import { NotesSection } from './notes-section';
import { ExhibitionPlacementSection, LobbyPlacementSection } from './placement-section';
import { PricingSection } from './pricing-section';

export function HomePage() {
  const { t } = useLingui();
  usePageTitle(t(homeMessages.pageTitle));
  return (
    <div>
      <HeroSection />
      <PricingSection />
      <LobbyPlacementSection />
      <ExhibitionPlacementSection />
      <NotesSection />
      <ClosingSection />
    </div>
  );
}

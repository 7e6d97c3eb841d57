/** The advertiser's banner inside sketches of the home page's lobby and exhibition-space illustrations, one per
 *  placement of the plan (product.md, Plans and prices), on the application, resubmission and details pages. The banner
 *  space has the 960x150 proportion and fits another shape inside it with its empty bands showing, as the portal shows
 *  banners (`object-fit: contain`). Both rooms, their banner space marked at the same place, are one SVG file the
 *  browser fetches with these pages (an image, not script), so this module stays tiny: each page's chunk holds a
 *  copy. */
import { Trans, useLingui } from '@lingui/react/macro';
import { PLAN_CATALOGUE, type Creative, type Plan } from 'shared-contracts';
import { CreativeSwitch, useShownCreative } from 'shared-ui/creative-switch';
import rooms from './rooms.svg';

/** The sketches of an ad with a banner per language (decision 0117): a labelled switch chooses which banner they
 *  show, the first creative's to begin with. With one creative, just its sketches. */
export function CreativesInPlace({ plan, creatives }: { plan: Plan; creatives: readonly Creative[] }) {
  const [current, setShown] = useShownCreative(creatives);
  if (!current) return null;
  return (
    <>
      {creatives.length > 1 ? (
        <CreativeSwitch
          legend={<Trans id="ads.creative.switch-legend">Banner in the sketches</Trans>}
          languages={creatives.map((creative) => creative.language)}
          value={current.language}
          onChange={setShown}
        />
      ) : null}
      <BannerInPlace plan={plan} bannerUrl={current.imageUrl} />
    </>
  );
}

export function BannerInPlace({ plan, bannerUrl }: { plan: Plan; bannerUrl: string }) {
  const { t } = useLingui();
  return PLAN_CATALOGUE[plan].placements.map((placement) => (
    <svg
      key={placement}
      viewBox="0 0 640 360"
      width="320"
      role="img"
      aria-label={
        placement === 'lobby'
          ? t({ id: 'ads.placement.lobby', message: 'Your banner in the lobby' })
          : t({ id: 'ads.placement.exhibition', message: 'Your banner in an exhibition space' })
      }
    >
      {/* rooms.svg is the lobby above the exhibition space, each 640x360; the svg shows only one of them. */}
      <image href={rooms} width="640" height="720" y={placement === 'lobby' ? 0 : -360} />
      <image
        href={bannerUrl}
        x="160"
        y="62"
        width="320"
        height="50"
        preserveAspectRatio="xMidYMid meet"
        data-testid="banner"
      />
    </svg>
  ));
}

/** The banner twice (issue 12): at its real size, in a frame that scrolls sideways rather than shrinking it, and
 *  inside the sketch of each place its plan shows it (PLAN_CATALOGUE's placements), so the reviewer judges it as
 *  visitors will see it. */
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { PLAN_CATALOGUE, type ReviewItem } from 'shared-contracts';
import { PlacementScene } from '../placement/placement-scene';
import { PLACEMENT_CAPTIONS, PLACEMENT_PLACES, itemMessages } from './messages';

/** Focusable so a keyboard can scroll a banner wider than the page. */
const RealSizeFrame = styled.div`
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.neutralSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  img {
    display: block;
    max-width: none;
  }
`;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Scenes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  }
`;

type BannerFiguresProps = Pick<
  ReviewItem,
  'title' | 'plan' | 'bannerUrl' | 'bannerWidth' | 'bannerHeight'
> & {
  /** Both figures (the default), only the banner at real size, or only the sketches. */
  show?: 'all' | 'real-size' | 'scenes';
};

export function BannerFigures({
  title,
  plan,
  bannerUrl,
  bannerWidth,
  bannerHeight,
  show = 'all',
}: BannerFiguresProps) {
  const { i18n, t } = useLingui();
  const measured = bannerWidth !== null && bannerHeight !== null;
  return (
    <div>
      {show === 'scenes' ? null : (
        <Figure>
          <RealSizeFrame
            tabIndex={0}
            role="region"
            aria-label={t({ id: 'review.item.real-size-region', message: 'Banner at real size' })}
          >
            <img
              src={bannerUrl}
              alt={i18n._({ ...itemMessages.bannerAlt, values: { title } })}
              {...(measured ? { width: bannerWidth, height: bannerHeight } : {})}
            />
          </RealSizeFrame>
          <figcaption>
            {measured ? (
              <Trans id="review.item.real-size">
                Real size: {bannerWidth} × {bannerHeight} pixels
              </Trans>
            ) : (
              <Trans id="review.item.real-size-unknown">Real size (the file could not be measured)</Trans>
            )}
          </figcaption>
        </Figure>
      )}
      {show === 'real-size' ? null : (
        <Scenes>
          {PLAN_CATALOGUE[plan].placements.map((placement) => (
            <Figure key={placement}>
              <PlacementScene
                placement={placement}
                bannerUrl={bannerUrl}
                label={i18n._({
                  ...itemMessages.sceneAlt,
                  values: { title, place: i18n._(PLACEMENT_PLACES[placement]) },
                })}
              />
              <figcaption>{i18n._(PLACEMENT_CAPTIONS[placement])}</figcaption>
            </Figure>
          ))}
        </Scenes>
      )}
    </div>
  );
}

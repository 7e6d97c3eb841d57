/** How a banner that is not the recommended 960x150 (product.md, Rules shown to advertisers) will be shown: scaled,
 *  keeping its proportions, to fit the 960x150 banner space without cropping (as the previews of the portal show it,
 *  `object-fit: contain`). A pure function, so the forms' warning and its tests agree on the numbers. */
import { RECOMMENDED_IMAGE_HEIGHT, RECOMMENDED_IMAGE_WIDTH } from 'shared-contracts';
import type { ImageSize } from '../../common/read-image-size';

export type BannerFit = {
  /** The size the banner is shown at, in pixels of the banner space. */
  shown: ImageSize;
  /** Where the empty space left by other proportions goes: none when they match the banner's. */
  bands: 'none' | 'above-and-below' | 'left-and-right';
  /** Shown larger than it is, so it can look blurry. */
  enlarged: boolean;
};

/** Null for an image of exactly the recommended size: nothing to warn about. */
export function bannerFit({ width, height }: ImageSize): BannerFit | null {
  if (width === RECOMMENDED_IMAGE_WIDTH && height === RECOMMENDED_IMAGE_HEIGHT) return null;
  const scale = Math.min(RECOMMENDED_IMAGE_WIDTH / width, RECOMMENDED_IMAGE_HEIGHT / height);
  const shown = {
    width: Math.min(RECOMMENDED_IMAGE_WIDTH, Math.round(width * scale)),
    height: Math.min(RECOMMENDED_IMAGE_HEIGHT, Math.round(height * scale)),
  };
  const bands =
    shown.height < RECOMMENDED_IMAGE_HEIGHT
      ? 'above-and-below'
      : shown.width < RECOMMENDED_IMAGE_WIDTH
        ? 'left-and-right'
        : 'none';
  return { shown, bands, enlarged: scale > 1 };
}

/** The warning under the banner picker of the application and resubmission forms when the chosen image is not
 *  the recommended 960x150 (product.md, Rules shown to advertisers): its size, how it will be scaled to fit the banner
 *  space, and that it can still be used. It never refuses the image. The live region is always there, so a screen
 *  reader announces the warning when it appears. */
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { RECOMMENDED_IMAGE_HEIGHT, RECOMMENDED_IMAGE_WIDTH } from 'shared-contracts';
import type { ImageSize } from '../../common/read-image-size';
import { bannerFit } from './banner-fit';

const Warning = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  background: ${({ theme }) => theme.colors.warningSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export type BannerSizeWarningProps = {
  id: string;
  /** The chosen image's size, or null when there is none (or the browser could not read it). */
  size: ImageSize | null;
};

export function BannerSizeWarning({ id, size }: BannerSizeWarningProps) {
  const fit = size ? bannerFit(size) : null;
  return <div role="status">{size && fit ? <SizeWarning id={id} size={size} {...fit} /> : null}</div>;
}

function SizeWarning({
  id,
  size,
  shown,
  bands,
  enlarged,
}: { id: string; size: ImageSize } & NonNullable<ReturnType<typeof bannerFit>>) {
  const { i18n } = useLingui();
  // English sentences are set apart by a space; Japanese ones follow each other directly.
  const gap = i18n.locale.startsWith('ja') ? '' : ' ';
  const { width, height } = size;
  const shownWidth = shown.width;
  const shownHeight = shown.height;
  return (
    <Warning id={id}>
      <span aria-hidden="true">⚠ </span>
      <Trans id="ads.image.size-warning">
        This image is {width} × {height} pixels, not the recommended {RECOMMENDED_IMAGE_WIDTH} ×{' '}
        {RECOMMENDED_IMAGE_HEIGHT}. You can still use it.
      </Trans>
      {gap}
      {bands === 'none' ? (
        <Trans id="ads.image.scaled">
          It will be shown scaled to {shownWidth} × {shownHeight} pixels.
        </Trans>
      ) : bands === 'above-and-below' ? (
        <Trans id="ads.image.scaled-space-above-below">
          It will be scaled to {shownWidth} × {shownHeight} pixels to fit the banner space, keeping its
          proportions, with empty space above and below it.
        </Trans>
      ) : (
        <Trans id="ads.image.scaled-space-left-right">
          It will be scaled to {shownWidth} × {shownHeight} pixels to fit the banner space, keeping its
          proportions, with empty space to its left and right.
        </Trans>
      )}
      {enlarged ? (
        <>
          {gap}
          <Trans id="ads.image.enlarged">Because it is enlarged, it may look blurry.</Trans>
        </>
      ) : null}
    </Warning>
  );
}

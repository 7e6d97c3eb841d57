/** The frame of a signed-in page's content (the ad list, the account page…): centred, as wide as the content
 *  (or narrow, for a single column of settings), with the page padding that grows from the md breakpoint. A page
 *  styles its own headings by extending it: `styled(PageSection)`. */
import styled from 'styled-components';

export type PageSectionWidth = 'content' | 'narrow';

export const PageSection = styled.section<{ $width?: PageSectionWidth }>`
  width: 100%;
  max-width: ${({ theme, $width = 'content' }) => theme.sizes[$width]};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

/** The home page's shared layout pieces: full-width bands with a centred content column, and section headings.
 *  A band with an id is a link target ("See plans and prices"): it stops below the sticky top bar, not under it. */
import styled from 'styled-components';

export const Band = styled.section<{ $tone?: 'plain' | 'soft' | 'strong' }>`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  background: ${({ theme, $tone = 'plain' }) =>
    $tone === 'soft'
      ? theme.colors.surface
      : $tone === 'strong'
        ? theme.colors.primary
        : theme.colors.background};
  color: ${({ theme, $tone }) => ($tone === 'strong' ? theme.colors.onPrimary : theme.colors.text)};

  &[id] {
    scroll-margin-top: ${({ theme }) => theme.sizes.topBar};
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  }
`;

export const Container = styled.div`
  max-width: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;
`;

export const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Lead = styled.p`
  max-width: 46rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

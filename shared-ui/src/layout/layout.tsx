/** Layout primitives the remotes kept writing themselves: a row of things that wraps (a heading with its actions,
 *  a group of buttons), the header row above a page's or a card's content, and a list without bullets or indent
 *  whose items stand in a grid. Each takes its gap from the theme's spacing; a remote extends them with
 *  `styled(…)` for what is its own (columns, colours, the heading's size). */
import styled from 'styled-components';
import type { Theme } from '../theme/theme';

export type SpaceKey = keyof Theme['space'];

/** Items side by side, vertically centred, wrapping onto the next line when they do not fit; `$spread` pushes
 *  them apart (a title on the left, its actions on the right). Render another element with `as`. */
export const FlexRow = styled.div<{ $gap?: SpaceKey; $spread?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $spread = false }) => ($spread ? 'space-between' : 'flex-start')};
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;

/** The row above a page's or a card's content: its heading (h1 or h2, without margin) and the actions beside it,
 *  apart, with `$below` of space under the row. */
export const HeaderRow = styled(FlexRow).attrs({ $spread: true })<{ $below?: SpaceKey }>`
  margin-bottom: ${({ theme, $below = 'lg' }) => theme.space[$below]};

  > h1,
  > h2 {
    margin: 0;
  }
`;

/** A list without bullets, indent or margin, its items in one column `$gap` apart (a remote adds columns from a
 *  breakpoint). A ul; `as="ol"` for a numbered sequence. */
export const PlainList = styled.ul<{ $gap?: SpaceKey }>`
  display: grid;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

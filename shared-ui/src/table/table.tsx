/** A semantic data table (the dashboard's ad list) with a caption, inside a keyboard-scrollable region so wide
 *  tables scroll sideways on phones instead of breaking the page. Write thead/tbody/tr/th/td as children. */
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const Scroll = styled.div`
  /* Anchors the visually hidden caption inside the scroll area, or it widens the page on phones. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding: ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export type TableProps = {
  caption: ReactNode;
  /** Keep the caption for screen readers only, when a visible heading already says the same. */
  captionHidden?: boolean;
  children: ReactNode;
  className?: string;
} & Omit<ComponentPropsWithRef<'table'>, 'className' | 'children'>;

export function Table({ caption, captionHidden = false, children, className, ...tableProps }: TableProps) {
  const captionId = useId();
  return (
    // The region is focusable so keyboard users can scroll a table wider than the screen.
    <Scroll className={className} role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable {...tableProps}>
        <caption id={captionId}>
          {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        {children}
      </StyledTable>
    </Scroll>
  );
}

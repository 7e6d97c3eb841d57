/** The plain look of a list of records as a table (the advertiser's billing history, the review desk's audit
 *  tables): full width, cells on a line each, headers muted and small. `ScrollTable` puts such a table in a frame
 *  that keyboard users can scroll sideways on a phone; `TableHead` writes its row of column headers. The dashboard's
 *  richer table with a caption is `Table` (table.tsx). */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** For a page's own `styled.table`, so its own rules (padding, narrow cards) stay beside these in one group. */
export const plainTableLook = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Plain = styled.table<{ $minWidth: string }>`
  ${plainTableLook}
  min-width: ${({ $minWidth }) => $minWidth};
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

export type ScrollTableProps = {
  /** Wide enough for the columns side by side (e.g. `48em`); on a narrower screen the frame scrolls sideways. */
  minWidth: string;
  /** The name of the frame and the table: a text, or the id of a heading that says it. */
  label: { text: string } | { by: string };
  children: ReactNode;
};

export function ScrollTable({ minWidth, label, children }: ScrollTableProps) {
  const name = 'text' in label ? { 'aria-label': label.text } : { 'aria-labelledby': label.by };
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <Scroll tabIndex={0} role="region" {...name}>
      <Plain $minWidth={minWidth} {...name}>
        {children}
      </Plain>
    </Scroll>
  );
}

/** The header row: one `th scope="col"` a column, in order. */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th scope="col" key={index}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

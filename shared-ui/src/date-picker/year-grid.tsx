/** The 12-year grid of the date picker (DATE_PICKER_YEAR_COUNT of shared-contracts/src/limits.ts): the years from the
 *  earliest allowed one, four to a row, years without an allowed day marked aria-disabled. Arrow keys, Home and End
 *  move between years; Enter or a click shows that year's days. */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Language } from 'shared-contracts';
import { yearName } from './calendar-names';
import { DayButton } from './month-grid';

const COLUMNS = 4;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(${COLUMNS}, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

export type YearGridProps = {
  years: number[];
  focusedYear: number;
  /** The year of the chosen date, shown as pressed. */
  selectedYear: number | null;
  isAllowed: (year: number) => boolean;
  label: string;
  language: Language;
  onFocusYear: (year: number) => void;
  onPick: (year: number) => void;
};

export function YearGrid(props: YearGridProps) {
  const { years, focusedYear, selectedYear, isAllowed, language, onFocusYear, onPick } = props;
  const gridRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    gridRef.current?.querySelector<HTMLElement>(`[data-year="${focusedYear}"]`)?.focus();
  }, [focusedYear]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const first = years[0] ?? focusedYear;
    const last = years[years.length - 1] ?? focusedYear;
    const moves: Record<string, number> = {
      ArrowLeft: focusedYear - 1,
      ArrowRight: focusedYear + 1,
      ArrowUp: focusedYear - COLUMNS,
      ArrowDown: focusedYear + COLUMNS,
      Home: first,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onFocusYear(Math.min(last, Math.max(first, next)));
  }

  return (
    <Grid ref={gridRef} role="group" aria-label={props.label} onKeyDown={onKeyDown}>
      {years.map((year) => (
        <DayButton
          key={year}
          type="button"
          data-year={year}
          tabIndex={year === focusedYear ? 0 : -1}
          aria-pressed={year === selectedYear}
          aria-disabled={!isAllowed(year) || undefined}
          onClick={() => (isAllowed(year) ? onPick(year) : onFocusYear(year))}
        >
          {yearName(year, language)}
        </DayButton>
      ))}
    </Grid>
  );
}

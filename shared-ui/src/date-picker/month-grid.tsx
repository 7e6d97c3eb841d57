/** One month of the date picker as an ARIA grid (WAI-ARIA APG date picker dialog): a row per week, a button per
 *  day named by its full date, one tab stop (the focused day) and days outside the allowed window marked
 *  aria-disabled, so they are still reached by the arrow keys but cannot be chosen. */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Language } from 'shared-contracts';
import { addDays, addMonths, dayOfWeek, isWithin, monthWeeks, parseIsoDay, type IsoDay } from './calendar';
import { fullDayName, weekdayNames } from './calendar-names';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  th {
    padding: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: center;
  }
  td {
    padding: ${({ theme }) => theme.space.xxs};
    text-align: center;
  }
`;

export const DayButton = styled.button`
  width: 100%;
  min-width: 36px;
  min-height: 40px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
    opacity: 0.6;
  }
  [aria-selected='true'] > &,
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.surfaceRaised};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Where a key moves the focused day; null for keys the grid leaves alone. */
function moveFor(event: KeyboardEvent, day: IsoDay): IsoDay | null {
  const months = event.shiftKey ? 12 : 1;
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
      return addMonths(day, -months);
    case 'PageDown':
      return addMonths(day, months);
    case 'Home':
      return addDays(day, -dayOfWeek(day));
    case 'End':
      return addDays(day, 6 - dayOfWeek(day));
    default:
      return null;
  }
}

export type MonthGridProps = {
  /** The day with the tab stop; its month is the one shown. */
  focused: IsoDay;
  selected: IsoDay | null;
  min?: IsoDay;
  max?: IsoDay;
  labelledBy: string;
  describedBy: string;
  language: Language;
  onFocusDay: (day: IsoDay) => void;
  onPick: (day: IsoDay) => void;
  /** Set when the focused day should take the keyboard focus after this render (a key, a year chosen). */
  focusRequest: { current: boolean };
};

export function MonthGrid(props: MonthGridProps) {
  const { focused, selected, min, max, language, onFocusDay, onPick, focusRequest } = props;
  const tableRef = useRef<HTMLTableElement>(null);
  const { year, month } = parseIsoDay(focused) ?? { year: 1970, month: 1 };

  useEffect(() => {
    if (!focusRequest.current) return;
    focusRequest.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, focusRequest]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = moveFor(event, focused);
    if (next === null) return;
    event.preventDefault();
    focusRequest.current = true;
    onFocusDay(next);
  }

  return (
    <Table
      ref={tableRef}
      role="grid"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {weekdayNames(language).map(({ short, long }) => (
            <th key={long} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(year, month).map((week) => (
          <tr key={week.find((day) => day !== null) ?? ''}>
            {week.map((day, index) =>
              day === null ? (
                <td key={`empty-${index}`} />
              ) : (
                <td key={day} role="gridcell" aria-selected={day === selected}>
                  <DayButton
                    type="button"
                    data-day={day}
                    data-autofocus={day === focused ? '' : undefined}
                    tabIndex={day === focused ? 0 : -1}
                    aria-label={fullDayName(day, language)}
                    aria-disabled={!isWithin(day, min, max) || undefined}
                    onClick={() => (isWithin(day, min, max) ? onPick(day) : onFocusDay(day))}
                  >
                    {Number(day.slice(8))}
                  </DayButton>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The inside of the date picker's dialog: the shown month (live, so a screen reader hears it change) between
 *  Previous and Next month buttons, and the month's day grid; the month title switches to the 12-year grid and
 *  back. Days outside the window are disabled; the focused day starts on the chosen date or the earliest
 *  allowed one. */
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { DATE_PICKER_YEAR_COUNT, type Language } from 'shared-contracts';
import { VisuallyHidden, useUiI18n } from 'shared-ui';
import { addMonths, inYear, parseIsoDay, yearGrid, yearOf, type IsoDay } from './calendar';
import { monthTitle } from './calendar-names';
import { datePickerMessages } from './date-picker-messages';
import { DayButton, MonthGrid } from './month-grid';
import { YearGrid } from './year-grid';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const NavButton = styled(DayButton)`
  width: auto;
  min-width: 44px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const TitleButton = styled(DayButton)`
  width: auto;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export type CalendarPanelProps = {
  /** The day focused when the dialog opens. */
  initial: IsoDay;
  selected: IsoDay | null;
  min?: IsoDay;
  max?: IsoDay;
  language: Language;
  onPick: (day: IsoDay) => void;
};

export function CalendarPanel({ initial, selected, min, max, language, onPick }: CalendarPanelProps) {
  const i18n = useUiI18n(language);
  const id = useId();
  const [focused, setFocused] = useState(initial);
  const [view, setView] = useState<'days' | 'years'>('days');
  const [focusedYear, setFocusedYear] = useState(() => yearOf(initial));
  const focusRequest = useRef(false);
  const { year, month } = parseIsoDay(focused) ?? { year: 1970, month: 1 };
  const minYear = min === undefined ? -Infinity : yearOf(min);
  const maxYear = max === undefined ? Infinity : yearOf(max);

  function showYears() {
    setFocusedYear(year);
    setView('years');
  }

  function pickYear(picked: number) {
    focusRequest.current = true;
    setFocused(inYear(focused, picked, min, max));
    setView('days');
  }

  return (
    <div>
      <Header>
        {/* Left out (not hidden) in the year grid, so the dialog's Tab cycle never aims at a button not shown. */}
        {view === 'days' ? (
          <NavButton
            type="button"
            aria-label={i18n._(datePickerMessages.previousMonth)}
            onClick={() => setFocused(addMonths(focused, -1))}
          >
            ‹
          </NavButton>
        ) : (
          <span />
        )}
        <TitleButton
          type="button"
          aria-expanded={view === 'years'}
          onClick={() => (view === 'days' ? showYears() : setView('days'))}
        >
          <span id={`${id}-title`} aria-live="polite">
            {monthTitle(year, month, language)}
          </span>
          <VisuallyHidden>{`, ${i18n._(datePickerMessages.chooseYear)}`}</VisuallyHidden>
        </TitleButton>
        {view === 'days' ? (
          <NavButton
            type="button"
            aria-label={i18n._(datePickerMessages.nextMonth)}
            onClick={() => setFocused(addMonths(focused, 1))}
          >
            ›
          </NavButton>
        ) : (
          <span />
        )}
      </Header>
      <VisuallyHidden id={`${id}-keys`}>{i18n._(datePickerMessages.keys)}</VisuallyHidden>
      {view === 'days' ? (
        <MonthGrid
          focused={focused}
          selected={selected}
          min={min}
          max={max}
          labelledBy={`${id}-title`}
          describedBy={`${id}-keys`}
          language={language}
          onFocusDay={setFocused}
          onPick={onPick}
          focusRequest={focusRequest}
        />
      ) : (
        <YearGrid
          years={yearGrid(focused, min, DATE_PICKER_YEAR_COUNT)}
          focusedYear={focusedYear}
          selectedYear={selected === null ? null : yearOf(selected)}
          isAllowed={(candidate) => candidate >= minYear && candidate <= maxYear}
          label={i18n._(datePickerMessages.years)}
          language={language}
          onFocusYear={setFocusedYear}
          onPick={pickYear}
        />
      )}
    </div>
  );
}

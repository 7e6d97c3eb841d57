/** A labelled date field in the interface language (issue 14: the browser's date input shows its own language
 *  and format): a text input for typing 'YYYY-MM-DD', and a button opening the WAI-ARIA date picker dialog, a
 *  month grid with translated month and day names, the 12-year grid, and only the days from min to max
 *  choosable. Picking a day closes the dialog and focus returns to the button. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Language } from 'shared-contracts';
import {
  FieldError,
  FieldHint as Hint,
  FieldLabel as Label,
  FieldWrapper,
  controlStyle,
  describedBy,
  hasError,
  useLanguage,
  useUiI18n,
  type ErrorText,
} from 'shared-ui';
import { Dialog } from 'shared-ui/form';
import { clampDay, parseIsoDay, todayIsoDay, type IsoDay } from './calendar';
import { CalendarPanel } from './calendar-panel';
import { datePickerMessages } from './date-picker-messages';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
  flex: 1;
  min-width: 0;
  font-variant-numeric: tabular-nums;
`;

const OpenButton = styled.button`
  flex: none;
  width: ${({ theme }) => theme.sizes.controlHeight};
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor">
      <rect x="2.5" y="4" width="15" height="13" rx="2" strokeWidth="1.5" />
      <path d="M2.5 8h15M6.5 2v4M13.5 2v4" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export type DatePickerProps = {
  label: ReactNode;
  /** 'YYYY-MM-DD', or whatever has been typed so far. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest choosable day, 'YYYY-MM-DD'. */
  min?: IsoDay;
  /** Latest choosable day, 'YYYY-MM-DD'. */
  max?: IsoDay;
  hint?: ReactNode;
  error?: ErrorText;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  language?: Language;
  className?: string;
};

export function DatePicker({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  hint,
  error,
  ...rest
}: DatePickerProps) {
  const generated = useId();
  const inputId = rest.id ?? generated;
  const language = useLanguage(rest.language);
  const i18n = useUiI18n(language);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const invalid = hasError(error);
  const selected = parseIsoDay(value) ? value : null;

  useEffect(() => {
    // Back on the button after the dialog closes, whichever way it closed (APG date picker dialog).
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function pick(day: IsoDay) {
    onChange(day);
    onBlur?.();
    setOpen(false);
  }

  return (
    <FieldWrapper className={rest.className}>
      <Label htmlFor={inputId}>{label}</Label>
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      <Row>
        <Input
          id={inputId}
          name={rest.name}
          type="text"
          autoComplete="off"
          placeholder="YYYY-MM-DD"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          // Text inputs ignore min and max; they stay as the window in machine-readable form, the grid enforces it.
          min={min}
          max={max}
          required={rest.required}
          disabled={rest.disabled}
          $invalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            hint ? `${inputId}-hint` : null,
            `${inputId}-format`,
            invalid ? `${inputId}-error` : null,
          )}
        />
        <OpenButton
          ref={buttonRef}
          type="button"
          aria-label={i18n._(datePickerMessages.open)}
          aria-haspopup="dialog"
          disabled={rest.disabled}
          onClick={() => setOpen(true)}
        >
          <CalendarIcon />
        </OpenButton>
      </Row>
      <Hint id={`${inputId}-format`}>{i18n._(datePickerMessages.format)}</Hint>
      <FieldError id={`${inputId}-error`}>{invalid ? error : null}</FieldError>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={i18n._(datePickerMessages.title)}
        language={language}
      >
        <CalendarPanel
          initial={clampDay(selected ?? min ?? todayIsoDay(), min, max)}
          selected={selected}
          min={min}
          max={max}
          language={language}
          onPick={pick}
        />
      </Dialog>
    </FieldWrapper>
  );
}

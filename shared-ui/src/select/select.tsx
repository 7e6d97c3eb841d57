/** A labelled native select (duration, country, region, language): native so it works with every keyboard,
 *  screen reader and phone picker. Options are value/label pairs; an optional placeholder comes first. */
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from '../field-error/field-error';
import {
  FieldWrapper,
  Hint,
  Label,
  controlStyle,
  describedBy,
  hasError,
  type ErrorText,
} from '../form/field-parts';

const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}
  appearance: none;
  padding-right: 2.5em;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 12px) 50%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
`;

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select a country". */
  placeholder?: string;
  error?: ErrorText;
  hint?: ReactNode;
  className?: string;
} & Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'>;

export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  id,
  ...selectProps
}: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const invalid = hasError(error);
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={selectId}>{label}</Label>
      {hint ? <Hint id={`${selectId}-hint`}>{hint}</Hint> : null}
      <NativeSelect
        id={selectId}
        {...selectProps}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          selectProps['aria-describedby'],
          hint ? `${selectId}-hint` : null,
          invalid ? `${selectId}-error` : null,
        )}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={`${selectId}-error`}>{invalid ? error : null}</FieldError>
    </FieldWrapper>
  );
}

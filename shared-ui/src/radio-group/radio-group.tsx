/** A group of radio buttons under a fieldset and legend (the plan choice of the ad application). `readOnly`
 *  keeps the choice visible and focusable but unchangeable (resubmission: the plan cannot change, product.md, Rules
 *  shown to advertisers); `disabled` takes the whole group out of use. */
import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Language } from 'shared-contracts';
import {
  FieldError,
  FieldHint as Hint,
  VisuallyHidden,
  describedBy,
  hasError,
  uiMessages,
  useUiI18n,
  type ErrorText,
} from 'shared-ui';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** `$muted`: not choosable (disabled, or another option of a read-only group); `$dimmed`: disabled, where faded
 *  text is allowed. A read-only group keeps its text at full contrast and marks the other options dashed. */
const Option = styled.label<{ $checked: boolean; $muted: boolean; $dimmed: boolean; $invalid: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ $checked }) => ($checked ? '2px' : '1px')} solid
    ${({ theme, $checked, $invalid }) =>
      $invalid ? theme.colors.danger : $checked ? theme.colors.primary : theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.background)};
  ${({ $muted, $dimmed }) => ($muted && !$dimmed ? 'border-style: dashed;' : '')}
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
  cursor: ${({ $muted }) => ($muted ? 'not-allowed' : 'pointer')};

  input {
    flex: none;
    width: 1.15em;
    height: 1.15em;
    margin: 0.3em 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const OptionText = styled.span`
  display: flex;
  flex-direction: column;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  readOnly?: boolean;
  disabled?: boolean;
  error?: ErrorText;
  /** Under the legend, e.g. a "View plan details" link. */
  hint?: ReactNode;
  language?: Language;
  className?: string;
};

export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  readOnly = false,
  disabled = false,
  error,
  hint,
  language,
  className,
}: RadioGroupProps) {
  const id = useId();
  const i18n = useUiI18n(language);
  const invalid = hasError(error);
  function change(event: ChangeEvent<HTMLInputElement>) {
    if (!readOnly) onChange(event.target.value);
  }
  return (
    <Fieldset
      className={className}
      disabled={disabled}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-readonly={readOnly || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(hint ? `${id}-hint` : null, invalid ? `${id}-error` : null)}
    >
      <Legend id={`${id}-legend`}>
        {legend}
        {readOnly ? <VisuallyHidden>{i18n._(uiMessages.readOnly)}</VisuallyHidden> : null}
      </Legend>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <Options>
        {options.map((option) => {
          const checked = option.value === value;
          const optionDisabled = disabled || Boolean(option.disabled);
          return (
            <Option
              key={option.value}
              $checked={checked}
              $muted={optionDisabled || (readOnly && !checked)}
              $dimmed={optionDisabled}
              $invalid={invalid}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={optionDisabled}
                onChange={change}
                onBlur={onBlur}
              />
              <OptionText>
                <span>{option.label}</span>
                {option.description ? <Description>{option.description}</Description> : null}
              </OptionText>
            </Option>
          );
        })}
      </Options>
      <FieldError id={`${id}-error`}>{invalid ? error : null}</FieldError>
    </Fieldset>
  );
}

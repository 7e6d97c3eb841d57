/** A labelled text input (also email, url, number…) and a labelled text area. The error message is linked by
 *  aria-describedby and sets aria-invalid, so assistive technology reads what is wrong with the field. */
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  FieldError,
  FieldHint as Hint,
  FieldLabel as Label,
  FieldWrapper,
  controlStyle,
  describedBy,
  hasError,
  type ErrorText,
} from 'shared-ui';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
`;

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

type FieldOwnProps = {
  label: ReactNode;
  /** Shown under the control and announced with it; false/undefined shows nothing. */
  error?: ErrorText;
  hint?: ReactNode;
  className?: string;
};

export type TextFieldProps = FieldOwnProps & Omit<ComponentPropsWithRef<'input'>, 'className'>;

export function TextField({ label, error, hint, className, id, ...inputProps }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = hasError(error);
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      <Input
        id={inputId}
        type="text"
        {...inputProps}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          inputProps['aria-describedby'],
          hint ? `${inputId}-hint` : null,
          invalid ? `${inputId}-error` : null,
        )}
      />
      <FieldError id={`${inputId}-error`}>{invalid ? error : null}</FieldError>
    </FieldWrapper>
  );
}

export type TextAreaFieldProps = FieldOwnProps & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

export function TextAreaField({ label, error, hint, className, id, ...areaProps }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const invalid = hasError(error);
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={areaId}>{label}</Label>
      {hint ? <Hint id={`${areaId}-hint`}>{hint}</Hint> : null}
      <TextArea
        id={areaId}
        {...areaProps}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          areaProps['aria-describedby'],
          hint ? `${areaId}-hint` : null,
          invalid ? `${areaId}-error` : null,
        )}
      />
      <FieldError id={`${areaId}-error`}>{invalid ? error : null}</FieldError>
    </FieldWrapper>
  );
}

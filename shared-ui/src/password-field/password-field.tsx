/** A labelled password input with a Show/Hide toggle (product.md, Pages: sign-up, sign-in, reset and change password).
 *  The toggle is a real button that says what it will do in the current language and never submits the form. */
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
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
  uiMessages,
  useUiI18n,
  type ErrorText,
} from 'shared-ui';

const Row = styled.div`
  position: relative;
  display: flex;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
  padding-right: 6.5em;
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xs};
  transform: translateY(-50%);
  min-height: 36px;
  min-width: 4.5em;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primary};
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export type PasswordFieldProps = {
  label: ReactNode;
  error?: ErrorText;
  hint?: ReactNode;
  language?: Language;
  className?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'>;

export function PasswordField({
  label,
  error,
  hint,
  language,
  className,
  id,
  ...inputProps
}: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const i18n = useUiI18n(language);
  const [visible, setVisible] = useState(false);
  const invalid = hasError(error);
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      <Row>
        <Input
          id={inputId}
          autoComplete="current-password"
          spellCheck={false}
          autoCapitalize="none"
          {...inputProps}
          type={visible ? 'text' : 'password'}
          $invalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            inputProps['aria-describedby'],
            hint ? `${inputId}-hint` : null,
            invalid ? `${inputId}-error` : null,
          )}
        />
        <Toggle
          type="button"
          aria-controls={inputId}
          aria-label={i18n._(visible ? uiMessages.hidePassword : uiMessages.showPassword)}
          onClick={() => setVisible((shown) => !shown)}
          disabled={inputProps.disabled}
        >
          {i18n._(visible ? uiMessages.hide : uiMessages.show)}
        </Toggle>
      </Row>
      <FieldError id={`${inputId}-error`}>{invalid ? error : null}</FieldError>
    </FieldWrapper>
  );
}

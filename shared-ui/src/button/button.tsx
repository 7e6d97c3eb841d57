/** The portal's one button: primary, secondary, danger and text variants; `loading` shows a spinner, marks the
 *  button busy and disables it so a form cannot be sent twice. `as={Link}` renders the same look as a link. */
import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonOwnProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while something is being sent. */
  loading?: boolean;
  fullWidth?: boolean;
  children?: ReactNode;
};

export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps & {
  /** Another element or component to render, e.g. react-router's Link (then pass `to`). */
  as?: C;
} & Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps | 'as'>;

const variants = {
  primary: css`
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled, [aria-disabled='true']) {
      color: ${({ theme }) => theme.colors.onPrimary};
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled, [aria-disabled='true']) {
      color: ${({ theme }) => theme.colors.primaryHover};
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  danger: css`
    color: ${({ theme }) => theme.colors.onDanger};
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled, [aria-disabled='true']) {
      color: ${({ theme }) => theme.colors.onDanger};
      background: ${({ theme }) => theme.colors.dangerHover};
      border-color: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  text: css`
    color: ${({ theme }) => theme.colors.primary};
    background: transparent;
    border-color: transparent;
    padding-inline: ${({ theme }) => theme.space.sm};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    &:hover:not(:disabled, [aria-disabled='true']) {
      color: ${({ theme }) => theme.colors.primaryHover};
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
} as const;

const sizes = {
  sm: css`
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.sizes.controlHeight};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 56px;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
} as const;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s,
    color 0.15s,
    border-color 0.15s;
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-disabled='true'] {
    pointer-events: none;
  }
`;

export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  children,
  ...rest
}: ButtonProps<C>) {
  const props = rest as Record<string, unknown>; // the element's own props, typed by ButtonProps<C> above
  const isNativeButton = as === undefined || as === 'button';
  const disabled = Boolean(props.disabled) || loading;
  return (
    <StyledButton
      {...props}
      as={as as ElementType | undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={isNativeButton ? disabled : undefined}
      aria-disabled={!isNativeButton && disabled ? true : undefined}
      aria-busy={loading || undefined}
      tabIndex={!isNativeButton && disabled ? -1 : (props.tabIndex as number | undefined)}
    >
      {loading ? <Spinner size="sm" decorative data-testid="button-spinner" /> : null}
      {children}
    </StyledButton>
  );
}

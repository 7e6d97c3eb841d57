/** The message under a form control that explains what is wrong. Controls point at it with aria-describedby,
 *  so a screen reader reads it together with the label; nothing renders when there is no message. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Message = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export type FieldErrorProps = {
  id: string;
  children?: ReactNode;
};

export function FieldError({ id, children }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Message id={id}>
      <span aria-hidden="true">⚠</span>
      <span>{children}</span>
    </Message>
  );
}

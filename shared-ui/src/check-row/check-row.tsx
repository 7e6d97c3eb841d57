/** A checkbox with its label and a muted hint under it, the whole row one click target: the application's weekly
 *  results choice and the account page's switch for the same mail. `asSwitch` makes it a switch, for a choice that
 *  is saved the moment it is flipped. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  cursor: pointer;
  input {
    margin-top: 0.3em;
    width: 1.1em;
    height: 1.1em;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export type CheckRowProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> & {
  label: ReactNode;
  hint?: ReactNode;
  asSwitch?: boolean;
};

export function CheckRow({ label, hint, asSwitch = false, className, ...input }: CheckRowProps) {
  return (
    <Row className={className}>
      <input type="checkbox" role={asSwitch ? 'switch' : undefined} {...input} />
      <span>
        {label}
        {hint ? <small>{hint}</small> : null}
      </span>
    </Row>
  );
}

/** The one message of a refused form (a wrong password, an address already registered, a spent link): above the
 *  fields, announced as it appears, and focused, so a keyboard or screen-reader user starts again from what went
 *  wrong rather than from the button they pressed. It is the form's FORM_ERROR; it leaves while the form is sent
 *  again and comes back, focused again, when that attempt is refused too. */
import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';
import styled from 'styled-components';

const Alert = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 2px;
  }
`;

function FocusedAlert({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} role="alert" tabIndex={-1}>
      {message}
    </Alert>
  );
}

/** Place it first inside the <form>: it renders the form's submit error, if any, and nothing while sending. */
export function FormSubmitError() {
  const { submitError, submitting } = useFormState({ subscription: { submitError: true, submitting: true } });
  if (submitting || typeof submitError !== 'string' || submitError === '') return null;
  return <FocusedAlert message={submitError} />;
}

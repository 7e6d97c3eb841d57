/** The frame of the desk's sign-in and set-password pages, as the portal's other auth pages look: a narrow centred
 *  card with the page heading, which takes focus when it changes (the set-password page's second step). */
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CardPage } from 'shared-ui/card-page';

export const Lead = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

/** The heading takes focus only by script, to announce the step: no focus ring on it. */
const Frame = styled.div`
  h1:focus {
    outline: none;
  }
`;

export type DeskCardProps = {
  title: ReactNode;
  /** Changes when the card shows another step; the heading then takes focus. */
  step?: string;
  /** Takes focus as it first shows too: a card that replaced another (the answer of a check) announces itself. */
  announce?: boolean;
  children?: ReactNode;
};

/** The shared one-task page frame, whose heading takes focus when the step changes. */
export function DeskCard({ title, step, announce = false, children }: DeskCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // The first step keeps the browser's focus; a later one moves it to its heading.
    if (first.current && !announce) {
      first.current = false;
      return;
    }
    first.current = false;
    headingRef.current?.focus();
  }, [step, announce]);
  return (
    <Frame>
      <CardPage title={title} headingRef={headingRef}>
        {children}
      </CardPage>
    </Frame>
  );
}

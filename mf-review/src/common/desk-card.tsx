/** The frame of the desk's sign-in and set-password pages, as the portal's other auth pages look: a narrow centred
 *  card with the page heading, which takes focus when it changes (the set-password page's second step). */
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
`;

const Card = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.narrow};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Heading = styled.h1`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  &:focus {
    outline: none;
  }
`;

export const Lead = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

/** The one message of a refused form, announced as it appears. */
export const FormAlert = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export type DeskCardProps = {
  title: ReactNode;
  /** Changes when the card shows another step; the heading then takes focus. */
  step?: string;
  children?: ReactNode;
};

export function DeskCard({ title, step, children }: DeskCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // The first step keeps the browser's focus; a later one moves it to its heading.
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  return (
    <Section>
      <Card>
        <Heading ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        {children}
      </Card>
    </Section>
  );
}

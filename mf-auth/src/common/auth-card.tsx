/** The frame every auth page shares: a narrow centred card with the page's heading, so sign-in, sign-up and the
 *  link pages read the same way on a phone and a desktop. */
import type { ReactNode } from 'react';
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
`;

export const Lead = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.body};
  text-align: center;
`;

/** A row of page actions (a form's submit, "Go to dashboard"…) stacked on phones. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: center;
  }
`;

/** Secondary links under a form ("Forgot your password?", "Already have an account? Sign in"). */
export const FooterText = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export type AuthCardProps = {
  title: ReactNode;
  /** Shown above the heading, e.g. a Back button or an illustration. */
  before?: ReactNode;
  children?: ReactNode;
};

export function AuthCard({ title, before, children }: AuthCardProps) {
  return (
    <Section>
      <Card>
        {before}
        <Heading>{title}</Heading>
        {children}
      </Card>
    </Section>
  );
}

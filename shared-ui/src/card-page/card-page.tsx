/** The frame of the pages with one short task (sign-in, sign-up, the mailed-link pages, the review desk's sign-in and
 *  set-password): a narrow centred card with the page's heading, the same on a phone and a desktop. Imported as
 *  `shared-ui/card-page`, so only the remotes that show such a page carry it, not every first visit. */
import type { ReactNode, Ref } from 'react';
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

export type CardPageProps = {
  title: ReactNode;
  /** Shown above the heading, e.g. a Back button or an illustration. */
  before?: ReactNode;
  /** For a page that moves focus to its heading (a later step of a form); the heading is then focusable. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

export function CardPage({ title, before, headingRef, children }: CardPageProps) {
  return (
    <Section>
      <Card>
        {before}
        <Heading ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </Heading>
        {children}
      </Card>
    </Section>
  );
}

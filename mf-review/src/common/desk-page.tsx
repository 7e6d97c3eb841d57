/** The frame of the desk's operator pages: the page title, a bar naming the signed-in operator with Sign out,
 *  then the page's heading and content. The heading takes focus when the page opens, so a screen reader starts at
 *  the page that was asked for after a client-side navigation. */
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { Operator } from 'shared-contracts';
import { Button, FlexRow, HeaderRow, PageSection, usePageTitle } from 'shared-ui';
import { useOperatorSignOut } from '../features/operator-session/use-operator-sign-out';

const Bar = styled(FlexRow).attrs({ $spread: true, $gap: 'sm' })`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

export type DeskPageProps = {
  operator: Operator;
  /** The browser tab's title. */
  title: string;
  heading: ReactNode;
  /** Beside the heading: a status badge, a link back to the queue. */
  aside?: ReactNode;
  children: ReactNode;
};

export function DeskPage({ operator, title, heading, aside, children }: DeskPageProps) {
  usePageTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signOut = useOperatorSignOut();
  const email = operator.email;
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <PageSection aria-labelledby="review-heading">
      <Bar>
        <span>
          <Trans id="review.desk.signed-in-as">
            Review desk · signed in as <strong>{email}</strong>
          </Trans>
        </span>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={signOut.isSending}
          onClick={() => void signOut.run()}
        >
          <Trans id="review.desk.sign-out">Sign out</Trans>
        </Button>
      </Bar>
      <HeaderRow>
        <Heading id="review-heading" ref={headingRef} tabIndex={-1}>
          {heading}
        </Heading>
        {aside}
      </HeaderRow>
      {children}
    </PageSection>
  );
}

/** The frame the three ad pages share: a readable column, a back link above the heading, and a centred loading
 *  state, so application, resubmission and details look like one part of the portal. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from 'shared-ui';

export const Page = styled.div`
  width: 100%;
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

export const PageTitle = styled.h1`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const SectionTitle = styled.h2`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Card = styled.section`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  & > h2:first-child {
    margin-top: 0;
  }
`;

const Centred = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

export function BackLink({ to }: { to: string }) {
  return (
    <Button as={Link} to={to} variant="text" size="sm">
      <span aria-hidden="true">←</span>
      <Trans id="ads.common.back">Back</Trans>
    </Button>
  );
}

export function PageLoading({ children }: { children?: ReactNode }) {
  return (
    <Page aria-busy="true">
      {children}
      <LoadingSpinner />
    </Page>
  );
}

/** The loading state's spinner, for a page that shows its frame while it loads. */
export function LoadingSpinner() {
  return (
    <Centred>
      <Spinner size="lg" />
    </Centred>
  );
}

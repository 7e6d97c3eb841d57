/** The frame of mf-public's text pages (/contact, /faqs): a readable centred column that opens with the
 *  back-home link of the public pages (product.md, Pages), then the page's heading and content. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ROUTES } from 'shared-contracts';
import { uiMessages, useUiI18n } from 'shared-ui';

const Page = styled.div`
  max-width: 46rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space.xl};
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function PageLayout({ children }: { children: ReactNode }) {
  const i18n = useUiI18n();
  return (
    <Page>
      <BackLink to={ROUTES.home}>
        <span aria-hidden="true">←</span>
        {i18n._(uiMessages.backToHome)}
      </BackLink>
      {children}
    </Page>
  );
}

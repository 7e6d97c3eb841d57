/** The not-found page (product.md, Pages): for /404, any path no remote owns, and any path a remote does not match. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { usePageTitle } from 'shared-ui';

const Section = styled.section`
  max-width: ${({ theme }) => theme.sizes.narrow};
  margin: ${({ theme }) => `${theme.space.xxl} auto`};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  letter-spacing: 0.08em;
`;

const Message = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'shell.not-found.title', message: 'Page not found' }));
  return (
    <Section aria-labelledby="not-found-message">
      <Code aria-hidden="true">404</Code>
      <Message id="not-found-message">
        <Trans id="shell.not-found.message">Sorry, the URL or link you used is no longer valid.</Trans>
      </Message>
      <Link to={ROUTES.home}>
        <Trans id="shell.not-found.back-home">Back to Home</Trans>
      </Link>
    </Section>
  );
}

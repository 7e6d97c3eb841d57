/** The two footers (product.md, Pages): the regular one (logo, language, Sign in for signed-out visitors, links to FAQ,
 *  About, Contact, Terms, Cookie policy (site-links.tsx), cookie settings, copyright) and the minimal one of auth pages (copyright only). */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { openConsentSettings } from '../consent/consent-state';
import { Copyright } from './copyright';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';
import { FOOTER_ORDER, SiteLinkItems } from './site-links';

const Bar = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
  }
`;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a,
  button {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  text-decoration: underline;
  cursor: pointer;
  font-size: inherit;
`;

const Bottom = styled.div`
  max-width: ${({ theme }) => theme.sizes.content};
  margin: ${({ theme }) => `${theme.space.lg} auto 0`};
`;

/** `offerSignIn`: a signed-out visitor on an advertiser's page (not the review desk). */
export function Footer({ offerSignIn }: { offerSignIn: boolean }) {
  const { t } = useLingui();
  return (
    <Bar>
      <Inner>
        <Logo size={40} />
        <nav aria-label={t({ id: 'shell.footer.nav-label', message: 'Footer' })}>
          <LinkList>
            {offerSignIn ? (
              <li>
                <Link to={ROUTES.signIn}>
                  <Trans id="shell.footer.sign-in">Sign in</Trans>
                </Link>
              </li>
            ) : null}
            <SiteLinkItems faqLabel={<Trans id="shell.footer.faqs">FAQ</Trans>} order={FOOTER_ORDER} />
            <li>
              <TextButton type="button" onClick={openConsentSettings}>
                <Trans id="shell.footer.cookie-settings">Cookie settings</Trans>
              </TextButton>
            </li>
          </LinkList>
        </nav>
        <LanguageSelect />
      </Inner>
      <Bottom>
        <Copyright />
      </Bottom>
    </Bar>
  );
}

const MinimalBar = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export function MinimalFooter() {
  return (
    <MinimalBar>
      <Copyright />
    </MinimalBar>
  );
}

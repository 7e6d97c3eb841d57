/** The sticky top bar (product.md, Pages): the logo and product title linking home; Sign in and Sign up for visitors
 *  (the title shrinks to the logo on phones so both fit from 320 px); for a signed-in advertiser a Dashboard button on
 *  large screens and a menu button that opens the drawer on small ones. Auth pages have neither sidebar nor full
 *  footer, so there the bar carries the language choice (a globe on phones) and the Dashboard button at every
 *  width, as does the home page. The review desk's pages show none of an advertiser's buttons. */
import type { Ref } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button, theme } from 'shared-ui';
import { DRAWER_ID } from './drawer';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';

export const TOP_BAR_HEIGHT = theme.sizes.topBar;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  height: ${TOP_BAR_HEIGHT};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: 0 12px;

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `0 ${theme.space.md}`};
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `0 ${theme.space.lg}`};
  }
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The product title beside the logo: read by screen readers everywhere, shown from the small breakpoint up. */
const Title = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;

  ${({ theme }) => theme.media.sm} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const LargeOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export type TopBarProps = {
  signedIn: boolean;
  /** The menu button exists only where the sidebar does (not on auth pages). */
  hasMenu: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** The drawer gives focus back to this button when it closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** Auth pages: the language choice sits here, as neither the sidebar nor the full footer is shown. */
  showLanguage?: boolean;
  /** False on the review desk: no Sign in, Sign up, Dashboard or menu, which are an advertiser's. */
  advertiserActions?: boolean;
};

export function TopBar({
  signedIn,
  hasMenu,
  drawerOpen,
  onOpenDrawer,
  menuButtonRef,
  showLanguage = false,
  advertiserActions = true,
}: TopBarProps) {
  const { t } = useLingui();
  const dashboard = (
    <Button as={Link} to={ROUTES.dashboard} size="sm" variant="secondary">
      <Trans id="shell.top-bar.dashboard">Dashboard</Trans>
    </Button>
  );
  return (
    <Bar>
      <Inner>
        <Home to={ROUTES.home}>
          <Logo />
          <Title>
            <Trans id="shell.top-bar.title">Advertising</Trans>
          </Title>
        </Home>
        {showLanguage ? <LanguageSelect compact /> : null}
        {!advertiserActions ? null : signedIn ? (
          <>
            {/* Without the menu (auth pages) this button is the way to the dashboard on phones too. */}
            {hasMenu ? <LargeOnly>{dashboard}</LargeOnly> : dashboard}
            {hasMenu ? (
              <MenuButton
                ref={menuButtonRef}
                type="button"
                aria-label={t({ id: 'shell.top-bar.menu', message: 'Open menu' })}
                aria-expanded={drawerOpen}
                aria-controls={drawerOpen ? DRAWER_ID : undefined}
                onClick={onOpenDrawer}
              >
                <MenuIcon />
              </MenuButton>
            ) : null}
          </>
        ) : (
          <Actions>
            <Button as={Link} to={ROUTES.signIn} size="sm" variant="secondary">
              <Trans id="shell.top-bar.sign-in">Sign in</Trans>
            </Button>
            <Button as={Link} to={ROUTES.signUp} size="sm">
              <Trans id="shell.top-bar.sign-up">Sign up</Trans>
            </Button>
          </Actions>
        )}
      </Inner>
    </Bar>
  );
}

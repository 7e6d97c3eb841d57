/** What a signed-in advertiser can reach from anywhere (product.md, Pages): Ad dashboard, Billing and Account, Sign
 *  out, the language and small links to FAQ, About, Contact, Terms and Cookie policy. Shown as a sidebar or inside the
 *  drawer. A person in several accounts finds, above the links, the account they are in and the switch to the
 *  others. */
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { Button } from 'shared-ui';
import type { AccountSwitcher as AccountSwitcherComponent } from './account-switcher';
import { LanguageSelect } from './language-select';
import { SiteLinkItems } from './site-links';

const Menu = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const MainLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.neutralSoft};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const SmallLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};

  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Switcher = typeof AccountSwitcherComponent;

/** The account switcher, a chunk of its own loaded only for a person with several accounts (decision 0128). */
function useAccountSwitcher(wanted: boolean): Switcher | null {
  const [switcher, setSwitcher] = useState<Switcher | null>(null);
  useEffect(() => {
    if (!wanted || switcher) return undefined;
    let live = true;
    import(/* webpackChunkName: "account-switcher" */ './account-switcher').then(
      (module) => live && setSwitcher(() => module.AccountSwitcher),
      (error: unknown) => console.error('The account switcher could not be loaded', error),
    );
    return () => void (live = false);
  }, [wanted, switcher]);
  return wanted ? switcher : null;
}

export function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { session } = useShellServices();
  const { advertiser } = session.useSession();
  const AccountSwitcher = useAccountSwitcher((advertiser?.accounts.length ?? 0) > 1);
  const [signingOut, setSigningOut] = useState(false);
  async function logOut() {
    setSigningOut(true);
    try {
      await session.signOut();
    } finally {
      setSigningOut(false);
      onNavigate?.();
    }
  }
  return (
    <Menu>
      {AccountSwitcher && advertiser ? (
        <AccountSwitcher advertiser={advertiser} onSwitched={onNavigate} />
      ) : null}
      <MainLinks>
        <li>
          <NavLink to={ROUTES.dashboard} end onClick={onNavigate}>
            <Trans id="shell.sidebar.dashboard">Ad dashboard</Trans>
          </NavLink>
        </li>
        <li>
          <NavLink to={ROUTES.billing} onClick={onNavigate}>
            <Trans id="shell.sidebar.billing">Billing</Trans>
          </NavLink>
        </li>
        <li>
          <NavLink to={ROUTES.account} onClick={onNavigate}>
            <Trans id="shell.sidebar.account">Account</Trans>
          </NavLink>
        </li>
      </MainLinks>
      <Button type="button" variant="secondary" size="sm" loading={signingOut} onClick={logOut}>
        <Trans id="shell.sidebar.logout">Sign out</Trans>
      </Button>
      <LanguageSelect />
      <SmallLinks>
        <SiteLinkItems faqLabel={<Trans id="shell.sidebar.faq">FAQ</Trans>} onNavigate={onNavigate} />
      </SmallLinks>
    </Menu>
  );
}

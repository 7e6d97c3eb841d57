/** The accounts of a person who belongs to several (decision 0121), at the top of the account menu: who is signed
 *  in and in which account, and a menu button that lists every account with the person's role there, the current
 *  one checked. Choosing another asks the API to move the session there; the session store then drops what the
 *  pages had read of the previous account and tells the other tabs (decision 0128), and the portal opens the
 *  dashboard with a toast naming the account. A failure changes nothing and says so. A chunk of its own, loaded
 *  only for people with several accounts (sidebar-menu.tsx). */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROLE_NAMES, ROUTES, type AccountSummary, type Advertiser, type Role } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { Button, useLocalizedText } from 'shared-ui';

const Box = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Who = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  overflow-wrap: anywhere;
`;

const Person = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Menu = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Item = styled.button`
  display: grid;
  grid-template-columns: 1.25rem 1fr;
  align-items: start;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.neutralSoft};
  }
  &[aria-checked='true'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
`;

/** The account's name, else a number the person can tell apart (the record has no other name for it). */
export function useAccountName(): (account: Pick<AccountSummary, 'id' | 'name'>) => string {
  const { t } = useLingui();
  return (account) => account.name ?? t({ id: 'shell.accounts.unnamed', message: `Account ${account.id}` });
}

function useRoleName(): (role: Role) => string {
  const text = useLocalizedText();
  return (role) => text(ROLE_NAMES[role]);
}

export type AccountSwitcherProps = {
  advertiser: Advertiser;
  /** After a switch, when the portal is on its way to the dashboard (the drawer closes). */
  onSwitched?: () => void;
};

export function AccountSwitcher({ advertiser, onSwitched }: AccountSwitcherProps) {
  const { t } = useLingui();
  const { api, session, navigation, toast } = useShellServices();
  const accountName = useAccountName();
  const roleName = useRoleName();
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();
  // After a failed switch focus goes back to the button, once it is enabled again.
  const refocus = useRef(false);
  useEffect(() => {
    if (switching || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [switching]);
  const current = advertiser.accounts.find((account) => account.id === advertiser.id);
  const currentName = accountName(current ?? { id: advertiser.id, name: null });

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];

  // Opened: focus goes to the current account. A click outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const all = items();
    (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') return setOpen(false);
    else return undefined;
    // Escape closes the menu only, not the drawer around it.
    event.preventDefault();
    event.stopPropagation();
    return undefined;
  }

  async function choose(account: AccountSummary) {
    close();
    if (account.id === advertiser.id) return;
    const name = accountName(account);
    setSwitching(true);
    const result = await api.advertisers.switchAccount({ accountId: account.id });
    refocus.current = !result.ok;
    setSwitching(false);
    if (!result.ok) {
      // Not a member any more: the list was out of date, so the session is read again.
      if (result.error.code === 'NOT_FOUND') {
        toast.error(t({ id: 'shell.accounts.gone', message: `You are no longer a member of ${name}.` }));
        void session.refresh();
      } else {
        toast.error(
          t({ id: 'shell.accounts.failed', message: `Could not switch to ${name}. Please try again.` }),
        );
      }
      return;
    }
    const now = accountName(result.data.accounts.find(({ id }) => id === result.data.id) ?? account);
    // The store drops the previous account's reads before anything renders again, and tells the other tabs.
    session.setAdvertiser(result.data);
    navigation.navigate(ROUTES.dashboard);
    toast.success(t({ id: 'shell.accounts.switched', message: `Now working in ${now}` }));
    onSwitched?.();
  }

  return (
    <Box ref={box}>
      <Who>
        <Person>{advertiser.name ?? advertiser.email}</Person>
        <Muted>{currentName}</Muted>
      </Who>
      <Button
        ref={button}
        id={buttonId}
        type="button"
        variant="secondary"
        size="sm"
        loading={switching}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {switching ? (
          <Trans id="shell.accounts.switching">Switching account…</Trans>
        ) : (
          <Trans id="shell.accounts.switch">Switch account</Trans>
        )}
      </Button>
      {open ? (
        <Menu ref={menu} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKey}>
          {advertiser.accounts.map((account) => {
            const name = accountName(account);
            const role = roleName(account.role);
            const checked = account.id === advertiser.id;
            return (
              <li key={account.id} role="none">
                <Item
                  type="button"
                  role="menuitemradio"
                  aria-checked={checked}
                  aria-label={t({ id: 'shell.accounts.item', message: `${name}, ${role}` })}
                  tabIndex={-1}
                  onClick={() => void choose(account)}
                >
                  <span aria-hidden="true">{checked ? '✓' : ''}</span>
                  <Lines>
                    <span>{name}</span>
                    <Muted>{role}</Muted>
                  </Lines>
                </Item>
              </li>
            );
          })}
        </Menu>
      ) : null}
    </Box>
  );
}

/** The sidebar on small screens: a modal drawer that takes focus when it opens, keeps Tab inside, closes on
 *  Escape, on the backdrop or after a link, and gives focus back to the menu button. */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from 'shared-ui';
import { SidebarMenu } from './sidebar-menu';

export const DRAWER_ID = 'shell-drawer';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer + 1};
  width: min(320px, 86vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Header = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} 0`};
`;

const CloseButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.neutralSoft};
  }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type DrawerProps = { onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> };

export function Drawer({ onClose, returnFocusTo }: DrawerProps) {
  const { t } = useLingui();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    close.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const opener = returnFocusTo.current;
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [returnFocusTo]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <Backdrop onClick={onClose} aria-hidden="true" />
      <Panel
        ref={panel}
        id={DRAWER_ID}
        role="dialog"
        aria-modal="true"
        aria-label={t({ id: 'shell.drawer.label', message: 'Menu' })}
        onKeyDown={onKeyDown}
      >
        <Header>
          <CloseButton ref={close} type="button" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <VisuallyHidden>
              <Trans id="shell.drawer.close">Close menu</Trans>
            </VisuallyHidden>
          </CloseButton>
        </Header>
        <nav aria-label={t({ id: 'shell.sidebar.label', message: 'Account menu' })}>
          <SidebarMenu onNavigate={onClose} />
        </nav>
      </Panel>
    </>
  );
}

/** The sidebar on small screens: a modal drawer, the native `<dialog>` opened with `showModal()` (decision 0112),
 *  that takes focus when it opens, leaves the page behind inert, closes on Escape, on the backdrop or after a link,
 *  and gives focus back to the menu button. */
import { useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from 'shared-ui';
import { SidebarMenu } from './sidebar-menu';

export const DRAWER_ID = 'shell-drawer';

/** The browser's modal dialog (decision 0112), held to the left edge: `showModal()` makes the page behind inert and
 *  turns Escape into a `cancel` event; its ::backdrop dims the page. */
const Panel = styled.dialog`
  box-sizing: border-box;
  inset: 0 auto 0 0;
  width: min(320px, 86vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow-y: auto;
  color: inherit;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
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

export type DrawerProps = { onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> };

/** A click on the ::backdrop reaches the dialog itself, at a point outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x >= box.right || y < box.top || y >= box.bottom;
}

export function Drawer({ onClose, returnFocusTo }: DrawerProps) {
  const { t } = useLingui();
  const panel = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  // Read by the native events, which may come after a render changed the prop.
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;

  useLayoutEffect(() => {
    const dialog = panel.current;
    if (!dialog) return undefined;
    const opener = returnFocusTo.current;
    let unmounting = false;
    // Escape: the browser's cancel; the layout closes the drawer by unmounting it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latestOnClose.current();
    };
    // Closed by the browser without a cancel it could stop. A close event of an earlier opening (development's
    // double effects close and open again at once) finds the dialog open and is ignored.
    const onNativeClose = () => {
      if (!unmounting && !dialog.open) latestOnClose.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.showModal();
    close.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      unmounting = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [returnFocusTo]);

  return (
    <Panel
      ref={panel}
      id={DRAWER_ID}
      aria-modal="true"
      aria-label={t({ id: 'shell.drawer.label', message: 'Menu' })}
      onClick={(event) => {
        if (onBackdrop(event)) onClose();
      }}
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
  );
}

/** A modal dialog (SPEC §2: delete confirmation, account dialogs, sign-up success): role=dialog labelled by its
 *  title, focus moved inside and trapped there, Escape and the Close button close it, and focus returns to the
 *  element that opened it. Rendered into document.body so no ancestor's overflow or z-index can clip it. */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { Language } from 'shared-contracts';
import { Button, uiMessages, useUiI18n } from 'shared-ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.narrow};
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons after Close, e.g. a danger "Delete ad" or a primary "Save". */
  actions?: ReactNode;
  /** The text of the closing button ("Cancel" for forms); defaults to Close in the current language. */
  closeLabel?: string;
  /** Leave out the Close button when `actions` already offer a way out. */
  hideCloseButton?: boolean;
  /** Keep the dialog open on Escape, e.g. while a request it started is running. */
  dismissible?: boolean;
  language?: Language;
};

export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  children,
  actions,
  closeLabel,
  hideCloseButton = false,
  dismissible = true,
  language,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const i18n = useUiI18n(language);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const autofocus = panel.querySelector<HTMLElement>('[data-autofocus], [autofocus]');
      (autofocus ?? focusableIn(panel)[0] ?? panel).focus();
    }
    // Focus that lands outside (a click on the page behind, a screen reader jump) is pulled back in.
    function keepFocusInside(event: FocusEvent) {
      if (panel && event.target instanceof Node && !panel.contains(event.target))
        (focusableIn(panel)[0] ?? panel).focus();
    }
    document.addEventListener('focusin', keepFocusInside);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <Backdrop onKeyDown={onKeyDown}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        {children}
        {hideCloseButton && !actions ? null : (
          <Footer>
            {hideCloseButton ? null : (
              <Button type="button" variant="secondary" onClick={onClose}>
                {closeLabel ?? i18n._(uiMessages.close)}
              </Button>
            )}
            {actions}
          </Footer>
        )}
      </Panel>
    </Backdrop>
  );
}

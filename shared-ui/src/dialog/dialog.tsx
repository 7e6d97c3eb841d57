/** A modal dialog (delete confirmation, account dialogs, sign-up success; decision 0112): the native `<dialog>`
 *  opened with `showModal()`, labelled by its title. The browser moves focus inside and makes the page behind inert;
 *  Escape and the Close button close it (a click on the backdrop does not), and focus returns to the element that
 *  opened it. Rendered into document.body, so it never sits inside a page's form. */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { Language } from 'shared-contracts';
import { Button, uiMessages, useUiI18n } from 'shared-ui';

/** The browser's modal dialog (decision 0112): `showModal()` puts it in the top layer above everything, makes the
 *  page behind inert and turns Escape into a `cancel` event; its ::backdrop dims the page. */
const Panel = styled.dialog`
  box-sizing: border-box;
  width: calc(100% - 2 * ${({ theme }) => theme.space.md});
  max-width: ${({ theme }) => theme.sizes.narrow};
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  margin: auto;
  padding: ${({ theme }) => theme.space.lg};
  border: 0;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
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
  const panelRef = useRef<HTMLDialogElement>(null);
  const i18n = useUiI18n(language);
  // Read by the native events, which may come after a render changed the props.
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let unmounting = false;
    // Escape (or another close request): the browser's cancel, which this dialog answers itself.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // Closed by the browser without a cancel it could stop (say a second Escape with no click in between). A close
    // event of an earlier opening (development's double effects close and open again at once) finds it open.
    const onNativeClose = () => {
      if (unmounting || panel.open) return;
      if (latest.current.dismissible) latest.current.onClose();
      else panel.showModal();
    };
    panel.addEventListener('cancel', onCancel);
    panel.addEventListener('close', onNativeClose);
    // The browser moves focus to the first focusable element inside; a `data-autofocus` one is preferred.
    panel.showModal();
    panel.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      unmounting = true;
      panel.removeEventListener('cancel', onCancel);
      panel.removeEventListener('close', onNativeClose);
      if (panel.open) panel.close();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <Panel ref={panelRef} aria-modal="true" aria-labelledby={titleId}>
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
  );
}

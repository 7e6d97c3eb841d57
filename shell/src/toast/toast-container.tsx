/** The one toast container of the page (product.md, Messages; shared-contracts/src/limits.ts): bottom-center, 4000 ms,
 *  at most 20 at once, announced politely. Its region label and close buttons speak the page language, and every kind
 *  of toast uses the portal's own colours, whose white text meets WCAG AA contrast (4.5:1) on them. It is the "toasts"
 *  chunk with react-toastify, loaded with the page's first notification (toast-host.tsx). */
import { useEffect, type CSSProperties } from 'react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { useLingui } from '@lingui/react/macro';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_POSITION } from 'shared-contracts';
import { theme } from 'shared-ui';
import { toastContainerMounted } from './toast-library';

/** While the cookie banner is shown, the toasts rise above it (consent-banner.tsx sets the space it takes), so
 *  none covers its buttons; never higher than leaves room for a toast at the top of the window. */
// A custom property is no CSS property React types know; the object is a valid style all the same.
const aboveConsentBanner = {
  '--toastify-toast-bottom':
    'max(var(--toastify-toast-offset, 16px), env(safe-area-inset-bottom), min(var(--consent-banner-space, 0px), 100vh - 120px))',
  // On screens up to 480 px the library's stylesheet sets `bottom` itself rather than through its variable; the
  // container's own style wins over it there too.
  bottom: 'var(--toastify-toast-bottom)',
} as CSSProperties;

/** Background and text of each kind of toast. */
export const TOAST_COLOURS = {
  success: { background: theme.colors.success, text: theme.colors.onPrimary },
  error: { background: theme.colors.danger, text: theme.colors.onDanger },
  info: { background: theme.colors.info, text: theme.colors.onPrimary },
} as const;

/** Set on the container, they win over the library's defaults on :root for every toast inside it. */
const colourVariables = Object.fromEntries(
  Object.entries(TOAST_COLOURS).flatMap(([kind, { background, text }]) => [
    [`--toastify-color-${kind}`, background],
    [`--toastify-text-color-${kind}`, text],
  ]),
) as CSSProperties;

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 14 16">
      <path
        fillRule="evenodd"
        d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
      />
    </svg>
  );
}

export function ToastContainerHost() {
  const { t } = useLingui();
  // After the container's own subscription, which runs first as a child's effect.
  useEffect(() => toastContainerMounted(), []);
  const closeLabel = t({ id: 'shell.toast.close', message: 'Close notification' });
  const closeButton = ({ closeToast, theme: toastTheme }: CloseButtonProps) => (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${toastTheme}`}
      aria-label={closeLabel}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <CloseIcon />
    </button>
  );
  return (
    <ToastContainer
      aria-label={t({ id: 'shell.toast.region', message: 'Notifications (Alt+T)' })}
      position={TOAST_POSITION}
      autoClose={TOAST_DURATION_MS}
      limit={TOAST_LIMIT}
      newestOnTop={false}
      closeOnClick={false}
      closeButton={closeButton}
      pauseOnFocusLoss
      pauseOnHover
      draggable={false}
      // The library labels its countdown bar "notification timer" in English whatever the page's language; the
      // time a toast stays is not information, so there is no bar.
      hideProgressBar
      theme="colored"
      style={{ ...colourVariables, ...aboveConsentBanner }}
    />
  );
}

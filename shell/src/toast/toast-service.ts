/** ShellServices.toast over react-toastify, loaded with the first notification (toast-library.ts): every remote's notifications share one container (bottom-center,
 *  4000 ms, at most 20 shown), and `delayMs` lets a page announce something a moment later (payment complete).
 *  A toast's id is its kind and message, so the same message shown again while it is up does not stack. An error
 *  belongs to the page it happened on: leaving the page dismisses it (dismissPageErrors), so a wrong password is
 *  not still showing on the dashboard after the right one. A success may announce the next page, so it stays. */
import type { ToastOptions, ToastService } from 'shell-runtime';
import { loadToastLibrary } from './toast-library';

type Kind = 'success' | 'error' | 'info';

/** The error toasts shown since the page last changed. */
const pageErrors = new Set<string>();

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  const toastId = `${kind}:${message}`;
  const display = () => {
    if (kind === 'error') pageErrors.add(toastId);
    loadToastLibrary()
      .then(({ toast }) =>
        toast[kind](message, options.durationMs ? { toastId, autoClose: options.durationMs } : { toastId }),
      )
      .catch((error: unknown) => console.error('A notification could not be shown', error));
  };
  if (options.delayMs && options.delayMs > 0) setTimeout(display, options.delayMs);
  else display();
}

export function createToastService(): ToastService {
  return {
    success: (message, options) => show('success', message, options),
    error: (message, options) => show('error', message, options),
    info: (message, options) => show('info', message, options),
  };
}

/** Dismisses the error toasts of the page the visitor is leaving (route-change-effects.tsx calls it). */
export function dismissPageErrors(): void {
  if (pageErrors.size === 0) return;
  const ids = [...pageErrors];
  pageErrors.clear();
  loadToastLibrary()
    .then(({ toast }) => ids.forEach((id) => toast.dismiss(id)))
    .catch((error: unknown) => console.error('A notification could not be dismissed', error));
}

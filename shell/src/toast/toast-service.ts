/** ShellServices.toast over react-toastify, loaded with the first notification (toast-library.ts): every remote's notifications share one container (bottom-center,
 *  4000 ms, at most 20 shown), and `delayMs` lets a page announce something a moment later (payment complete).
 *  A toast's id is its kind and message, so the same message shown again while it is up does not stack. */
import type { ToastOptions, ToastService } from 'shared-contracts';
import { loadToastLibrary } from './toast-library';

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  const toastId = `${kind}:${message}`;
  const display = () => {
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

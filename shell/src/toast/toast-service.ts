/** ShellServices.toast over react-toastify: every remote's notifications share one container (bottom-center,
 *  4000 ms, at most 20 shown), and `delayMs` lets a page announce something a moment later (payment complete).
 *  A toast's id is its kind and message, so the same message shown again while it is up does not stack. */
import { toast } from 'react-toastify';
import type { ToastOptions, ToastService } from 'shared-contracts';

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  const toastId = `${kind}:${message}`;
  const display = () =>
    toast[kind](message, options.durationMs ? { toastId, autoClose: options.durationMs } : { toastId });
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

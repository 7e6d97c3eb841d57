/** react-toastify is not part of the portal's start (decision 0040): the first notification of a page loads it, as
 *  the "toasts" chunk, and asks the host to mount the container. A toast is handed to react-toastify only once the
 *  container is mounted: one queued before would be lost when StrictMode mounts the container a second time. */
import { createStore } from 'zustand/vanilla';

export const toastHostRequests = createStore<{ wanted: boolean }>()(() => ({ wanted: false }));

export type ToastLibrary = typeof import('react-toastify');

let library: Promise<ToastLibrary> | null = null;
let markMounted: () => void = () => undefined;
const containerMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The container's effect calls this once it is mounted (and subscribed to react-toastify's store). */
export function toastContainerMounted(): void {
  markMounted();
}

export function loadToastLibrary(): Promise<ToastLibrary> {
  if (!toastHostRequests.getState().wanted) toastHostRequests.setState({ wanted: true });
  library ??= import(/* webpackChunkName: "toasts" */ 'react-toastify').catch((error: unknown) => {
    library = null; // the next notification tries again
    throw error;
  });
  return Promise.all([library, containerMounted]).then(([loaded]) => loaded);
}

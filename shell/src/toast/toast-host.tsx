/** Where the page's toast container goes (shared-contracts/src/limits.ts). Nothing is loaded until the first
 *  notification asks for it (toast-library.ts); then the container chunk mounts here and shows what was asked. */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { toastHostRequests } from './toast-library';

const ToastContainerHost = lazy(() =>
  import(/* webpackChunkName: "toasts" */ './toast-container').then((module) => ({
    default: module.ToastContainerHost,
  })),
);

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Notifications could not be loaded', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ToastHost() {
  const wanted = useStore(toastHostRequests, (state) => state.wanted);
  if (!wanted) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <ToastContainerHost />
      </Suspense>
    </QuietBoundary>
  );
}

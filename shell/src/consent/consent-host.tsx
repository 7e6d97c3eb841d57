/** Cookie consent after the first paint: the stored decisions are applied without loading anything more, and the
 *  banner (a separate chunk) loads only when there is no decision to apply, or at once when someone asks for Cookie
 *  settings; klaro itself waits for the visitor's choice (decision 0029). A prerendered page that showed the banner
 *  (decision 0130) has it load at once, and its picture stays until the banner is on screen. If a chunk cannot load,
 *  the page carries on without it. */
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { consentController } from './consent-manager';
import { consentSettingsRequests } from './consent-state';
import { bannerPictureShown, dropBannerPicture } from '../prerendered/take-over';

const ConsentBanner = lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
);

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Cookie consent could not be loaded', error);
    dropBannerPicture();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function afterFirstPaint(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

export function ConsentHost() {
  // The picture showed the banner to a visitor without a decision: no wait for the first paint.
  const [asks, setAsks] = useState(() => bannerPictureShown() && !consentController().hasDecision());
  const requested = useStore(consentSettingsRequests, (state) => state.requests > 0);
  useEffect(
    () =>
      afterFirstPaint(() => {
        const ask = !consentController().hasDecision();
        if (!ask) dropBannerPicture();
        setAsks(ask);
      }),
    [],
  );
  if (!asks && !requested) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <ConsentBanner />
      </Suspense>
    </QuietBoundary>
  );
}

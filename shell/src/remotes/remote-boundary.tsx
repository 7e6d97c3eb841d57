/** Loads one remote inside an error boundary placed inside the layout, so a remote that is down, 404s or throws
 *  while rendering shows a clear message with Retry while the top bar, sidebar and footer stay (docs/architecture.md
 *  "How the shell composes remotes at run time"). Retry makes a new load and remounts the boundary through its key.
 *  While the remote loads, the spinner is the page's content, not a Suspense fallback: React reveals content that
 *  replaces a fallback no sooner than 300 ms after the fallback appeared, which held the first page back by that
 *  much. The loaded remote renders in a transition, so its page's own lazy chunk keeps the spinner on screen until
 *  the page can show whole (decision 0055). A remote that has already loaded renders in the same render. The page
 *  area's Suspense boundary is the route table's, one for every remote, so a route change into another remote keeps
 *  the page on screen until the next one can show, as React does for a transition under a boundary already shown.
 *  The first page renders once the interface language's catalogue is in (decision 0060), by which time its remote,
 *  preloaded by the page's hints, may have loaded too: that first render still shows the spinner and the remote's
 *  routes follow in a transition, since the first render is not one and the page's chunk would commit a fallback. */
import {
  Component,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from 'shared-ui';
import type { RemoteModule } from 'shell-runtime';
import { PageSpinner } from '../layout/page-spinner';
import { RemoteRoutes } from './remote-routes';
import { outcomeOf, track } from './settled';

type BoundaryProps = { children: ReactNode; onRetry: () => void; resetKey: string };
type BoundaryState = { error: unknown };

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('A remote failed without a reason') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A portal section failed to load or render', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    // Navigating elsewhere in the same remote gives it a fresh attempt instead of keeping the old failure.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.props.onRetry();
  }

  override render() {
    if (this.state.error) return <RemoteError onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** The panel of every in-layout failure: a remote that cannot load, a malformed remotes.json, a refused remote. */
export const ErrorPanel = styled.div`
  max-width: ${({ theme }) => theme.sizes.narrow};
  margin: ${({ theme }) => `${theme.space.xxl} auto`};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export function RemoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorPanel role="alert">
      <h1>
        <Trans id="shell.remote-error.title">This page could not be loaded</Trans>
      </h1>
      <p>
        <Trans id="shell.remote-error.body">
          Part of the portal is not responding right now. Please check your connection and try again.
        </Trans>
      </p>
      <Button type="button" onClick={onRetry}>
        <Trans id="shell.remote-error.retry">Retry</Trans>
      </Button>
    </ErrorPanel>
  );
}

export type RemoteBoundaryProps = {
  /** Loads the remote's module; called again on every Retry. */
  load: () => Promise<RemoteModule>;
};

/** A load that starts on its first call and is shared by the later ones. */
function loadOnce(load: () => Promise<RemoteModule>): () => Promise<RemoteModule> {
  let pending: Promise<RemoteModule> | undefined;
  return () => (pending ??= track(load()));
}

/** Whether the portal's first render has been committed: ShellApp marks it after its first commit. Alone (in a
 *  test), a boundary counts as rendering after it. */
export type FirstRender = { committed: boolean };
export const FirstRenderContext = createContext<FirstRender>({ committed: true });

/** The page area for one load: the remote's routes once it has loaded, its failure for the error boundary, and the
 *  spinner until then, or while the first render is held back. */
function RemoteOutcome({ pending, held }: { pending: Promise<RemoteModule>; held: boolean }) {
  if (held) return <PageSpinner />;
  const outcome = outcomeOf(pending);
  if (outcome.status === 'fulfilled') return <RemoteRoutes module={outcome.value} />;
  if (outcome.status === 'rejected') throw outcome.reason;
  return <PageSpinner />;
}

export function RemoteBoundary({ load }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // A new attempt is a new load; the loader forgets a failure, so Retry reaches the network again. The load starts
  // when the page first renders, once per attempt however often React calls the memo.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const pending = useMemo(() => loadOnce(load), [load, attempt])();
  const [, settled] = useReducer((count: number) => count + 1, 0);
  const waiting = outcomeOf(pending).status === 'pending';
  const firstRender = useContext(FirstRenderContext);
  const [held, release] = useReducer(
    () => false,
    null,
    () => !firstRender.committed && outcomeOf(pending).status === 'fulfilled',
  );
  useEffect(() => {
    if (held) startTransition(release);
  }, [held]);
  useEffect(() => {
    if (!waiting) return undefined;
    let current = true;
    pending.then(
      () => {
        if (current) startTransition(settled);
      },
      () => {
        if (current) settled();
      },
    );
    return () => {
      current = false;
    };
  }, [pending, waiting]);
  return (
    <RemoteErrorBoundary key={attempt} resetKey={pathname} onRetry={() => setAttempt((n) => n + 1)}>
      <RemoteOutcome pending={pending} held={held} />
    </RemoteErrorBoundary>
  );
}

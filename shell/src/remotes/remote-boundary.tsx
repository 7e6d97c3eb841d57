/** Loads one remote inside Suspense and an error boundary placed inside the layout, so a remote that is down, 404s
 *  or throws while rendering shows a clear message with Retry while the top bar, sidebar and footer stay
 *  (ARCHITECTURE). Retry makes a new lazy load and remounts the boundary through its key. */
import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from 'shared-ui';
import type { RemoteModule } from 'shared-contracts';
import { PageSpinner } from '../layout/page-spinner';
import { RemoteRoutes } from './remote-routes';

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

export function RemoteBoundary({ load }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const RemotePage = useMemo<ComponentType>(
    () =>
      lazy(async () => {
        const module = await load();
        return { default: () => <RemoteRoutes module={module} /> };
      }),
    // A new attempt is a new lazy component: React.lazy keeps a rejection forever.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [load, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} resetKey={pathname} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <RemotePage />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** What a list or a section shows instead of its data: a framed panel while it loads (a spinner with the remote's
 *  label), when it could not be loaded (the remote's message and a Retry button), or when there is nothing yet
 *  (the remote's own heading, text and action inside `StatePanel`). The error panel is an alert. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { uiMessages } from '../i18n/ui-messages';
import { useUiI18n } from '../i18n/ui-i18n';
import { Spinner } from '../spinner/spinner';

/** md inside a card, lg on its own in a page. */
export type StatePanelSize = 'md' | 'lg';

export const StatePanel = styled.div<{ $size?: StatePanelSize }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme, $size = 'lg' }) =>
    $size === 'lg' ? `${theme.space.xxl} ${theme.space.lg}` : `${theme.space.xl} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;

  p {
    margin: 0;
    max-width: 36em;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

type PanelProps = { size?: StatePanelSize; className?: string };

export type LoadingPanelProps = PanelProps & {
  /** The spinner's spoken text, e.g. "Loading your ads". */
  label: string;
};

export function LoadingPanel({ label, size, className }: LoadingPanelProps) {
  return (
    <StatePanel $size={size} className={className}>
      <Spinner size="lg" label={label} />
    </StatePanel>
  );
}

export type LoadErrorPanelProps = PanelProps & {
  /** What could not be loaded and what to do. */
  children: ReactNode;
  onRetry: () => void;
  /** Busy Retry while the new attempt runs. */
  retrying?: boolean;
  /** Replaces shared-ui's "Retry" where a remote words it otherwise. */
  retryLabel?: ReactNode;
};

export function LoadErrorPanel({
  children,
  onRetry,
  retrying = false,
  retryLabel,
  size,
  className,
}: LoadErrorPanelProps) {
  const i18n = useUiI18n();
  return (
    <StatePanel role="alert" $size={size} className={className}>
      <p>{children}</p>
      <Button type="button" variant="secondary" loading={retrying} onClick={onRetry}>
        {retryLabel ?? i18n._(uiMessages.retry)}
      </Button>
    </StatePanel>
  );
}

/** A loading indicator. Standalone it is a polite status with a spoken label ("Loading" / "読み込み中");
 *  inside a busy button it is decorative, because the button itself carries aria-busy. */
import styled, { keyframes } from 'styled-components';
import type { Language } from 'shared-contracts';
import { uiMessages } from '../i18n/ui-messages';
import { useUiI18n } from '../i18n/ui-i18n';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Circle = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: middle;
  animation: ${spin} 0.75s linear infinite;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const SIZES = { sm: '1em', md: '1.5rem', lg: '2.5rem' } as const;

export type SpinnerProps = {
  size?: keyof typeof SIZES;
  /** Spoken text; defaults to "Loading" in the current language. */
  label?: string;
  /** Hide it from assistive technology when something else announces the busy state. */
  decorative?: boolean;
  language?: Language;
  className?: string;
  'data-testid'?: string;
};

export function Spinner({
  size = 'md',
  label,
  decorative = false,
  language,
  className,
  ...rest
}: SpinnerProps) {
  const i18n = useUiI18n(language);
  const testId = rest['data-testid'];
  if (decorative)
    return <Circle $size={SIZES[size]} aria-hidden="true" className={className} data-testid={testId} />;
  return (
    <Status
      role="status"
      aria-label={label ?? i18n._(uiMessages.loading)}
      className={className}
      data-testid={testId}
    >
      <Circle $size={SIZES[size]} aria-hidden="true" />
    </Status>
  );
}

/** An ad's status as a coloured label (product.md, Ad statuses: UNPAID shows "Failed Payment", PENDING "Pending
 *  Review"…). The words come from AD_STATUS_LABELS in the current language, so colour is never the only signal. */
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { type AdStatus, type Language } from 'shared-contracts';
import { AD_STATUS_LABELS } from 'shared-contracts/api';
import { useLocalizedText } from '../i18n/localized-text';

type Tone = { color: (theme: DefaultTheme) => string; background: (theme: DefaultTheme) => string };

const TONES: Record<AdStatus, Tone> = {
  UNPAID: { color: (t) => t.colors.danger, background: (t) => t.colors.dangerSoft },
  PENDING: { color: (t) => t.colors.warning, background: (t) => t.colors.warningSoft },
  ACTIVE: { color: (t) => t.colors.success, background: (t) => t.colors.successSoft },
  PAUSED: { color: (t) => t.colors.info, background: (t) => t.colors.infoSoft },
  ENDED: { color: (t) => t.colors.textMuted, background: (t) => t.colors.neutralSoft },
  REJECTED: { color: (t) => t.colors.danger, background: (t) => t.colors.dangerSoft },
  REFUNDED: { color: (t) => t.colors.textMuted, background: (t) => t.colors.neutralSoft },
};

const Badge = styled.span<{ $status: AdStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $status }) => TONES[$status].color(theme)};
  background: ${({ theme, $status }) => TONES[$status].background(theme)};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5;
  white-space: nowrap;

  &::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: currentColor;
  }
`;

export type StatusBadgeProps = { status: AdStatus; language?: Language; className?: string };

export function StatusBadge({ status, language, className }: StatusBadgeProps) {
  const text = useLocalizedText(language);
  return (
    <Badge $status={status} className={className} data-status={status}>
      {text(AD_STATUS_LABELS[status])}
    </Badge>
  );
}

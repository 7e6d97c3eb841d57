/** The pause/resume switch of one dashboard row (product.md, Ad statuses): on means the ad is ACTIVE, off PAUSED,
 *  and the word beside it (Active, Paused) is the status itself, so no badge repeats it. Only ACTIVE and PAUSED ads
 *  can be switched; the others show their status badge and no switch at all. */
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { type Ad, type Language } from 'shared-contracts';
import { AD_STATUS_LABELS } from 'shared-contracts/api';
import { Spinner, useLocalizedText } from 'shared-ui';

const Control = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const State = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  padding: 0;
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.neutralSoft)};
  cursor: pointer;
  transition:
    background 0.15s,
    border-color 0.15s;

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Thumb = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 2px;
  left: ${({ $on }) => ($on ? '22px' : '2px')};
  display: flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font-size: 12px;
  transition: left 0.15s;
`;

export type StatusSwitchProps = {
  ad: Ad;
  language: Language;
  pending: boolean;
  onToggle: (ad: Ad) => void;
};

/** For an ACTIVE or PAUSED ad only. While its change is sent it stays focusable (aria-busy) and ignores clicks,
 *  so focus stays on it and lands on the new state. */
export function StatusSwitch({ ad, language, pending, onToggle }: StatusSwitchProps) {
  const { t } = useLingui();
  const text = useLocalizedText(language);
  const on = ad.status === 'ACTIVE';
  const title = ad.title;
  return (
    <Control>
      <Track
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t({ id: 'dashboard.table.status-switch', message: `Status of ${title}: active` })}
        aria-busy={pending || undefined}
        $on={on}
        onClick={() => {
          if (!pending) onToggle(ad);
        }}
      >
        <Thumb $on={on}>{pending ? <Spinner size="sm" decorative /> : null}</Thumb>
      </Track>
      <State aria-hidden="true">{text(AD_STATUS_LABELS[ad.status])}</State>
    </Control>
  );
}

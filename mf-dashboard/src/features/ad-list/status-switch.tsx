/** The pause/resume switch of one dashboard row (SPEC §4): on means the ad is running. Only ACTIVE and PAUSED ads
 *  can be switched; every other status shows a disabled switch beside its status badge. */
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { type Ad } from 'shared-contracts';
import { canToggleStatus } from 'shared-contracts/api';
import { Spinner } from 'shared-ui';

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

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
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
  pending: boolean;
  onToggle: (ad: Ad) => void;
};

export function StatusSwitch({ ad, pending, onToggle }: StatusSwitchProps) {
  const { t } = useLingui();
  const on = ad.status === 'ACTIVE';
  const title = ad.title;
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={t({ id: 'dashboard.table.status-switch', message: `Status of ${title}: active` })}
      aria-busy={pending || undefined}
      $on={on}
      disabled={!canToggleStatus(ad.status) || pending}
      onClick={() => onToggle(ad)}
    >
      <Thumb $on={on}>{pending ? <Spinner size="sm" decorative /> : null}</Thumb>
    </Track>
  );
}

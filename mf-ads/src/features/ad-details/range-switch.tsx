/** The period of the Results section: Last 7 days, Last 30 days or Whole run, as a group of toggle buttons
 *  (the chosen one is pressed). */
import { useId } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { StatsRange } from 'shared-contracts';
import { STATS_RANGES } from 'shared-contracts/api';
import { Button } from 'shared-ui';
import { RANGE_LABELS } from './messages';

/** On a phone the label takes its own line and the three buttons share the next one, never wrapping one alone. */
const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  @media (max-width: 479.98px) {
    & > span {
      flex-basis: 100%;
    }
    & > button {
      flex: 1 1 0;
      min-width: 0;
      padding-inline: ${({ theme }) => theme.space.xs};
      white-space: normal;
    }
  }
`;

const Label = styled.span`
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export function RangeSwitch({
  value,
  onChange,
}: {
  value: StatsRange;
  onChange: (range: StatsRange) => void;
}) {
  const { i18n } = useLingui();
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>
        <Trans id="ads.results.range">Period</Trans>
      </Label>
      {STATS_RANGES.map((range) => (
        <Button
          key={range}
          type="button"
          size="sm"
          variant={range === value ? 'primary' : 'secondary'}
          aria-pressed={range === value}
          onClick={() => onChange(range)}
        >
          {i18n._(RANGE_LABELS[range])}
        </Button>
      ))}
    </Group>
  );
}

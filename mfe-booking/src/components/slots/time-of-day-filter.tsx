import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { media } from '@salon/ui';
import { Chip, ChipGroup } from '@salon/ui/slots';
import { TIMES_OF_DAY, toggleTimeOfDay, type TimeOfDay } from '../../lib/slots/time-of-day.ts';
import '../../features/slot-selection/slot-selection-copy.ts';

export interface TimeOfDayFilterProps {
  value: TimeOfDay | null;
  onChange: (value: TimeOfDay | null) => void;
}

/**
 * Morning, afternoon, evening toggles; pressing the active one clears the filter. Each
 * chip is the name over its hours, so the three share one row even on a 360 px phone
 * (with the hours beside the name, "Popołudnie (12:00–18:00)" alone took half of it).
 */
export function TimeOfDayFilter({ value, onChange }: TimeOfDayFilterProps) {
  const { t } = useTranslation('booking');
  return (
    <Group role="group" aria-label={t('slotSelection.timeOfDay.label')}>
      {TIMES_OF_DAY.map((timeOfDay) => (
        <TimeChip key={timeOfDay} aria-pressed={value === timeOfDay} onClick={() => onChange(toggleTimeOfDay(value, timeOfDay))}>
          <Name>{t(`slotSelection.timeOfDay.${timeOfDay}`)}</Name>{' '}
          <Hours>{t(`slotSelection.timeOfDay.hours.${timeOfDay}`)}</Hours>
        </TimeChip>
      ))}
    </Group>
  );
}

/* Three equal columns across a phone; beside the salon filter from tablets on. */
const Group = styled(ChipGroup)`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  flex: 1 1 100%;

  ${media.up('tablet')} {
    display: flex;
    flex: 0 1 auto;
  }
`;

const TimeChip = styled(Chip)`
  flex-direction: column;
  justify-content: center;
  gap: 0;
  min-width: 0;
  padding: 4px 8px;
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  text-align: center;

  ${media.up('tablet')} {
    padding: 4px 16px;
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Hours = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

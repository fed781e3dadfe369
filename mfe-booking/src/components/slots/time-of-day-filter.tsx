import { useTranslation } from 'react-i18next';
import { TIMES_OF_DAY, toggleTimeOfDay, type TimeOfDay } from '../../lib/slots/time-of-day.ts';
import { Chip, ChipGroup } from '@salon/ui/slots';

export interface TimeOfDayFilterProps {
  value: TimeOfDay | null;
  onChange: (value: TimeOfDay | null) => void;
}

/** Morning, afternoon, evening toggles; pressing the active one clears the filter. */
export function TimeOfDayFilter({ value, onChange }: TimeOfDayFilterProps) {
  const { t } = useTranslation('booking');
  return (
    <ChipGroup role="group" aria-label={t('slotSelection.timeOfDay.label')}>
      {TIMES_OF_DAY.map((timeOfDay) => (
        <Chip key={timeOfDay} aria-pressed={value === timeOfDay} onClick={() => onChange(toggleTimeOfDay(value, timeOfDay))}>
          {t(`slotSelection.timeOfDay.${timeOfDay}`)}
        </Chip>
      ))}
    </ChipGroup>
  );
}

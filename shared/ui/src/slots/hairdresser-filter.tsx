import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { HairdresserOption } from './hairdresser-options.ts';
import { Chip, ChipGroup } from './chip.tsx';

export interface HairdresserFilterProps {
  options: readonly HairdresserOption[];
  /** The chosen hairdresser's id; null: any hairdresser. */
  value: string | null;
  onChange: (option: HairdresserOption | null) => void;
}

/**
 * The hairdresser filter: "any hairdresser" first (the default), then the hairdressers
 * free that day, the last visit's one first and marked.
 */
export function HairdresserFilter({ options, value, onChange }: HairdresserFilterProps) {
  const { t } = useTranslation('common');
  return (
    <ChipGroup role="group" aria-label={t('slots.hairdresser.label')}>
      <Chip aria-pressed={value === null} onClick={() => onChange(null)}>
        {t('slots.hairdresser.any')}
      </Chip>
      {options.map((option) => (
        <Chip
          key={option.id}
          aria-pressed={value === option.id}
          $highlighted={option.lastVisit}
          onClick={() => onChange(option)}
        >
          {option.name}
          {option.lastVisit && <Badge>{t('slots.hairdresser.lastVisit')}</Badge>}
        </Chip>
      ))}
    </ChipGroup>
  );
}

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEXES, type Sex } from '@salon/contracts/catalog-api';
import { Chip, ChipGroup } from '@salon/ui/slots';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import type { CategoryFilter } from '../lib/service-filters.ts';

export interface ServiceFiltersProps {
  sex: Sex;
  onSexChange: (sex: Sex) => void;
  category: CategoryFilter;
  /** The category choices; none: the group is not shown. */
  categories: readonly CategoryFilter[];
  onCategoryChange: (category: CategoryFilter) => void;
}

/**
 * The two filters of the service list, each a labelled group of toggle buttons (the
 * chosen one pressed): for whom (women, men) and the category (all, then the salon's).
 */
export function ServiceFilters({ sex, onSexChange, category, categories, onCategoryChange }: ServiceFiltersProps) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  return (
    <Filters>
      <ToggleGroup label={t('salonServices.filters.sex.label')}>
        {SEXES.map((value) => (
          <Chip key={value} aria-pressed={value === sex} onClick={() => onSexChange(value)}>
            {t(`salonServices.filters.sex.${value}`)}
          </Chip>
        ))}
      </ToggleGroup>
      {categories.length > 0 && (
        <ToggleGroup label={t('salonServices.filters.category.label')}>
          {categories.map((value) => (
            <Chip key={value} aria-pressed={value === category} onClick={() => onCategoryChange(value)}>
              {t(`salonServices.filters.category.${value}`)}
            </Chip>
          ))}
        </ToggleGroup>
      )}
    </Filters>
  );
}

function ToggleGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <Group>
      <GroupLabel id={labelId}>{label}</GroupLabel>
      <ChipGroup role="group" aria-labelledby={labelId}>
        {children}
      </ChipGroup>
    </Group>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Sex } from '@salon/contracts/catalog-api';
import type { CategoryFilter } from '../lib/service-filter.ts';

export interface ServiceFilterBarProps {
  sex: Sex;
  category: CategoryFilter;
  /** The categories to offer (see `categoryOptions`). */
  categories: readonly CategoryFilter[];
  onSexChange: (sex: Sex) => void;
  onCategoryChange: (category: CategoryFilter) => void;
}

const SEX_OPTIONS: readonly Sex[] = ['F', 'M'];

/** The service filter: two radio groups shown as pills, sex (F, M) and category. */
export function ServiceFilterBar({ sex, category, categories, onSexChange, onCategoryChange }: ServiceFilterBarProps) {
  const { t } = useTranslation('booking');
  const name = useId();
  return (
    <Bar role="group" aria-label={t('serviceSelection.filter.label')}>
      <Group>
        <legend>{t('serviceSelection.filter.sex')}</legend>
        <Options>
          {SEX_OPTIONS.map((option) => (
            <Pill key={option}>
              <input type="radio" name={`${name}-sex`} value={option} checked={sex === option} onChange={() => onSexChange(option)} />
              <span>{t(`serviceSelection.filter.sexes.${option}`)}</span>
            </Pill>
          ))}
        </Options>
      </Group>
      <Group>
        <legend>{t('serviceSelection.filter.category')}</legend>
        <Options>
          {categories.map((option) => (
            <Pill key={option}>
              <input
                type="radio"
                name={`${name}-category`}
                value={option}
                checked={category === option}
                onChange={() => onCategoryChange(option)}
              />
              <span>{t(`serviceSelection.filter.categories.${option}`)}</span>
            </Pill>
          ))}
        </Options>
      </Group>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/* A native radio under a pill: keyboard (arrows), labels and states come for free. */
const Pill = styled.label`
  position: relative;
  display: inline-flex;

  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

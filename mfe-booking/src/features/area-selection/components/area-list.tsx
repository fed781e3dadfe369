import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Area } from '@salon/contracts/catalog-api';
import { VisuallyHidden } from '@salon/ui';
import { isAreaDisabled } from '../lib/area-lists.ts';

export interface AreaListProps {
  areas: readonly Area[];
  /** Id of the heading that names the list. */
  labelledBy: string;
  /** Code of the area in the draft, highlighted. */
  currentCode: string | null;
  availableAreas: readonly string[] | null;
  onChoose: (area: Area) => void;
}

/** Areas as a list of buttons; the chosen one is marked, the unavailable ones are disabled and say why. */
export function AreaList({ areas, labelledBy, currentCode, availableAreas, onChoose }: AreaListProps) {
  const { t } = useTranslation('booking');
  return (
    <List aria-labelledby={labelledBy}>
      {areas.map((area) => {
        const disabled = isAreaDisabled(area, availableAreas);
        const current = area.code === currentCode;
        return (
          <li key={area.code}>
            <AreaButton type="button" disabled={disabled} aria-current={current ? 'true' : undefined} onClick={() => onChoose(area)}>
              <span>{area.name}</span>
              {current && <VisuallyHidden>({t('areaSelection.chosen')})</VisuallyHidden>}
              {disabled && <Note>{t('areaSelection.unavailable')}</Note>}
            </AreaButton>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AreaButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    background-color ${({ theme }) => theme.durations.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-current='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
`;

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Area } from '@salon/contracts/catalog-api';
import { VisuallyHidden } from '@salon/ui';
import { isAreaDisabled } from '../lib/area-lists.ts';
import { OptionGrid, OptionTile } from '../../../components/option-tile.ts';

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
    <OptionGrid aria-labelledby={labelledBy} $minWidth="180px">
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
    </OptionGrid>
  );
}


const AreaButton = styled(OptionTile)`
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};

  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
`;

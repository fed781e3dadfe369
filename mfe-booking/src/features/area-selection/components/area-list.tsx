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
  return (
    <OptionGrid aria-labelledby={labelledBy} $minWidth="180px">
      {areas.map((area) => (
        <li key={area.code}>
          <AreaTile area={area} label={area.name} currentCode={currentCode} availableAreas={availableAreas} onChoose={onChoose} />
        </li>
      ))}
    </OptionGrid>
  );
}

export interface AreaTileProps extends Omit<AreaListProps, 'areas' | 'labelledBy'> {
  area: Area;
  /** What the tile says: the area's name, or the booking's own copy for it. */
  label: string;
  /** Id of a text that describes the choice. */
  describedBy?: string;
  className?: string;
}

/** One area's button: marked when it is the draft's, disabled with the reason when it is unavailable. */
export function AreaTile({ area, label, currentCode, availableAreas, onChoose, describedBy, className }: AreaTileProps) {
  const { t } = useTranslation('booking');
  const disabled = isAreaDisabled(area, availableAreas);
  const current = area.code === currentCode;
  return (
    <AreaButton
      type="button"
      className={className}
      disabled={disabled}
      aria-current={current ? 'true' : undefined}
      aria-describedby={describedBy}
      onClick={() => onChoose(area)}
    >
      <span>{label}</span>
      {current && <VisuallyHidden>({t('areaSelection.chosen')})</VisuallyHidden>}
      {disabled && <Note>{t('areaSelection.unavailable')}</Note>}
    </AreaButton>
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

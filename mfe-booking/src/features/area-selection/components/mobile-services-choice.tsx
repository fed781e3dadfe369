import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Area } from '@salon/contracts/catalog-api';
import { VisuallyHidden } from '@salon/ui';
import { OptionTile } from '../../../components/option-tile.ts';
import { isAreaDisabled } from '../lib/area-lists.ts';
import { AreaBlock, AreaBlockHeading } from './area-block.ts';

export interface MobileServicesChoiceProps {
  /** The virtual area: the salons that come to the customer. */
  area: Area;
  /** Code of the area in the draft: this one is marked when it is it. */
  currentCode: string | null;
  availableAreas: readonly string[] | null;
  onChoose: (area: Area) => void;
}

/**
 * The services at the customer's place as a choice of their own, below the places
 * (decision 0028): a heading, what they are (the address is asked for at the end), and
 * one tile that chooses the virtual area. The tile is named by the booking's copy in the
 * page's language: the area's name from the API is the Polish one, and it names no town.
 */
export function MobileServicesChoice({ area, currentCode, availableAreas, onChoose }: MobileServicesChoiceProps) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const textId = useId();
  const disabled = isAreaDisabled(area, availableAreas);
  const current = area.code === currentCode;
  return (
    <AreaBlock aria-labelledby={headingId}>
      <AreaBlockHeading id={headingId}>{t('areaSelection.mobile.heading')}</AreaBlockHeading>
      <Text id={textId}>{t('areaSelection.mobile.text')}</Text>
      <Tile type="button" disabled={disabled} aria-current={current ? 'true' : undefined} aria-describedby={textId} onClick={() => onChoose(area)}>
        <span>{t('areaSelection.mobile.name')}</span>
        {current && <VisuallyHidden>({t('areaSelection.chosen')})</VisuallyHidden>}
        {disabled && <Note>{t('areaSelection.unavailable')}</Note>}
      </Tile>
    </AreaBlock>
  );
}

const Text = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tile = styled(OptionTile)`
  max-width: 360px;
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

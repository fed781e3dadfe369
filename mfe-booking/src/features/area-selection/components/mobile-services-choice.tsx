import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Area } from '@salon/contracts/catalog-api';
import { AreaBlock, AreaBlockHeading } from './area-block.ts';
import { AreaTile } from './area-list.tsx';

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
  return (
    <AreaBlock aria-labelledby={headingId}>
      <AreaBlockHeading id={headingId}>{t('areaSelection.mobile.heading')}</AreaBlockHeading>
      <Text id={textId}>{t('areaSelection.mobile.text')}</Text>
      <Tile
        area={area}
        label={t('areaSelection.mobile.name')}
        currentCode={currentCode}
        availableAreas={availableAreas}
        onChoose={onChoose}
        describedBy={textId}
      />
    </AreaBlock>
  );
}

const Text = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tile = styled(AreaTile)`
  max-width: 360px;
`;

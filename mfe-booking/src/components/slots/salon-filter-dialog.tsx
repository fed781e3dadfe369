import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Salon } from '@salon/contracts/catalog-api';
import { Button, Dialog } from '@salon/ui';
import { salonAddressLine } from './salon-address.ts';
import { OptionGrid, OptionTile } from '../option-tile.ts';
import '../../features/slot-selection/slot-selection-copy.ts';

export interface SalonFilterDialogProps {
  open: boolean;
  onClose: () => void;
  /** The salons of the search. */
  salons: readonly Salon[];
  /** The filtered salon; null: none. */
  value: string | null;
  onChange: (salonId: string | null) => void;
}

/** The salon filter (spec part 1, section 4): choose one of the listed salons; a clear button removes the filter. */
export function SalonFilterDialog({ open, onClose, salons, value, onChange }: SalonFilterDialogProps) {
  const { t } = useTranslation('booking');
  const choose = (salonId: string | null) => {
    onChange(salonId);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('slotSelection.salonFilter.title')}
      footer={
        value !== null ? (
          <Button variant="secondary" fullWidth onClick={() => choose(null)}>
            {t('slotSelection.salonFilter.clear')}
          </Button>
        ) : undefined
      }
    >
      <OptionGrid>
        {salons.map((salon) => (
          <li key={salon.id}>
            <OptionTile type="button" aria-pressed={value === salon.id} onClick={() => choose(salon.id)}>
              <Name>{salon.name}</Name>
              {salon.location && <Address>{salonAddressLine(salon)}</Address>}
            </OptionTile>
          </li>
        ))}
      </OptionGrid>
    </Dialog>
  );
}



const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Address = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

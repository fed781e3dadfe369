import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDistanceKm } from '@salon/i18n';
import { Price, VisuallyHidden } from '@salon/ui';
import { SlotTimes } from '@salon/ui/slots';
import type { SalonEmptyReason } from '../../lib/slots/empty-slot-message.ts';
import type { SalonInView } from '../../lib/slots/salons-in-view.ts';
import { salonAddressLine } from './salon-address.ts';
import { SalonEmptyMessage } from './salon-empty-message.tsx';

export interface SalonSlotsCardProps {
  salon: SalonInView;
  /** Why no time shows, or null when some do. */
  emptyReason: SalonEmptyReason | null;
  onPick: (slot: string) => void;
  pending: string | null;
  selected: string | null;
  disabled: boolean;
  /** A message about this salon's last pick (the hold failed). */
  notice?: ReactNode;
  /** Beside the name (the preferred-salon heart). */
  action?: ReactNode;
}

/**
 * One salon of the slot list: name, address, the distance when the search had the
 * customer's location, the service's price, then its times or why there are none.
 */
export function SalonSlotsCard({ salon, emptyReason, onPick, pending, selected, disabled, notice, action }: SalonSlotsCardProps) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const { salon: details, servicePrice } = salon.result;
  const address = salonAddressLine(details);
  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <div>
          <NameRow>
            <Name id={headingId}>{details.name}</Name>
            {action}
          </NameRow>
          {address && <Address>{address}</Address>}
          {details.distanceInKm !== undefined && (
            <Address>{t('slotSelection.distance', { distance: formatDistanceKm(details.distanceInKm) })}</Address>
          )}
        </div>
        {servicePrice && (
          <PriceBox>
            <VisuallyHidden>{t('slotSelection.price')}: </VisuallyHidden>
            <Price price={servicePrice} />
          </PriceBox>
        )}
      </Header>
      {notice}
      {emptyReason === null ? (
        <SlotTimes
          salonName={details.name}
          slots={salon.slots}
          onPick={onPick}
          pending={pending}
          selected={selected}
          disabled={disabled}
        />
      ) : (
        <SalonEmptyMessage reason={emptyReason} salon={details} />
      )}
    </Card>
  );
}

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
`;

const Address = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const PriceBox = styled.p`
  margin: 0;
  flex: none;
`;

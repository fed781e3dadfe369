import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Salon } from '@salon/contracts/catalog-api';
import type { SalonEmptyReason } from '../../lib/slots/empty-slot-message.ts';
import '../../features/slot-selection/slot-selection-copy.ts';

/** `tel:` wants the number without spaces or dashes. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** How the messages name the filters that are on: the chosen hairdresser, and the time of day ("wieczorem (od 18:00)"); empty when off. */
// A type, not an interface: i18next's options take it as a dictionary.
export type FilterCopy = {
  name: string;
  timeOfDay: string;
};

export interface SalonEmptyMessageProps {
  reason: SalonEmptyReason;
  salon: Pick<Salon, 'phone'>;
  /** The filters, named by the messages they cause ("none in the evening"). */
  filterCopy: FilterCopy;
}

/** The message of a salon without a time to show (spec part 1, section 8), naming the filter that hides its times. */
export function SalonEmptyMessage({ reason, salon, filterCopy }: SalonEmptyMessageProps) {
  const { t } = useTranslation('booking');
  return (
    <Message>
      {t(`slotSelection.empty.${reason}`, filterCopy)}
      {reason === 'NO_RESERVATIONS' && salon.phone && (
        <>
          {' '}
          <a href={telHref(salon.phone)}>{salon.phone}</a>
        </>
      )}
    </Message>
  );
}

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  /* The height of a row of times, so that a message does not make the card jump. */
  min-height: 44px;
`;

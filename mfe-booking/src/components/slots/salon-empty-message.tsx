import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Salon } from '@salon/contracts/catalog-api';
import type { SalonEmptyReason } from '../../lib/slots/empty-slot-message.ts';
import type { TimeOfDay } from '../../lib/slots/time-of-day.ts';

/** `tel:` wants the number without spaces or dashes. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface SalonEmptyMessageProps {
  reason: SalonEmptyReason;
  salon: Pick<Salon, 'phone'>;
  /** The time-of-day filter, named by the messages it causes ("none in the evening"). */
  timeOfDay: TimeOfDay | null;
  /** The chosen hairdresser's name, named by the messages about them. */
  hairdresserName: string | null;
}

/** The message of a salon without a time to show (spec part 1, section 8), naming the filter that hides its times. */
export function SalonEmptyMessage({ reason, salon, timeOfDay, hairdresserName }: SalonEmptyMessageProps) {
  const { t } = useTranslation('booking');
  return (
    <Message>
      {t(`slotSelection.empty.${reason}`, {
        name: hairdresserName ?? '',
        timeOfDay: timeOfDay ? t(`slotSelection.timeOfDay.during.${timeOfDay}`) : '',
      })}
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Visit } from '@salon/contracts/reservations-api';
import { Button, Dialog } from '@salon/ui';
import { buildIcs, icsDataUrl } from '../../../lib/calendar/ics.ts';
import { googleCalendarUrl, outlookCalendarUrl } from '../../../lib/calendar/calendar-links.ts';
import { visitCalendarEvent } from '../lib/visit-calendar.ts';

/**
 * "Add to calendar" (spec part 1, section 2, Dialogs: calendar export with Apple,
 * Google, Outlook; reminder one hour before). Apple gets an .ics file with the alarm,
 * which any other calendar app opens too; Google and Outlook get their web links,
 * which cannot carry a reminder (the dialog says so).
 */
export function CalendarExport({ visit }: { visit: Visit }) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const event = visitCalendarEvent(
    visit,
    {
      title: (services, salon) => t('visitDetails.calendar.eventTitle', { services, salon }),
      description: (salon, phone) => t('visitDetails.calendar.eventDescription', { salon, phone }),
    },
    window.location.origin,
  );
  const ics = open ? buildIcs(event, { reminderText: t('visitDetails.calendar.reminderText', { title: event.title }) }) : '';

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('visitDetails.calendar.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('visitDetails.calendar.title')} bottomDocked>
        <Options>
          <li>
            <Button as="a" href={icsDataUrl(ics)} download={t('visitDetails.calendar.fileName')} variant="secondary" fullWidth>
              {t('visitDetails.calendar.apple')}
            </Button>
          </li>
          <li>
            <Button as="a" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" variant="secondary" fullWidth>
              {t('visitDetails.calendar.google')}
            </Button>
          </li>
          <li>
            <Button as="a" href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer" variant="secondary" fullWidth>
              {t('visitDetails.calendar.outlook')}
            </Button>
          </li>
        </Options>
        <Note>{t('visitDetails.calendar.reminderNote')}</Note>
      </Dialog>
    </>
  );
}

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

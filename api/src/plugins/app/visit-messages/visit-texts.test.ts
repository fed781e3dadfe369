import { DateTime } from 'luxon';
import { frenchSpacingFaults } from '@salon/contracts/french-typography';
import { SALON_ZONE } from '../../../lib/local-time.ts';
import type { VisitFacts } from './visit-facts.ts';
import { renderVisitEmail, renderVisitSms, visitCalendarCopy, type VisitEvent } from './visit-texts.ts';

/*
 * French typography of every message about a visit (@salon/contracts/french-typography):
 * the e-mail (subject, body, its labelled lines) and the calendar entry set a no-break
 * space before : ; ! ? and inside « »; the SMS, whose alphabet has no no-break space, a
 * plain one, never none.
 */

const start = DateTime.fromISO('2026-11-24T10:00:00', { zone: SALON_ZONE });

function frenchVisit(cancelledBy: VisitFacts['cancelledBy'] = null): VisitFacts {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status: cancelledBy ? 'CANCELLED' : 'ACTIVE',
    language: 'fr',
    cancelledBy,
    firstName: 'Anne',
    phone: '+48690000001',
    userId: null,
    email: 'anne@example.com',
    salon: { id: 'M101', name: 'Warszawa Puławska', phone: '+48221234567', street: 'ul. Puławska 12', postcode: '02-566', city: 'Warszawa' },
    start,
    end: start.plus({ minutes: 45 }),
    reservations: [
      {
        serviceId: '1001',
        serviceName: { pl: 'Strzyżenie damskie', en: 'Women’s haircut', fr: 'Coupe femme' },
        hairdresserName: 'Ewa',
        priceMinor: 12000,
        start,
        end: start.plus({ minutes: 45 }),
      },
    ],
  };
}

const links = { manage: 'https://salon.example/wizyty/1?t=abc', bookAgain: 'https://salon.example/rezerwacja?salon=M101' };
const previous = { start: start.minus({ days: 1 }) };

/** Every event, and the cancellation once by the customer and once by the salon. */
const CASES: [string, VisitEvent, VisitFacts['cancelledBy']][] = [
  ['booked', 'BOOKED', null],
  ['changed', 'CHANGED', null],
  ['reminder', 'REMINDER', null],
  ['cancelled by the customer', 'CANCELLED', 'CUSTOMER'],
  ['cancelled by the salon', 'CANCELLED', 'SALON'],
];

describe('French visit messages', () => {
  it.each(CASES)('%s: the e-mail sets a no-break space before every mark', (_name, event, cancelledBy) => {
    const email = renderVisitEmail(event, frenchVisit(cancelledBy), links, previous);
    expect(email.body).toContain('Prix\u00a0: 120,00');
    expect([...frenchSpacingFaults(email.subject!), ...frenchSpacingFaults(email.body)]).toEqual([]);
  });

  it.each(CASES)('%s: the SMS sets a plain space before every mark', (_name, event, cancelledBy) => {
    const sms = renderVisitSms(event, frenchVisit(cancelledBy), links, previous);
    expect(sms).toMatch(/^[\x20-\x7e]+$/);
    expect(frenchSpacingFaults(sms, { space: ' ' })).toEqual([]);
  });

  it('the calendar entry too', () => {
    const copy = visitCalendarCopy(frenchVisit());
    expect([...frenchSpacingFaults(copy.description), ...frenchSpacingFaults(copy.reminderText)]).toEqual([]);
  });
});

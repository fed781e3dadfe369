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
    location: null,
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

  it('a visit at the customer’s place too', () => {
    const facts = atCustomerPlace(frenchVisit());
    const email = renderVisitEmail('BOOKED', facts, links);
    expect(email.body).toContain('Adresse du rendez-vous (nous venons chez vous)\u00a0: ul. Miodowa 5 m. 2, 00-950 Warszawa');
    expect([...frenchSpacingFaults(email.body), ...frenchSpacingFaults(renderVisitSms('BOOKED', facts, links), { space: ' ' })]).toEqual([]);
  });
});

/** The visit moved to a mobile salon, at the customer's address (decision 0028). */
function atCustomerPlace(facts: VisitFacts): VisitFacts {
  return {
    ...facts,
    salon: { id: 'M900', name: 'Ślub i uroda z dojazdem', phone: '+48221234500', street: null, postcode: null, city: 'Usługi mobilne' },
    location: { address: 'ul. Miodowa 5 m. 2', postcode: '00-950', city: 'Warszawa' },
  };
}

/*
 * A visit at the customer's place (a virtual salon's): every message names the
 * customer's address where a salon's would stand, labelled as the place the team comes
 * to, and never the virtual area's name as if it were a town.
 */
describe('a visit at the customer’s place', () => {
  const ADDRESS = 'ul. Miodowa 5 m. 2, 00-950 Warszawa';
  const inLanguage = (language: VisitFacts['language']) => atCustomerPlace({ ...frenchVisit(), language });

  it.each([
    ['pl', 'Adres wizyty (dojazd do Ciebie): ul. Miodowa 5 m. 2, 00-950 Warszawa', 'Slub i uroda z dojazdem, dojazd pod adres: ul. Miodowa 5 m. 2, 00-950 Warszawa.'],
    ['en', 'Visit address (we come to you): ul. Miodowa 5 m. 2, 00-950 Warszawa', 'Slub i uroda z dojazdem, coming to you at ul. Miodowa 5 m. 2, 00-950 Warszawa.'],
    ['fr', 'Adresse du rendez-vous (nous venons chez vous)\u00a0: ul. Miodowa 5 m. 2, 00-950 Warszawa', 'Slub i uroda z dojazdem, a domicile : ul. Miodowa 5 m. 2, 00-950 Warszawa.'],
  ] as const)('in %s: the e-mail and the SMS of the booking and the reminder give the address', (language, emailLine, smsPlace) => {
    const facts = inLanguage(language);
    for (const event of ['BOOKED', 'REMINDER'] as const) {
      const email = renderVisitEmail(event, facts, links);
      expect(email.body.split('\n')).toContain(emailLine);
      expect(email.body).not.toContain('Usługi mobilne');
      const sms = renderVisitSms(event, facts, links);
      expect(sms).toContain(smsPlace);
      expect(sms).not.toContain('Uslugi mobilne');
    }
    // A cancellation says where the visit would have been, too.
    expect(renderVisitSms('CANCELLED', { ...facts, status: 'CANCELLED', cancelledBy: 'CUSTOMER' }, links)).toContain(smsPlace.replace(/\.$/, ''));
  });

  it('a salon visit keeps the salon’s address under its own label', () => {
    const email = renderVisitEmail('BOOKED', { ...frenchVisit(), language: 'pl' }, links);
    expect(email.body.split('\n')).toContain('Adres: ul. Puławska 12, 02-566 Warszawa');
    expect(email.body).not.toContain('Adres wizyty');
  });

  it('the calendar entry is at the customer’s address, which a calendar can find', () => {
    expect(visitCalendarCopy(inLanguage('pl')).location).toBe(ADDRESS);
    expect(visitCalendarCopy({ ...frenchVisit(), language: 'pl' }).location).toBe('Warszawa Puławska, ul. Puławska 12, 02-566 Warszawa');
  });
});

import { notificationText } from '../messages/notifications.ts';

/*
 * The profile's notices about a visit, worded at read time in the reader's language from
 * what visit-notifications.ts stored (the written flow: visit-messages.test.ts).
 */

const params = {
  salon: 'Warszawa Puławska',
  dateTime: '2026-11-24T10:00:00',
  service_pl: 'Strzyżenie damskie',
  service_en: "Women's haircut",
  service_fr: 'Coupe femme',
};

test('booked, changed and reminder in each language, with the salon-local date and time', () => {
  expect(notificationText('VISIT_BOOKED', params, 'pl')).toEqual({ title: 'Wizyta zarezerwowana', body: 'Strzyżenie damskie w salonie Warszawa Puławska: 24.11.2026, 10:00.' });
  expect(notificationText('VISIT_BOOKED', params, 'en')).toEqual({ title: 'Visit booked', body: "Women's haircut at Warszawa Puławska: 24/11/2026, 10:00." });
  expect(notificationText('VISIT_BOOKED', params, 'fr')).toEqual({ title: 'Rendez-vous confirmé', body: 'Coupe femme au salon Warszawa Puławska\u00a0: 24/11/2026, 10:00.' });

  const changed = { ...params, previousDateTime: '2026-11-23T16:30:00' };
  expect(notificationText('VISIT_CHANGED', changed, 'pl').body).toBe('Strzyżenie damskie w salonie Warszawa Puławska: nowy termin 24.11.2026, 10:00 (zamiast 23.11.2026, 16:30).');
  expect(notificationText('VISIT_CHANGED', changed, 'en').body).toBe("Women's haircut at Warszawa Puławska: now 24/11/2026, 10:00 (was 23/11/2026, 16:30).");
  expect(notificationText('VISIT_CHANGED', changed, 'fr').body).toBe('Coupe femme au salon Warszawa Puławska\u00a0: désormais 24/11/2026, 10:00 (au lieu de 23/11/2026, 16:30).');

  expect(notificationText('VISIT_REMINDER', params, 'pl')).toEqual({ title: 'Przypomnienie o wizycie', body: 'Strzyżenie damskie w salonie Warszawa Puławska: 24.11.2026, 10:00.' });
  expect(notificationText('VISIT_REMINDER', params, 'en').title).toBe('Your visit is coming up');
  expect(notificationText('VISIT_REMINDER', params, 'fr').title).toBe('Rappel de rendez-vous');
});

test('a cancellation reads differently when the salon made it: an apology and an invitation to book again', () => {
  const byCustomer = { ...params, cancelledBy: 'CUSTOMER' };
  const bySalon = { ...params, cancelledBy: 'SALON' };
  expect(notificationText('VISIT_CANCELLED', byCustomer, 'pl')).toEqual({ title: 'Wizyta odwołana', body: 'Strzyżenie damskie w salonie Warszawa Puławska, 24.11.2026, 10:00: wizyta odwołana.' });
  expect(notificationText('VISIT_CANCELLED', bySalon, 'pl')).toEqual({
    title: 'Salon odwołał wizytę',
    body: 'Przepraszamy, salon Warszawa Puławska musiał odwołać Twoją wizytę 24.11.2026, 10:00 (Strzyżenie damskie). Zarezerwuj nowy termin.',
  });
  expect(notificationText('VISIT_CANCELLED', bySalon, 'en')).toEqual({
    title: 'The salon cancelled your visit',
    body: "We are sorry: Warszawa Puławska had to cancel your visit on 24/11/2026, 10:00 (Women's haircut). Book another time.",
  });
  expect(notificationText('VISIT_CANCELLED', bySalon, 'fr')).toEqual({
    title: 'Le salon a annulé votre rendez-vous',
    body: 'Toutes nos excuses\u00a0: le salon Warszawa Puławska a dû annuler votre rendez-vous du 24/11/2026, 10:00 (Coupe femme). Reprenez rendez-vous.',
  });
  expect(notificationText('VISIT_CANCELLED', byCustomer, 'en').title).toBe('Visit cancelled');
  expect(notificationText('VISIT_CANCELLED', byCustomer, 'fr').title).toBe('Rendez-vous annulé');
});

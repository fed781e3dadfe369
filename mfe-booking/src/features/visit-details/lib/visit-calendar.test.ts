import type { Visit } from '@salon/contracts/reservations-api';
import { visitCalendarEvent, visitServiceNames } from './visit-calendar.ts';

const salon = {
  id: 'M12',
  name: 'Salon Rynek',
  phone: '+48 12 300 40 50',
  virtual: false,
  location: { city: 'Kraków', cityCode: 'krakow', postcode: '31-042', address: ['Rynek Główny 12'] },
  coordinates: { latitude: 50.0617, longitude: 19.9373 },
};
const reservation = (id: string, name: string, start: string, end: string) => ({
  id,
  salon,
  service: { id: name, name, category: 'HAIRDRESSING', duration: 30 },
  startDateTime: start,
  endDateTime: end,
  hairdresserId: 'h1',
  hairdresserName: 'Marta',
  price: { value: 100, currency: 'PLN' },
  status: 'ACTIVE' as const,
});
const visit: Visit = {
  id: 'abc',
  contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '+48600100200' },
  reservations: [
    reservation('r1', 'Strzyżenie', '2026-11-24T10:00:00', '2026-11-24T10:30:00'),
    reservation('r2', 'Modelowanie', '2026-11-24T10:30:00', '2026-11-24T11:00:00'),
  ],
  salon,
  note: null,
  selectedHairdresser: null,
  selectedHairdresserName: null,
  status: 'ACTIVE',
  startDateTime: '2026-11-24T10:00:00',
  endDateTime: '2026-11-24T11:00:00',
};
const copy = {
  title: (services: string, salonName: string) => `${services} – ${salonName}`,
  description: (salonName: string, phone: string) => `${salonName}: ${phone}`,
};

test('every service of the visit is named, in order', () => {
  expect(visitServiceNames(visit)).toEqual(['Strzyżenie', 'Modelowanie']);
});

test('the entry covers the whole visit at the salon, linking back to the page', () => {
  expect(visitCalendarEvent(visit, copy, 'https://salon.example')).toEqual({
    uid: 'visit-abc@salon.example',
    title: 'Strzyżenie, Modelowanie – Salon Rynek',
    description: 'Salon Rynek: +48 12 300 40 50',
    location: 'Salon Rynek, Rynek Główny 12, 31-042 Kraków',
    start: '2026-11-24T10:00:00',
    end: '2026-11-24T11:00:00',
    url: 'https://salon.example/wizyty/abc',
  });
});

test('a salon without an address is placed by its name', () => {
  expect(visitCalendarEvent({ ...visit, salon: { ...salon, location: null } }, copy, 'http://localhost:8080').location).toBe('Salon Rynek');
});

test('a visit at the customer’s place takes place at their address', () => {
  const atHome: Visit = {
    ...visit,
    salon: { ...salon, name: 'Fryzjer z dojazdem', virtual: true, location: null, coordinates: null },
    contact: { ...visit.contact, location: { address: 'ul. Miodowa 5 m. 2', postcode: '00-950', city: 'Warszawa' } },
  };
  expect(visitCalendarEvent(atHome, copy, 'https://salon.example').location).toBe('ul. Miodowa 5 m. 2, 00-950 Warszawa');
});

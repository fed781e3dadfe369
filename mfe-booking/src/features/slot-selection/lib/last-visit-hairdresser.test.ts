import type { LastVisit } from '../../../api/get-last-visit.ts';
import { lastVisitHairdresser } from './last-visit-hairdresser.ts';

const lastVisit: LastVisit = {
  id: '6f0e7a52-3f0b-4a8e-9d7c-0c1d2e3f4a5b',
  salon: { id: 'M101', name: 'Warszawa Puławska', phone: '+48 22 100 10 10', virtual: false, location: null, coordinates: null },
  service: { id: '1001', name: 'Strzyżenie damskie', category: 'HAIRDRESSING', duration: 60 },
  startDateTime: '2026-10-01T10:00:00',
  hairdresserId: 'H10102',
  hairdresserName: 'Zofia',
};

it('takes the repeat card’s hairdresser first, even by name only', () => {
  expect(lastVisitHairdresser(lastVisit, { id: null, name: 'Marek' })).toEqual({ id: null, name: 'Marek' });
});

it('else takes the signed-in customer’s last visit', () => {
  expect(lastVisitHairdresser(lastVisit, null)).toEqual({ id: 'H10102', name: 'Zofia' });
  expect(lastVisitHairdresser(lastVisit, { id: null, name: null })).toEqual({ id: 'H10102', name: 'Zofia' });
});

it('is nobody without either', () => {
  expect(lastVisitHairdresser(null, null)).toBeNull();
  expect(lastVisitHairdresser({ ...lastVisit, hairdresserId: null, hairdresserName: null }, null)).toBeNull();
});

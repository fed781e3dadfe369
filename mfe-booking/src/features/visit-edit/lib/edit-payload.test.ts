import { editPayload } from './edit-payload.ts';
import { testReservation, testVisit } from './test-visit.ts';

const visit = testVisit();
const reservation = testReservation();
const HOLD = '3b0c8a1e-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const none = { service: null, date: null, hairdresser: null, holdId: null };

describe('editPayload', () => {
  it('is null until a new time is chosen', () => {
    expect(editPayload(none, visit, reservation)).toBeNull();
  });

  it('keeps the reservation’s service, sends the visit’s contact, the hold, and null for any hairdresser', () => {
    expect(editPayload({ ...none, date: '2026-11-27T09:30:00', holdId: HOLD }, visit, reservation)).toEqual({
      serviceId: '1001',
      startDateTime: '2026-11-27T09:30:00',
      contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '+48600100200' },
      hairdresserId: null,
      holdId: HOLD,
    });
  });

  it('sends the new service and hairdresser, in local time without zone', () => {
    const payload = editPayload(
      { service: { id: '1003', name: 'Koloryzacja' }, date: '2026-11-27T09:30', hairdresser: { id: 'H1202', name: 'Ola' }, holdId: null },
      visit,
      reservation,
      { acceptDifferentPhone: true },
    );
    expect(payload).toEqual({
      serviceId: '1003',
      startDateTime: '2026-11-27T09:30:00',
      contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '+48600100200' },
      hairdresserId: 'H1202',
      acceptDifferentPhone: true,
    });
  });
});

import { fromLocalIso } from '@salon/i18n';
import { editTarget } from './edit-target.ts';
import { testReservation, testVisit } from './test-visit.ts';

const now = fromLocalIso('2026-11-23T12:00:00');

describe('editTarget', () => {
  it('changes the only reservation of an upcoming visit', () => {
    const visit = testVisit();
    expect(editTarget(visit, now)).toEqual({ reservation: visit.reservations[0], others: [] });
  });

  it('changes the first active reservation of a visit of several services; the others stay', () => {
    const colour = testReservation({ id: 'r2', startDateTime: '2026-11-26T11:00:00', service: { id: '1005', name: 'Koloryzacja', category: 'HAIRDRESSING', duration: 90 } });
    const cut = testReservation({ id: 'r1' });
    const cancelled = testReservation({ id: 'r0', startDateTime: '2026-11-26T09:00:00', status: 'CANCELLED' });
    expect(editTarget(testVisit({ reservations: [colour, cancelled, cut] }), now)).toEqual({ reservation: cut, others: [colour] });
  });

  it('refuses a cancelled visit', () => {
    expect(editTarget(testVisit({ status: 'CANCELLED' }), now)).toEqual({ refusal: 'cancelled' });
    expect(editTarget(testVisit({ reservations: [testReservation({ status: 'CANCELLED' })] }), now)).toEqual({ refusal: 'cancelled' });
  });

  it('refuses a visit that has started or is past', () => {
    expect(editTarget(testVisit(), fromLocalIso('2026-11-26T10:00:00'))).toEqual({ refusal: 'started' });
    expect(editTarget(testVisit(), fromLocalIso('2026-12-01T08:00:00'))).toEqual({ refusal: 'started' });
  });

  it('refuses a visit without reservations', () => {
    expect(editTarget(testVisit({ reservations: [] }), now)).toEqual({ refusal: 'empty' });
  });
});

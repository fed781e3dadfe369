import type { Visit } from '../../../api/get-visit.ts';
import {
  editReset,
  editServiceSelected,
  editSlotSelected,
  editStarted,
  editVisitLoaded,
  initialVisitEdit,
  visitEditReducer,
} from './visit-edit-slice.ts';

const visit = { id: 'v1' } as Visit;
const other = { id: 'v2' } as Visit;
const date = '2026-12-01T10:00:00';
const anna = { id: 'h1', name: 'Anna' };
const HOLD = '3b0c8a1e-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const EXPIRES = '2026-12-01T09:40:00.000+01:00';

describe('visit edit state', () => {
  it('starting an edit drops the previous visit’s choices', () => {
    const dirty = { visitId: 'v1', visit, service: { id: 's1', name: 'Strzyżenie' }, date, hairdresser: anna, holdId: HOLD, holdExpiresAt: EXPIRES };
    expect(visitEditReducer(dirty, editStarted(other))).toEqual({ ...initialVisitEdit, visitId: 'v2', visit: other });
    expect(visitEditReducer(dirty, editStarted(visit))).toEqual({ ...initialVisitEdit, visitId: 'v1', visit });
  });

  it('a visit loaded for a step keeps the choices this tab made for it (a reload)', () => {
    const restored = { ...initialVisitEdit, visitId: 'v1', service: { id: 's1', name: 'Strzyżenie' }, date, hairdresser: anna, holdId: HOLD, holdExpiresAt: EXPIRES };
    expect(visitEditReducer(restored, editVisitLoaded(visit))).toEqual({ ...restored, visit });
  });

  it('another visit loaded for a step starts over on it (a shared link)', () => {
    const restored = { ...initialVisitEdit, visitId: 'v1', visit, date, holdId: HOLD, holdExpiresAt: EXPIRES };
    expect(visitEditReducer(restored, editVisitLoaded(other))).toEqual({ ...initialVisitEdit, visitId: 'v2', visit: other });
  });

  it('a slot stores the date and the hairdresser', () => {
    const next = visitEditReducer({ ...initialVisitEdit, visit }, editSlotSelected({ date, hairdresser: anna }));
    expect(next).toMatchObject({ date, hairdresser: anna });
  });

  it('a slot keeps its hold and its expiry; a slot without one drops the previous hold', () => {
    const held = visitEditReducer({ ...initialVisitEdit, visit }, editSlotSelected({ date, hairdresser: anna, holdId: HOLD, holdExpiresAt: EXPIRES }));
    expect(held).toMatchObject({ holdId: HOLD, holdExpiresAt: EXPIRES });
    expect(visitEditReducer(held, editSlotSelected({ date }))).toMatchObject({ holdId: null, holdExpiresAt: null });
    // An expiry means nothing without its hold.
    expect(visitEditReducer(held, editSlotSelected({ date, holdExpiresAt: EXPIRES })).holdExpiresAt).toBeNull();
  });

  it('a different service clears the date but keeps the hold for the next pick to replace', () => {
    const withSlot = { ...initialVisitEdit, visit, service: { id: 's1', name: 'Strzyżenie' }, date, hairdresser: anna, holdId: HOLD };
    expect(visitEditReducer(withSlot, editServiceSelected({ id: 's2', name: 'Koloryzacja' }))).toMatchObject({ date: null, holdId: HOLD });
  });

  it('a different service clears the date; the same one changes nothing', () => {
    const withSlot = { ...initialVisitEdit, visit, service: { id: 's1', name: 'Strzyżenie' }, date, hairdresser: anna };
    expect(visitEditReducer(withSlot, editServiceSelected({ id: 's1', name: 'Strzyżenie' }))).toBe(withSlot);
    expect(visitEditReducer(withSlot, editServiceSelected({ id: 's2', name: 'Koloryzacja' }))).toMatchObject({
      service: { id: 's2' },
      date: null,
      hairdresser: null,
    });
  });

  it('reset forgets the visit', () => {
    expect(visitEditReducer({ ...initialVisitEdit, visit, date, holdId: HOLD }, editReset())).toEqual(initialVisitEdit);
  });
});

import type { Visit } from '../../../api/get-visit.ts';
import {
  editReset,
  editServiceSelected,
  editSlotSelected,
  editStarted,
  initialVisitEdit,
  visitEditReducer,
} from './visit-edit-slice.ts';

const visit = { id: 'v1' } as Visit;
const other = { id: 'v2' } as Visit;
const date = '2026-12-01T10:00:00';
const anna = { id: 'h1', name: 'Anna' };

describe('visit edit state', () => {
  it('starting an edit drops the previous visit’s choices', () => {
    const dirty = { visit, service: { id: 's1', name: 'Strzyżenie' }, date, hairdresser: anna };
    expect(visitEditReducer(dirty, editStarted(other))).toEqual({ ...initialVisitEdit, visit: other });
  });

  it('a slot stores the date and the hairdresser', () => {
    const next = visitEditReducer({ ...initialVisitEdit, visit }, editSlotSelected({ date, hairdresser: anna }));
    expect(next).toMatchObject({ date, hairdresser: anna });
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
    expect(visitEditReducer({ ...initialVisitEdit, visit, date }, editReset())).toEqual(initialVisitEdit);
  });
});

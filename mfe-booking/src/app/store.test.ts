import { areaSelected, reservationReset, serviceSelected, slotSelected } from '../lib/reservation-draft-slice.ts';
import { DRAFT_STORAGE_KEY } from '../lib/reservation-draft-storage.ts';
import { editReset, editSlotSelected, editStarted } from '../features/visit-edit/store/visit-edit-slice.ts';
import { VISIT_EDIT_STORAGE_KEY } from '../features/visit-edit/store/visit-edit-storage.ts';
import { testVisit } from '../features/visit-edit/lib/test-visit.ts';
import { createBookingStore } from './store.ts';

const HOLD = '3b0c8a1e-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const krakow = { code: 'krakow', name: 'Kraków' };
const cut = { id: '1001', name: 'Strzyżenie damskie' };
const rynek = { id: 'M12', name: 'Salon Rynek' };
const visit = testVisit();

/** A day well ahead, so that the time has not begun whenever the test runs. */
const later = `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T14:30:00`;
const expires = new Date(Date.now() + 10 * 60_000).toISOString();

const storage = window.sessionStorage;

beforeEach(() => storage.clear());

/** The store's choices up to the final form, with a held time. */
function book(store: ReturnType<typeof createBookingStore>) {
  store.dispatch(areaSelected(krakow));
  store.dispatch(serviceSelected(cut));
  store.dispatch(slotSelected({ salon: rynek, date: later, holdId: HOLD, holdExpiresAt: expires }));
}

describe('the booking store with the tab’s storage', () => {
  it('a new store (a reload) starts from the draft the last one left', () => {
    book(createBookingStore({ storage }));
    const reloaded = createBookingStore({ storage });
    expect(reloaded.getState().reservationDraft).toMatchObject({ area: krakow, service: cut, salon: rynek, date: later, holdId: HOLD, holdExpiresAt: expires });
  });

  it('a reset (the booking root, the quit confirmation) leaves nothing for the next load', () => {
    const store = createBookingStore({ storage });
    book(store);
    store.dispatch(reservationReset());
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(createBookingStore({ storage }).getState().reservationDraft.area).toBeNull();
  });

  it('a new store starts from the edit the last one left, the visit to be loaded again', () => {
    const store = createBookingStore({ storage });
    store.dispatch(editStarted(visit));
    store.dispatch(editSlotSelected({ date: later, holdId: HOLD, holdExpiresAt: expires }));
    expect(createBookingStore({ storage }).getState().visitEdit).toEqual({
      visitId: visit.id,
      visit: null,
      service: null,
      date: later,
      hairdresser: null,
      holdId: HOLD,
      holdExpiresAt: expires,
    });
    store.dispatch(editReset());
    expect(storage.getItem(VISIT_EDIT_STORAGE_KEY)).toBeNull();
  });

  it('a damaged entry gives a fresh draft and is removed', () => {
    storage.setItem(DRAFT_STORAGE_KEY, '{"savedAt":1,"value":');
    expect(createBookingStore({ storage }).getState().reservationDraft.area).toBeNull();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('without storage (the embed, tests) nothing is read or written', () => {
    book(createBookingStore({ storage }));
    const saved = storage.getItem(DRAFT_STORAGE_KEY);
    const memoryOnly = createBookingStore();
    expect(memoryOnly.getState().reservationDraft.area).toBeNull();
    memoryOnly.dispatch(areaSelected({ code: 'gdansk', name: 'Gdańsk' }));
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBe(saved);
  });
});

import {
  areaSelected,
  availableAreasChanged,
  contactChanged,
  customerLocated,
  editingStarted,
  errorChanged,
  hairdresserSelected,
  initialReservationDraft,
  lastVisitFromCardChanged,
  reservationDraftReducer,
  reservationReset,
  salonSelected,
  serviceSelected,
  slotSelected,
  stageChanged,
  type ReservationDraft,
} from './reservation-draft-slice.ts';

const krakow = { code: 'KRK', name: 'Kraków' };
const warszawa = { code: 'WAW', name: 'Warszawa' };
const cut = { id: 's1', name: 'Strzyżenie damskie' };
const colour = { id: 's2', name: 'Koloryzacja' };
const manicure = { id: 's3', name: 'Manicure' };
const rynek = { id: 'M12', name: 'Salon Rynek', services: ['s1', 's2'] };
const kazimierz = { id: 'M14', name: 'Salon Kazimierz', services: ['s1', 's2', 's3'] };
const anna = { id: 'h1', name: 'Anna' };
const date = '2026-12-01T10:30:00';

const draft = (patch: Partial<ReservationDraft> = {}): ReservationDraft => ({ ...initialReservationDraft, ...patch });

/** A draft with everything up to the final form, salon from a slot. */
const full = draft({ area: krakow, service: cut, salon: rynek, date, hairdresser: anna, stage: 'ongoing' });

describe('reservation draft: area', () => {
  it('sets the first area', () => {
    expect(reservationDraftReducer(draft(), areaSelected(krakow)).area).toEqual(krakow);
  });

  it('a different area clears date, service, salon and hairdresser', () => {
    const next = reservationDraftReducer({ ...full, salonChosen: true }, areaSelected(warszawa));
    expect(next).toMatchObject({ area: warszawa, service: null, salon: null, salonChosen: false, date: null, hairdresser: null });
  });

  it('the same area changes nothing', () => {
    expect(reservationDraftReducer(full, areaSelected({ ...krakow }))).toBe(full);
  });

  it('keeps the contact and stage when the area changes', () => {
    const contact = { firstName: 'Ewa', lastName: 'Nowak', phone: '600100200' };
    const next = reservationDraftReducer({ ...full, contact }, areaSelected(warszawa));
    expect(next.contact).toEqual(contact);
    expect(next.stage).toBe('ongoing');
  });
});

describe('reservation draft: service', () => {
  it('a different service clears the date and a salon that came with a slot', () => {
    const next = reservationDraftReducer(full, serviceSelected(colour));
    expect(next).toMatchObject({ service: colour, date: null, salon: null, hairdresser: null, area: krakow });
  });

  it('a different service keeps a salon chosen on purpose, but not the date', () => {
    const next = reservationDraftReducer({ ...full, salonChosen: true }, serviceSelected(colour));
    expect(next).toMatchObject({ service: colour, salon: rynek, salonChosen: true, date: null, hairdresser: anna });
  });

  it('a service the chosen salon does not offer clears the salon even when chosen on purpose', () => {
    const next = reservationDraftReducer({ ...full, salonChosen: true }, serviceSelected(manicure));
    expect(next).toMatchObject({ service: manicure, salon: null, salonChosen: false, date: null, hairdresser: null });
  });

  it('a salon whose services are unknown is not cleared for that reason', () => {
    const unknown = { id: 'M20', name: 'Salon Nowy' };
    const next = reservationDraftReducer(draft({ area: krakow, salon: unknown, salonChosen: true }), serviceSelected(manicure));
    expect(next.salon).toEqual(unknown);
  });

  it('the same service changes nothing', () => {
    expect(reservationDraftReducer(full, serviceSelected({ ...cut }))).toBe(full);
  });
});

describe('reservation draft: salon and slot', () => {
  it('choosing a salon marks it chosen and keeps the date of the same salon', () => {
    const next = reservationDraftReducer(full, salonSelected(rynek));
    expect(next).toMatchObject({ salon: rynek, salonChosen: true, date, hairdresser: anna });
  });

  it('choosing another salon drops the other salon’s slot', () => {
    const next = reservationDraftReducer(full, salonSelected(kazimierz));
    expect(next).toMatchObject({ salon: kazimierz, salonChosen: true, date: null, hairdresser: null });
  });

  it('a slot sets salon with its price, date and hairdresser', () => {
    const priced = { ...kazimierz, servicePrice: { value: 120, currency: 'PLN' } };
    const next = reservationDraftReducer(draft({ area: krakow, service: cut }), slotSelected({ salon: priced, date, hairdresser: anna }));
    expect(next).toMatchObject({ salon: priced, date, hairdresser: anna, salonChosen: false });
  });

  it('a slot without a hairdresser means any hairdresser', () => {
    const next = reservationDraftReducer(full, slotSelected({ salon: rynek, date: '2026-12-02T09:00:00' }));
    expect(next.hairdresser).toBeNull();
  });

  it('a slot in the chosen salon keeps it chosen; one in another salon does not', () => {
    const chosen = { ...full, salonChosen: true };
    expect(reservationDraftReducer(chosen, slotSelected({ salon: rynek, date })).salonChosen).toBe(true);
    expect(reservationDraftReducer(chosen, slotSelected({ salon: kazimierz, date })).salonChosen).toBe(false);
  });
});

describe('reservation draft: reset and editing', () => {
  it('reset clears everything', () => {
    const dirty = { ...full, contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '600100200' }, isLastVisitFromCard: true, editing: true };
    expect(reservationDraftReducer(dirty, reservationReset())).toEqual(initialReservationDraft);
  });

  it('starting an edit sets the flag', () => {
    expect(reservationDraftReducer(full, editingStarted()).editing).toBe(true);
  });

  it('a shared location is kept, and is no choice of the booking: editing goes on', () => {
    const editing = { ...full, editing: true };
    const located = reservationDraftReducer(editing, customerLocated({ latitude: 54.44, longitude: 18.56 }));
    expect(located).toMatchObject({ editing: true, customerLocation: { latitude: 54.44, longitude: 18.56 } });
    expect(reservationDraftReducer(located, reservationReset()).customerLocation).toBeNull();
  });

  it.each([
    ['area', areaSelected(warszawa)],
    ['service', serviceSelected(colour)],
    ['salon', salonSelected(kazimierz)],
    ['slot', slotSelected({ salon: rynek, date: '2026-12-03T12:00:00' })],
    ['contact', contactChanged({ firstName: 'Ewa', lastName: 'Nowak', phone: '600100200' })],
    ['error', errorChanged({ message: 'SLOT_NOT_AVAILABLE' })],
    ['stage', stageChanged('finished')],
    ['last-visit flag', lastVisitFromCardChanged(true)],
  ])('a change of %s ends editing', (_what, action) => {
    const editing = { ...full, editing: true };
    expect(reservationDraftReducer(editing, action).editing).toBe(false);
  });

  it('a choice that changes nothing keeps editing', () => {
    const editing = { ...full, editing: true };
    expect(reservationDraftReducer(editing, areaSelected(krakow)).editing).toBe(true);
  });

  it('an unrelated action leaves the draft as it is', () => {
    const editing = { ...full, editing: true };
    expect(reservationDraftReducer(editing, { type: 'other/thing' })).toBe(editing);
  });
});

describe('reservation draft: slot hold and available areas', () => {
  const held = { ...full, holdId: 'hold-1' };

  it('a slot brings its hold', () => {
    expect(reservationDraftReducer(draft({ area: krakow, service: cut }), slotSelected({ salon: rynek, date, holdId: 'hold-1' })).holdId).toBe('hold-1');
  });

  it('the hold goes with the date: another area, another service, another salon', () => {
    expect(reservationDraftReducer(held, areaSelected(warszawa)).holdId).toBeNull();
    expect(reservationDraftReducer(held, serviceSelected(colour)).holdId).toBeNull();
    expect(reservationDraftReducer(held, salonSelected(kazimierz)).holdId).toBeNull();
    // The same salon again keeps the slot and its hold.
    expect(reservationDraftReducer(held, salonSelected(rynek)).holdId).toBe('hold-1');
  });

  it('available areas are set by a booking link and cleared by a reset', () => {
    const limited = reservationDraftReducer(draft(), availableAreasChanged(['KRK']));
    expect(limited.availableAreas).toEqual(['KRK']);
    expect(reservationDraftReducer(limited, reservationReset()).availableAreas).toBeNull();
  });
});

describe('reservation draft: hairdresser without a slot', () => {
  it('sets the hairdresser (the repeat card) and keeps salon and date', () => {
    const chosen = reservationDraftReducer(draft({ area: krakow, service: cut, salon: rynek, salonChosen: true }), hairdresserSelected(anna));
    expect(chosen).toMatchObject({ hairdresser: anna, salon: rynek, salonChosen: true });
    expect(reservationDraftReducer(chosen, hairdresserSelected(null)).hairdresser).toBeNull();
  });

  it('goes with its salon when another salon is chosen', () => {
    const chosen = reservationDraftReducer(draft({ salon: rynek, salonChosen: true }), hairdresserSelected(anna));
    expect(reservationDraftReducer(chosen, salonSelected(kazimierz)).hairdresser).toBeNull();
  });
});

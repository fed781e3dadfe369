import { DRAFT_MAX_AGE_MS, DRAFT_STORAGE_KEY, restoreDraft, saveDraft } from './reservation-draft-storage.ts';
import { initialReservationDraft, type ReservationDraft } from './reservation-draft-slice.ts';

const MINUTE = 60_000;
/** 1 December 2026, 10:00 in Warsaw. */
const NOW = Date.parse('2026-12-01T09:00:00Z');
const HOLD = '3b0c8a1e-1b2c-4d3e-8f40-5a6b7c8d9e0f';

const krakow = { code: 'krakow', name: 'Kraków', virtual: false };
const cut = { id: '1001', name: 'Strzyżenie damskie', duration: 60, price: { value: 120, currency: 'PLN' } };
const rynek = { id: 'M12', name: 'Salon Rynek', services: ['1001', '1003'], servicePrice: { value: 130, currency: 'PLN' } };
const anna = { id: 'H1201', name: 'Anna W.' };

/** A draft at the final form: a time two days ahead, held until 10:10 today. */
const atFinalForm: ReservationDraft = {
  ...initialReservationDraft,
  area: krakow,
  service: cut,
  salon: rynek,
  date: '2026-12-03T14:30:00',
  holdId: HOLD,
  holdExpiresAt: '2026-12-01T10:10:00.000+01:00',
  hairdresser: anna,
};

const storage = window.sessionStorage;
const stored = () => JSON.parse(storage.getItem(DRAFT_STORAGE_KEY)!) as { savedAt: number; value: Record<string, unknown> };

beforeEach(() => storage.clear());

describe('the booking draft in the tab', () => {
  it('comes back after a reload with area, service, salon, time, hairdresser and the hold with its expiry', () => {
    saveDraft(storage, atFinalForm, NOW);
    expect(restoreDraft(storage, NOW + 5 * MINUTE)).toEqual(atFinalForm);
  });

  it('keeps what a booking link or the widget’s edit link set: available areas, a salon chosen on purpose, the repeat card, edit mode', () => {
    const draft: ReservationDraft = {
      ...initialReservationDraft,
      service: cut,
      availableAreas: ['krakow', 'warszawa'],
      salon: { id: 'M12', name: 'Salon Rynek' },
      salonChosen: true,
      area: krakow,
      isLastVisitFromCard: true,
      editing: true,
    };
    saveDraft(storage, draft, NOW);
    expect(restoreDraft(storage, NOW)).toEqual(draft);
  });

  it('does not keep the contact, the customer’s position or an error', () => {
    saveDraft(
      storage,
      {
        ...atFinalForm,
        contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '600100200' },
        customerLocation: { latitude: 50.06, longitude: 19.94 },
        error: { message: 'Nie udało się', explanation: null },
      },
      NOW,
    );
    const text = storage.getItem(DRAFT_STORAGE_KEY)!;
    expect(text).not.toMatch(/Ewa|600100200|50\.06|Nie udało/);
    expect(restoreDraft(storage, NOW)).toMatchObject({ contact: null, customerLocation: null, error: null });
  });

  it('an empty draft (the booking root, the quit confirmation) and a finished booking remove it', () => {
    saveDraft(storage, atFinalForm, NOW);
    saveDraft(storage, initialReservationDraft, NOW);
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    saveDraft(storage, atFinalForm, NOW);
    saveDraft(storage, { ...atFinalForm, stage: 'finished' }, NOW);
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('expires when untouched for longer than its limit, and is removed', () => {
    saveDraft(storage, atFinalForm, NOW);
    expect(restoreDraft(storage, NOW + DRAFT_MAX_AGE_MS)).toEqual(atFinalForm);
    expect(restoreDraft(storage, NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('keeps a hold that lapsed meanwhile, with its expiry, so the form can say so', () => {
    saveDraft(storage, atFinalForm, NOW);
    expect(restoreDraft(storage, NOW + 15 * MINUTE)).toMatchObject({ holdId: HOLD, holdExpiresAt: atFinalForm.holdExpiresAt });
  });

  it('drops a time that has begun, with its hold, hairdresser and the salon that came with it', () => {
    saveDraft(storage, { ...atFinalForm, date: '2026-12-01T10:15:00' }, NOW);
    expect(restoreDraft(storage, NOW + 20 * MINUTE)).toEqual({
      ...atFinalForm,
      date: null,
      holdId: null,
      holdExpiresAt: null,
      salon: null,
      hairdresser: null,
    });
  });

  it('keeps a salon chosen on purpose when its time has begun', () => {
    saveDraft(storage, { ...atFinalForm, salonChosen: true, date: '2026-12-01T10:15:00' }, NOW);
    expect(restoreDraft(storage, NOW + 20 * MINUTE)).toMatchObject({ salon: rynek, salonChosen: true, hairdresser: anna, date: null, holdId: null });
  });

  it('reads only its own version: an entry under another version’s key is not taken', () => {
    storage.setItem('salon:booking-draft:v0', JSON.stringify({ savedAt: NOW, value: { area: krakow } }));
    expect(restoreDraft(storage, NOW)).toBeNull();
  });

  it.each<[string, (value: Record<string, unknown>) => void]>([
    ['an area without a code', (value) => (value.area = { name: 'Kraków' })],
    ['a service id that is a number', (value) => (value.service = { ...cut, id: 1001 })],
    ['a negative duration', (value) => (value.service = { ...cut, duration: -5 })],
    ['a price without a currency', (value) => (value.salon = { ...rynek, servicePrice: { value: 130 } })],
    ['salon services that are not a list', (value) => (value.salon = { ...rynek, services: '1001' })],
    ['a date that is not a local date-time', (value) => (value.date = '3 grudnia 14:30')],
    ['a date that does not exist', (value) => (value.date = '2026-02-30T14:30:00')],
    ['an expiry that is not an instant', (value) => (value.holdExpiresAt = 'soon')],
    ['a flag that is not a boolean', (value) => (value.salonChosen = 'yes')],
    ['a missing flag', (value) => delete value.editing],
    ['a time without a salon', (value) => (value.salon = null)],
    ['a hold without a time', (value) => (value.date = null)],
    ['an expiry without a hold', (value) => (value.holdId = null)],
    ['a value that is a list', (value) => (value.area = [krakow])],
  ])('ignores and removes a stored draft with %s', (_case, spoil) => {
    saveDraft(storage, atFinalForm, NOW);
    const entry = stored();
    spoil(entry.value);
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(entry));
    expect(restoreDraft(storage, NOW)).toBeNull();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('brings back only the known fields of what it reads', () => {
    saveDraft(storage, atFinalForm, NOW);
    const entry = stored();
    entry.value.contact = { firstName: 'Injected', lastName: 'X', phone: '1' };
    entry.value.area = { ...krakow, extra: '<script>' };
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(entry));
    const draft = restoreDraft(storage, NOW)!;
    expect(draft.contact).toBeNull();
    expect(draft.area).toEqual(krakow);
  });
});

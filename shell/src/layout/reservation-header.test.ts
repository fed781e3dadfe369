import { isEditingPath, isFirstReservationStep, isReservationPath } from './reservation-header.tsx';

describe('reservation header rules', () => {
  it('applies to the reservation and edit routes only', () => {
    expect(isReservationPath('/rezerwacja')).toBe(true);
    expect(isReservationPath('/rezerwacja/termin')).toBe(true);
    expect(isReservationPath('/rezerwacja/edytuj/potwierdz')).toBe(true);
    expect(isReservationPath('/rezerwacjaa')).toBe(false);
    expect(isReservationPath('/wizyty/1')).toBe(false);
  });

  it('knows the edit flow', () => {
    expect(isEditingPath('/rezerwacja/edytuj/termin')).toBe(true);
    expect(isEditingPath('/rezerwacja/termin')).toBe(false);
  });

  it('has no back arrow on first steps', () => {
    expect(isFirstReservationStep('/rezerwacja/miasto', true)).toBe(true);
    expect(isFirstReservationStep('/rezerwacja/usluga', true)).toBe(false);
    // Without area selection the service step is the first one.
    expect(isFirstReservationStep('/rezerwacja/usluga', false)).toBe(true);
    expect(isFirstReservationStep('/rezerwacja/termin', false)).toBe(false);
    expect(isFirstReservationStep('/rezerwacja/edytuj/wizyta', true)).toBe(true);
  });
});

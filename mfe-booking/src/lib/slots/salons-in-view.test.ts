import { listedSalons, partitionSalons, preferredFirst, salonsInView, showSalonsWithoutSlots, visibleSlots } from './salons-in-view.ts';
import { testHairdresser, testSalonSlots } from '@salon/contracts/testing';

const zofia = testHairdresser('H1', 'Zofia', ['2026-11-23T09:00:00', '2026-11-23T13:00:00']);
const anna = testHairdresser('H2', 'Anna', ['2026-11-23T18:30:00']);
const pulawska = testSalonSlots({ id: 'M101' }, [zofia, anna]);
const marszalkowska = testSalonSlots({ id: 'M102', name: 'Warszawa Marszałkowska' }, []);
const wola = testSalonSlots({ id: 'M103', name: 'Warszawa Wola' }, [testHairdresser('H9', 'Ola', ['2026-11-23T10:00:00'])]);

describe('listedSalons', () => {
  it('keeps the filtered salon, or every salon without a filter', () => {
    expect(listedSalons([pulawska, marszalkowska], 'M102')).toEqual([marszalkowska]);
    expect(listedSalons([pulawska, marszalkowska], null)).toEqual([pulawska, marszalkowska]);
  });

  it('ignores a filter naming a salon the search did not return', () => {
    expect(listedSalons([pulawska], 'M999')).toEqual([pulawska]);
  });
});

describe('visibleSlots', () => {
  it('shows the salon’s times for any hairdresser', () => {
    expect(visibleSlots(pulawska, { hairdresserId: null, timeOfDay: null })).toEqual([
      '2026-11-23T09:00:00',
      '2026-11-23T13:00:00',
      '2026-11-23T18:30:00',
    ]);
  });

  it('shows the chosen hairdresser’s times, then narrows them to the time of day', () => {
    expect(visibleSlots(pulawska, { hairdresserId: 'H1', timeOfDay: null })).toEqual(['2026-11-23T09:00:00', '2026-11-23T13:00:00']);
    expect(visibleSlots(pulawska, { hairdresserId: 'H1', timeOfDay: 'AFTERNOON' })).toEqual(['2026-11-23T13:00:00']);
    expect(visibleSlots(pulawska, { hairdresserId: null, timeOfDay: 'EVENING' })).toEqual(['2026-11-23T18:30:00']);
  });

  it('shows nothing for a hairdresser who does not work in the salon', () => {
    expect(visibleSlots(marszalkowska, { hairdresserId: 'H1', timeOfDay: null })).toEqual([]);
  });
});

describe('the show-without-slots rule', () => {
  it('shows salons without times when only one salon is listed or the button was pressed', () => {
    expect(showSalonsWithoutSlots(1, false)).toBe(true);
    expect(showSalonsWithoutSlots(3, true)).toBe(true);
    expect(showSalonsWithoutSlots(3, false)).toBe(false);
  });

  it('hides salons without visible times behind the button', () => {
    const inView = salonsInView([pulawska, marszalkowska, wola], { salonId: null, hairdresserId: null, timeOfDay: 'EVENING' });
    const { shown, hiddenCount } = partitionSalons(inView, false);
    expect(shown.map((salon) => salon.result.salon.id)).toEqual(['M101']);
    expect(hiddenCount).toBe(2);
    expect(partitionSalons(inView, true)).toEqual({ shown: inView, hiddenCount: 0 });
  });

  it('shows the one listed salon even without times', () => {
    const inView = salonsInView([pulawska, marszalkowska], { salonId: 'M102', hairdresserId: null, timeOfDay: null });
    expect(partitionSalons(inView, false)).toEqual({ shown: inView, hiddenCount: 0 });
  });
});

describe('preferredFirst', () => {
  it("puts the customer's preferred salon first and keeps the others in the API's order", () => {
    const ids = (list: { salon: { id: string } }[]) => list.map((r) => r.salon.id);
    expect(ids(preferredFirst([pulawska, marszalkowska, wola], 'M103'))).toEqual(['M103', 'M101', 'M102']);
    expect(ids(preferredFirst([pulawska, marszalkowska, wola], null))).toEqual(['M101', 'M102', 'M103']);
    expect(ids(preferredFirst([pulawska, marszalkowska], 'M999'))).toEqual(['M101', 'M102']);
  });
});

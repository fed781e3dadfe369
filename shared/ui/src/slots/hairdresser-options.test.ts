import { hairdresserOptions, hairdresserOptionsInView, hairdresserSlots, resolveHairdresser } from './hairdresser-options.ts';
import { testHairdresser, testSalonSlots } from '@salon/contracts/testing';

const zofia = testHairdresser('H1', 'Zofia', ['2026-11-23T10:00:00']);
const anna = testHairdresser('H2', 'Anna', ['2026-11-23T11:00:00']);
const marek = testHairdresser('H3', 'Marek', ['2026-11-23T12:00:00']);
const away = testHairdresser('H4', 'Beata', []);

describe('hairdresserOptions', () => {
  it('lists only hairdressers with status AVAILABLE, by name', () => {
    expect(hairdresserOptions([zofia, away, marek, anna], null)).toEqual([
      { id: 'H2', name: 'Anna', lastVisit: false },
      { id: 'H3', name: 'Marek', lastVisit: false },
      { id: 'H1', name: 'Zofia', lastVisit: false },
    ]);
  });

  it('puts the last visit’s hairdresser first and marks it, by id', () => {
    const options = hairdresserOptions([zofia, marek, anna], { id: 'H1', name: 'Zofia' });
    expect(options.map((o) => [o.name, o.lastVisit])).toEqual([
      ['Zofia', true],
      ['Anna', false],
      ['Marek', false],
    ]);
  });

  it('matches the last visit by name when only the name is known (repeat card)', () => {
    const options = hairdresserOptions([zofia, marek, anna], { id: null, name: ' marek ' });
    expect(options[0]).toEqual({ id: 'H3', name: 'Marek', lastVisit: true });
  });

  it('does not mark anyone when the last visit’s hairdresser is away', () => {
    const options = hairdresserOptions([zofia, away], { id: 'H4', name: 'Beata' });
    expect(options).toEqual([{ id: 'H1', name: 'Zofia', lastVisit: false }]);
  });
});

describe('hairdresserOptionsInView', () => {
  it('offers the hairdressers of the one salon in view', () => {
    expect(hairdresserOptionsInView([testSalonSlots({}, [zofia, anna])], null).map((o) => o.id)).toEqual(['H2', 'H1']);
  });

  it('offers none with several salons in view', () => {
    expect(hairdresserOptionsInView([testSalonSlots({}, [zofia]), testSalonSlots({ id: 'M102' }, [anna])], null)).toEqual([]);
  });
});

describe('resolveHairdresser', () => {
  const options = hairdresserOptions([zofia, anna], null);

  it('finds the chosen hairdresser by id, or by name when the id is unknown', () => {
    expect(resolveHairdresser({ id: 'H1', name: null }, options)?.name).toBe('Zofia');
    expect(resolveHairdresser({ id: null, name: 'Anna' }, options)?.id).toBe('H2');
  });

  it('falls back to any hairdresser when the chosen one is no longer listed', () => {
    expect(resolveHairdresser({ id: 'H3', name: 'Marek' }, options)).toBeNull();
    expect(resolveHairdresser({ id: 'H1', name: 'Zofia' }, [])).toBeNull();
    expect(resolveHairdresser({ id: null, name: null }, options)).toBeNull();
  });

  it('is any hairdresser without a choice', () => {
    expect(resolveHairdresser(null, options)).toBeNull();
  });
});

describe('hairdresserSlots', () => {
  const salon = testSalonSlots({}, [zofia, anna, away]);

  it('shows every free time of the salon when any hairdresser will do', () => {
    expect(hairdresserSlots(salon, null)).toEqual(['2026-11-23T10:00:00', '2026-11-23T11:00:00']);
  });

  it('shows only the chosen hairdresser’s times', () => {
    expect(hairdresserSlots(salon, 'H2')).toEqual(['2026-11-23T11:00:00']);
    expect(hairdresserSlots(salon, 'H4')).toEqual([]);
  });

  it('a hairdresser the answer does not list has no time', () => {
    expect(hairdresserSlots(salon, 'H9')).toEqual([]);
  });
});

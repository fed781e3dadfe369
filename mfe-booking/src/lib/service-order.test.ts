import { sortServices } from './service-order.ts';

const service = (id: string, name: string, promoted = false) => ({ id, name, promoted });

const names = (list: { name: string }[]) => list.map((s) => s.name);

describe('sortServices', () => {
  it('orders names by Polish collation (ł after l, ś after s, ż last)', () => {
    const list = [service('1', 'Żel'), service('2', 'Łuk'), service('3', 'Lok'), service('4', 'Śruba'), service('5', 'Szal'), service('6', 'Zet')];
    expect(names(sortServices(list))).toEqual(['Lok', 'Łuk', 'Szal', 'Śruba', 'Zet', 'Żel']);
  });

  it('puts the last-visit service before the others', () => {
    const list = [service('a', 'Balayage'), service('b', 'Koloryzacja'), service('c', 'Pasemka')];
    expect(names(sortServices(list, { lastVisitServiceId: 'c' }))).toEqual(['Pasemka', 'Balayage', 'Koloryzacja']);
  });

  it('puts promoted services first, even before the last visit, each group by name', () => {
    const list = [
      service('a', 'Strzyżenie damskie'),
      service('b', 'Manicure', true),
      service('c', 'Balayage'),
      service('d', 'Henna', true),
      service('e', 'Koloryzacja'),
    ];
    expect(names(sortServices(list, { lastVisitServiceId: 'e' }))).toEqual([
      'Henna',
      'Manicure',
      'Koloryzacja',
      'Balayage',
      'Strzyżenie damskie',
    ]);
  });

  it('a promoted last-visit service leads the promoted ones', () => {
    const list = [service('a', 'Akryl', true), service('b', 'Balayage', true), service('c', 'Cięcie')];
    expect(names(sortServices(list, { lastVisitServiceId: 'b' }))).toEqual(['Balayage', 'Akryl', 'Cięcie']);
  });

  it('leaves the input as it was', () => {
    const list = [service('b', 'B'), service('a', 'A')];
    sortServices(list);
    expect(names(list)).toEqual(['B', 'A']);
  });
});

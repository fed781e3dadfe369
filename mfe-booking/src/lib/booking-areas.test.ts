import type { Area, Salon, ServiceDetails } from '@salon/contracts/catalog-api';
import { areaOfSalon, areaQuery, areasOfService, findArea, toDraftArea } from './booking-areas.ts';

const area = (code: string, name: string, patch: Partial<Area> = {}): Area => ({
  code,
  name,
  order: null,
  virtual: false,
  coordinates: { latitude: 50, longitude: 20 },
  department: { code: 'MAL', name: 'Małopolskie' },
  salonCount: 2,
  ...patch,
});
const krakow = area('krakow', 'Kraków');
const mobile = area('uslugi-mobilne', 'Usługi mobilne', { virtual: true });
const areas = [krakow, mobile, area('MAL', 'Małopolskie')];

const location = {
  department: { code: 'MAL', name: 'Małopolskie' },
  city: 'Kraków',
  cityCode: 'krakow',
  cityGroup: null,
  postcode: '31-042',
  address: ['Rynek Główny 1'],
};

describe('booking areas', () => {
  it('finds an area by code or by name, ignoring case and spaces', () => {
    expect(findArea(areas, 'krakow')).toBe(krakow);
    expect(findArea(areas, ' KRAKÓW ')).toBe(krakow);
    expect(findArea(areas, 'gdansk')).toBeUndefined();
    expect(findArea(areas, '')).toBeUndefined();
  });

  it("gives a salon its city, its department, or the virtual area", () => {
    const salon: Pick<Salon, 'virtual' | 'location'> = { virtual: false, location };
    expect(areaOfSalon(salon, areas, 'cities')).toBe(krakow);
    expect(areaOfSalon(salon, areas, 'departments')?.code).toBe('MAL');
    expect(areaOfSalon({ virtual: true, location: null }, areas, 'cities')).toBe(mobile);
    expect(areaOfSalon({ virtual: false, location: { ...location, cityCode: 'gdansk' } }, areas, 'cities')).toBeUndefined();
  });

  it('asks for an area by city, department or virtual salons', () => {
    expect(areaQuery(toDraftArea(krakow), 'cities')).toEqual({ city: 'krakow' });
    expect(areaQuery(toDraftArea(krakow), 'departments')).toEqual({ departmentCode: 'krakow' });
    expect(areaQuery(toDraftArea(mobile), 'cities')).toEqual({ virtualSalons: true });
  });

  it('lists where a service is offered, adding the virtual area when virtual salons offer it', () => {
    const availableIn = { cities: ['krakow'], departments: ['MAL'], virtualSalons: false, salonIds: ['M190'] };
    const service = { availableIn } as ServiceDetails;
    expect(areasOfService(service, areas, 'cities')).toEqual(['krakow']);
    expect(areasOfService(service, areas, 'departments')).toEqual(['MAL']);
    expect(areasOfService({ availableIn: { ...availableIn, virtualSalons: true } } as ServiceDetails, areas, 'cities')).toEqual([
      'krakow',
      'uslugi-mobilne',
    ]);
  });
});

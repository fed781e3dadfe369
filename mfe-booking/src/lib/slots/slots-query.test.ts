import { slotsQuery, type SlotsQueryInput } from './slots-query.ts';

const base: SlotsQueryInput = {
  day: '2026-11-23',
  serviceIds: ['1001'],
  salonId: null,
  area: { code: 'warszawa', name: 'Warszawa' },
  areasEndpoint: 'cities',
  holdId: null,
};

it('searches the area: a city or a department by configuration', () => {
  expect(slotsQuery(base)).toEqual({ date: '2026-11-23', services: '1001', city: 'warszawa' });
  expect(slotsQuery({ ...base, areasEndpoint: 'departments', area: { code: 'MAZ', name: 'mazowieckie' } })).toEqual({
    date: '2026-11-23',
    services: '1001',
    departmentCode: 'MAZ',
  });
});

it('searches virtual salons for the virtual area', () => {
  expect(slotsQuery({ ...base, area: { code: 'uslugi-mobilne', name: 'Usługi mobilne', virtual: true } })).toEqual({
    date: '2026-11-23',
    services: '1001',
    virtualSalons: true,
  });
});

it('searches only the salon chosen on purpose', () => {
  expect(slotsQuery({ ...base, salonId: 'M101' })).toEqual({ date: '2026-11-23', services: '1001', salonId: 'M101' });
});

it('passes the customer’s own hold so that its slot still shows', () => {
  const holdId = '0b9c6a3e-6d1e-4d4c-9b59-9c0b2b7d9b11';
  expect(slotsQuery({ ...base, holdId })).toMatchObject({ holdId });
});

it('sends the location the customer shared, rounded to about 100 m, when searching an area', () => {
  const location = { latitude: 54.441812, longitude: 18.560149 };
  expect(slotsQuery({ ...base, location })).toEqual({ date: '2026-11-23', services: '1001', city: 'warszawa', location: '54.442,18.560' });
  expect(slotsQuery({ ...base, location: { latitude: -0.0004, longitude: -122.41941 } })).toMatchObject({ location: '-0.000,-122.419' });
  // One salon needs no order; nothing shared, nothing sent.
  expect(slotsQuery({ ...base, salonId: 'M101', location })).not.toHaveProperty('location');
  expect(slotsQuery({ ...base, location: null })).not.toHaveProperty('location');
});

it('has nothing to search without a service, or without a salon and an area', () => {
  expect(slotsQuery({ ...base, serviceIds: [] })).toBeNull();
  expect(slotsQuery({ ...base, area: null })).toBeNull();
});

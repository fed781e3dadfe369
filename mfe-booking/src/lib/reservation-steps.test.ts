import type { Area, Salon, Service } from '@salon/contracts/catalog-api';
import { testSalon } from '@salon/contracts/testing';
import { initialReservationDraft, reservationDraftReducer, type ReservationDraft } from './reservation-draft-slice.ts';
import {
  destinationPath,
  finalFormRedirect,
  nextStep,
  prefillDestination,
  rootDestination,
  type BookingPrefill,
  type RootLookups,
  type RootPlan,
  salonDateStepRedirect,
  serviceStepRedirect,
  stepRedirect,
} from './reservation-steps.ts';

const area = { code: 'KRK', name: 'Kraków' };
const service = { id: 's1', name: 'Strzyżenie damskie' };
const salon = { id: 'M12', name: 'Salon Rynek', services: ['s1'] };
const date = '2026-12-01T10:30:00';

const draft = (patch: Partial<ReservationDraft> = {}): ReservationDraft => ({ ...initialReservationDraft, ...patch });
const on = { areaSelection: true };
const off = { areaSelection: false };

describe('nextStep', () => {
  it('asks for the area first', () => {
    expect(nextStep(draft())).toBe('area');
    expect(nextStep(draft({ service, salon, date }))).toBe('area');
  });
  it('then the service', () => {
    expect(nextStep(draft({ area }))).toBe('service');
    expect(nextStep(draft({ area, salon, date }))).toBe('service');
  });
  it('then the salon and date when either is missing', () => {
    expect(nextStep(draft({ area, service }))).toBe('salon-date');
    expect(nextStep(draft({ area, service, salon }))).toBe('salon-date');
    expect(nextStep(draft({ area, service, date }))).toBe('salon-date');
  });
  it('then the final form until the booking is finished', () => {
    expect(nextStep(draft({ area, service, salon, date }))).toBe('final-form');
    expect(nextStep(draft({ area, service, salon, date, stage: 'ongoing' }))).toBe('final-form');
  });
  it('then the details page', () => {
    expect(nextStep(draft({ area, service, salon, date, stage: 'finished' }))).toBe('details');
  });
});

describe('destinationPath', () => {
  it('maps steps to their routes', () => {
    expect(destinationPath('area')).toBe('/rezerwacja/miasto');
    expect(destinationPath('service')).toBe('/rezerwacja/usluga');
    expect(destinationPath('salon-date')).toBe('/rezerwacja/termin');
    expect(destinationPath('final-form')).toBe('/rezerwacja/dane-rezerwacji');
  });
  it('puts the visit id on the details page', () => {
    expect(destinationPath('details', 'abc 1')).toBe('/wizyty/abc%201');
    expect(destinationPath('details')).toBe('/wizyty');
  });
});

describe('step guards', () => {
  it('sends the service step to the area step without an area, flag or not', () => {
    expect(serviceStepRedirect(draft())).toBe('area');
    expect(serviceStepRedirect(draft({ area }))).toBeNull();
    expect(stepRedirect('service', draft(), off)).toBe('area');
  });

  it('sends the date step to the area step without an area when area selection is on', () => {
    expect(salonDateStepRedirect(draft({ service }), on)).toBe('area');
    expect(salonDateStepRedirect(draft(), on)).toBe('area');
  });

  it('sends the date step to the service step when area selection is off or the area is known', () => {
    expect(salonDateStepRedirect(draft(), off)).toBe('service');
    expect(salonDateStepRedirect(draft({ area }), on)).toBe('service');
    expect(salonDateStepRedirect(draft({ service }), off)).toBeNull();
    expect(salonDateStepRedirect(draft({ area, service }), on)).toBeNull();
  });

  it('gives the final form the date guard plus salon and date', () => {
    expect(finalFormRedirect(draft(), on)).toBe('area');
    expect(finalFormRedirect(draft({ area }), on)).toBe('service');
    expect(finalFormRedirect(draft({ area, service }), on)).toBe('salon-date');
    expect(finalFormRedirect(draft({ area, service, salon }), on)).toBe('salon-date');
    expect(finalFormRedirect(draft({ area, service, date }), on)).toBe('salon-date');
    expect(finalFormRedirect(draft({ area, service, salon, date }), on)).toBeNull();
    expect(finalFormRedirect(draft({ service, salon, date }), off)).toBeNull();
  });

  it('never redirects the area step', () => {
    expect(stepRedirect('area', draft(), on)).toBeNull();
  });
});

describe('rootDestination', () => {
  const areaOf = (code: string, name: string, patch: Partial<Area> = {}): Area => ({
    code,
    name,
    order: null,
    virtual: false,
    coordinates: { latitude: 52, longitude: 21 },
    department: { code: 'MAZ', name: 'Mazowieckie' },
    salonCount: 1,
    ...patch,
  });
  const warszawa = areaOf('warszawa', 'Warszawa', { order: 1 });
  const krakow = areaOf('krakow', 'Kraków', { department: { code: 'MAL', name: 'Małopolskie' } });
  const mobile = areaOf('uslugi-mobilne', 'Usługi mobilne', { virtual: true, department: { code: 'WIR', name: 'Usługi mobilne' } });
  const areas = [warszawa, krakow, mobile];

  const salonOf = (id: string, patch: Partial<Salon> = {}): Salon =>
    testSalon({
      id,
      name: `Salon ${id}`,
      coordinates: { latitude: 52.21, longitude: 21.01 },
      phone: '+48 22 000 00 00',
      ...patch,
    });
  const serviceOf = (id: string, name: string): Service => ({
    id,
    name,
    duration: 60,
    order: 1,
    category: 'HAIRDRESSING',
    sex: ['F'],
    outsideOfSalon: false,
    promoted: false,
    promotingMessage: null,
    price: { value: 120, currency: 'PLN' },
    priceFrom: false,
    description: null,
    longDescription: null,
    minimumDistanceInDays: null,
  });
  const cut = serviceOf('1001', 'Strzyżenie damskie');
  const salons: Record<string, Salon> = {
    M101: salonOf('M101'),
    M199: salonOf('M199', { enabled: false }),
    M900: salonOf('M900', { virtual: true, location: null, coordinates: null, services: ['1301'] }),
  };

  /** The API as the root sees it; every call is recorded. */
  function lookups(patch: Partial<RootLookups> = {}): RootLookups & { calls: string[] } {
    const calls: string[] = [];
    return {
      calls,
      areasEndpoint: 'cities',
      getAreas: async () => (calls.push('areas'), areas),
      getSalon: async (id) => (calls.push(`salon ${id}`), salons[id] ?? null),
      getService: async (id) => {
        calls.push(`service ${id}`);
        if (id !== '1001') return null;
        return { ...cut, availableIn: { cities: ['krakow', 'warszawa'], departments: ['MAL', 'MAZ'], virtualSalons: false, salonIds: ['M101'] } };
      },
      getServices: async (query) => (calls.push(`services ${JSON.stringify(query)}`), query.city === 'krakow' ? [] : [cut]),
      ...patch,
    };
  }

  /** The draft the plan leads to. */
  const draftAfter = (plan: RootPlan) => plan.actions.reduce(reservationDraftReducer, initialReservationDraft);

  it('with nothing to resolve goes to the area step, keeping every other key', async () => {
    const api = lookups();
    expect(await rootDestination('?utm_source=x', api)).toEqual({ to: { pathname: '/rezerwacja/miasto', search: '?utm_source=x' }, actions: [] });
    expect(await rootDestination('', api)).toEqual({ to: { pathname: '/rezerwacja/miasto', search: '' }, actions: [] });
    expect(api.calls).toEqual([]);
  });

  describe('with city', () => {
    it('selects an area with services and goes to the service step', async () => {
      const api = lookups();
      const plan = await rootDestination('?city=warszawa&utm_source=x', api);
      expect(plan.to).toEqual({ pathname: '/rezerwacja/usluga', search: '?utm_source=x' });
      expect(draftAfter(plan).area).toEqual({ code: 'warszawa', name: 'Warszawa', virtual: false });
      expect(api.calls).toEqual(['areas', 'services {"city":"warszawa"}']);
    });

    it('accepts the area name in any case', async () => {
      const plan = await rootDestination('?city=WARSZAWA', lookups());
      expect(plan.to.pathname).toBe('/rezerwacja/usluga');
    });

    it('asks for the department or the virtual salons by configuration', async () => {
      const api = lookups({ areasEndpoint: 'departments' });
      await rootDestination('?city=warszawa', api);
      await rootDestination('?city=uslugi-mobilne', api);
      expect(api.calls.filter((call) => call.startsWith('services'))).toEqual(['services {"departmentCode":"warszawa"}', 'services {"virtualSalons":true}']);
    });

    it('goes to the area step when the area has no services', async () => {
      const plan = await rootDestination('?city=krakow', lookups());
      expect(plan).toEqual({ to: { pathname: '/rezerwacja/miasto', search: '' }, actions: [] });
    });

    it('goes to the area step for an unknown city', async () => {
      const plan = await rootDestination('?city=paryz&x=1', lookups());
      expect(plan).toEqual({ to: { pathname: '/rezerwacja/miasto', search: '?x=1' }, actions: [] });
    });
  });

  describe('with salonId', () => {
    it('selects the salon and its city, then the service step', async () => {
      const plan = await rootDestination('?salonId=M101&ref=partner', lookups());
      expect(plan.to).toEqual({ pathname: '/rezerwacja/usluga', search: '?ref=partner' });
      expect(draftAfter(plan)).toMatchObject({
        area: { code: 'warszawa' },
        salon: { id: 'M101', services: ['1001'] },
        salonChosen: true,
        service: null,
      });
    });

    it('uses the salon department when the areas are departments', async () => {
      const api = lookups({ areasEndpoint: 'departments', getAreas: async () => [areaOf('MAZ', 'Mazowieckie')] });
      const plan = await rootDestination('?salonId=M101', api);
      expect(draftAfter(plan).area?.code).toBe('MAZ');
    });

    it('selects the virtual area for a virtual salon', async () => {
      const plan = await rootDestination('?salonId=M900', lookups());
      expect(draftAfter(plan)).toMatchObject({ area: { code: 'uslugi-mobilne', virtual: true }, salon: { id: 'M900' } });
    });

    it('with a service offered in the area selects it too and goes to the date step', async () => {
      const api = lookups();
      const plan = await rootDestination('?salonId=M101&serviceId=1001', api);
      expect(plan.to.pathname).toBe('/rezerwacja/termin');
      expect(draftAfter(plan)).toMatchObject({
        area: { code: 'warszawa' },
        salon: { id: 'M101' },
        salonChosen: true,
        service: { id: '1001', name: 'Strzyżenie damskie', duration: 60, price: { value: 120, currency: 'PLN' } },
      });
      expect(api.calls).toContain('services {"city":"warszawa"}');
    });

    it('with a service not offered in the area goes to the service step', async () => {
      const plan = await rootDestination('?salonId=M101&serviceId=9999', lookups());
      expect(plan.to.pathname).toBe('/rezerwacja/usluga');
      expect(draftAfter(plan)).toMatchObject({ salon: { id: 'M101' }, service: null });
    });

    it.each([
      ['an unknown salon', 'M404'],
      ['a disabled salon', 'M199'],
    ])('starts anew for %s', async (_name, id) => {
      const plan = await rootDestination(`?salonId=${id}&serviceId=1001&utm_medium=mail`, lookups());
      expect(plan).toEqual({ to: { pathname: '/rezerwacja/miasto', search: '?utm_medium=mail' }, actions: [] });
    });
  });

  describe('with only serviceId', () => {
    it('selects the service, limits the areas to where it is offered and goes to the area step', async () => {
      const plan = await rootDestination('?serviceId=1001', lookups());
      expect(plan.to.pathname).toBe('/rezerwacja/miasto');
      expect(draftAfter(plan)).toMatchObject({ availableAreas: ['krakow', 'warszawa'], service: { id: '1001' }, area: null });
    });

    it('adds the virtual area when virtual salons offer it, and uses departments by configuration', async () => {
      const api = lookups({
        areasEndpoint: 'departments',
        getService: async () => ({ ...cut, availableIn: { cities: ['uslugi-mobilne'], departments: ['WIR'], virtualSalons: true, salonIds: ['M900'] } }),
        getAreas: async () => [areaOf('MAZ', 'Mazowieckie'), areaOf('WIR', 'Usługi mobilne', { virtual: true })],
      });
      expect(draftAfter(await rootDestination('?serviceId=1301', api)).availableAreas).toEqual(['WIR']);
    });

    it('starts anew for an unknown service', async () => {
      const plan = await rootDestination('?serviceId=nope', lookups());
      expect(plan).toEqual({ to: { pathname: '/rezerwacja/miasto', search: '' }, actions: [] });
    });
  });

  it('falls back to the area step when the API fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = lookups({ getAreas: () => Promise.reject(new Error('offline')), getSalon: () => Promise.reject(new Error('500')) });
    expect(await rootDestination('?city=warszawa&a=1', failing)).toEqual({ to: { pathname: '/rezerwacja/miasto', search: '?a=1' }, actions: [] });
    expect(await rootDestination('?salonId=M101', failing)).toEqual({ to: { pathname: '/rezerwacja/miasto', search: '' }, actions: [] });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  describe('with a time held on salon details (booking:prefill)', () => {
    const HOLD = '5f0c6c1e-4b0a-4e52-9d0e-2d7b1f1c9a11';
    const prefill: BookingPrefill = {
      salonId: 'M101',
      serviceId: '1001',
      dateTime: '2026-12-01T10:30:00',
      holdId: HOLD,
      hairdresserId: 'H2',
      hairdresserName: 'Anna',
    };

    it('selects the salon, its area, the service at the salon’s price and the held time, then the final form', async () => {
      const api = lookups({ getServices: async (query) => (api.calls.push(`services ${JSON.stringify(query)}`), [{ ...cut, price: { value: 140, currency: 'PLN' } }]) });
      const plan = await prefillDestination(prefill, '?utm_source=x', api);
      expect(plan.to).toEqual({ pathname: '/rezerwacja/dane-rezerwacji', search: '?utm_source=x' });
      expect(draftAfter(plan)).toMatchObject({
        area: { code: 'warszawa', name: 'Warszawa' },
        salon: { id: 'M101', name: 'Salon M101', servicePrice: { value: 140, currency: 'PLN' } },
        salonChosen: true,
        service: { id: '1001', name: 'Strzyżenie damskie' },
        date: '2026-12-01T10:30:00',
        holdId: HOLD,
        hairdresser: { id: 'H2', name: 'Anna' },
      });
      expect(nextStep(draftAfter(plan))).toBe('final-form');
      expect(api.calls).toEqual(['salon M101', 'areas', 'services {"salonId":"M101"}']);
    });

    it('any hairdresser stays any', async () => {
      const plan = await prefillDestination({ ...prefill, hairdresserId: null, hairdresserName: null }, '', lookups());
      expect(draftAfter(plan).hairdresser).toBeNull();
    });

    it('an unknown or disabled salon goes on as a link with that salonId and serviceId', async () => {
      expect((await prefillDestination({ ...prefill, salonId: 'M404' }, '', lookups())).to.pathname).toBe('/rezerwacja/miasto');
      expect((await prefillDestination({ ...prefill, salonId: 'M199' }, '', lookups())).to.pathname).toBe('/rezerwacja/miasto');
    });

    it('a service the salon does not offer goes on as that salon’s link: its service step', async () => {
      const plan = await prefillDestination({ ...prefill, serviceId: '9999' }, '?a=1', lookups());
      expect(plan.to).toEqual({ pathname: '/rezerwacja/usluga', search: '?a=1' });
      expect(draftAfter(plan)).toMatchObject({ salon: { id: 'M101' }, service: null, date: null, holdId: null });
    });
  });
});

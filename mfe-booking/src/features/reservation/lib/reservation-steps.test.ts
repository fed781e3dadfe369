import { initialReservationDraft, type ReservationDraft } from '../store/reservation-draft-slice.ts';
import {
  destinationPath,
  finalFormRedirect,
  nextStep,
  rootDestination,
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
  it('goes to the area step and keeps every query key', () => {
    expect(rootDestination('?salonId=M1&serviceId=s2&city=krakow&utm_source=x')).toEqual({
      pathname: '/rezerwacja/miasto',
      search: '?salonId=M1&serviceId=s2&city=krakow&utm_source=x',
    });
    expect(rootDestination('')).toEqual({ pathname: '/rezerwacja/miasto', search: '' });
  });
});

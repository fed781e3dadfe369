import type { UserProfile } from '@salon/contracts/identity-api';
import type { Visit } from '@salon/contracts/reservations-api';
import { consentsToOffer, isJustBooked, resetAfterBookingTurns, signedInQuestions, takeAfterBookingTurn } from './after-booking.ts';

const consents = (email: boolean, telemarketing: boolean) => [
  { channel: 'Email' as const, granted: email },
  { channel: 'Telemarketing' as const, granted: telemarketing },
];
const profile = (patch: Partial<UserProfile> = {}) =>
  ({ email: 'a@example.com', emailConfirmed: true, marketingConsents: consents(false, false), preferredSalon: null, ...patch }) as UserProfile;
const visit = { id: 'v1', salon: { id: 'M12', virtual: false }, startDateTime: '2026-11-24T10:00:00' } as Visit;

describe('isJustBooked', () => {
  const finished = { stage: 'finished' as const, salon: { id: 'M12', name: 'x' }, date: '2026-11-24T10:00:00' };
  it('is the visit the draft finished: same salon and time', () => {
    expect(isJustBooked(finished, visit)).toBe(true);
    expect(isJustBooked({ ...finished, date: '2026-11-24T10:00' }, visit)).toBe(true);
  });
  it('is not for a draft still ongoing, another salon or another time', () => {
    expect(isJustBooked({ ...finished, stage: 'ongoing' }, visit)).toBe(false);
    expect(isJustBooked({ ...finished, salon: { id: 'M13', name: 'y' } }, visit)).toBe(false);
    expect(isJustBooked({ ...finished, date: '2026-11-24T10:30:00' }, visit)).toBe(false);
    expect(isJustBooked({ ...finished, salon: null }, visit)).toBe(false);
  });
});

describe('consentsToOffer', () => {
  it('offers what is not granted', () => {
    expect(consentsToOffer(profile())).toEqual(['Email', 'Telemarketing']);
    expect(consentsToOffer(profile({ marketingConsents: consents(true, false) }))).toEqual(['Telemarketing']);
    expect(consentsToOffer(profile({ marketingConsents: consents(true, true) }))).toEqual([]);
  });
  it('offers the e-mail consent only with a present, confirmed e-mail', () => {
    expect(consentsToOffer(profile({ emailConfirmed: false }))).toEqual(['Telemarketing']);
    expect(consentsToOffer(profile({ email: null, emailConfirmed: false }))).toEqual(['Telemarketing']);
    expect(consentsToOffer(profile({ emailConfirmed: false, marketingConsents: consents(false, true) }))).toEqual([]);
  });
  it('a missing channel counts as not granted', () => {
    expect(consentsToOffer(profile({ marketingConsents: [] }))).toEqual(['Email', 'Telemarketing']);
  });
});

describe('signedInQuestions', () => {
  it('asks the preferred salon first, then the consents', () => {
    expect(signedInQuestions(profile(), { virtual: false })).toEqual(['preferred-salon', 'consents']);
  });
  it('does not ask the preferred salon when there is one, or the salon or area is virtual', () => {
    expect(signedInQuestions(profile({ preferredSalon: { id: 'M1', name: 'x' } }), { virtual: false })).toEqual(['consents']);
    expect(signedInQuestions(profile(), { virtual: true })).toEqual(['consents']);
    expect(signedInQuestions(profile(), { virtual: false }, true)).toEqual(['consents']);
  });
  it('asks nothing of a customer who has it all', () => {
    expect(signedInQuestions(profile({ preferredSalon: { id: 'M1', name: 'x' }, marketingConsents: consents(true, true) }), { virtual: false })).toEqual([]);
  });
});

describe('takeAfterBookingTurn', () => {
  beforeEach(() => resetAfterBookingTurns());
  it('is true once per visit, and remembered in session storage', () => {
    expect(takeAfterBookingTurn('v1')).toBe(true);
    expect(takeAfterBookingTurn('v1')).toBe(false);
    expect(takeAfterBookingTurn('v2')).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem('salon:booking:after-booking-asked') ?? '[]')).toEqual(['v1', 'v2']);
  });
  it('a visit asked about before this page (another tab of the session history) is not asked again', () => {
    window.sessionStorage.setItem('salon:booking:after-booking-asked', JSON.stringify(['v9']));
    expect(takeAfterBookingTurn('v9')).toBe(false);
  });
});

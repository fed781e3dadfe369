import type { UserProfile } from '@salon/contracts/identity-api';
import type { Visit } from '@salon/contracts/reservations-api';
import type { ReservationDraft } from '../../../lib/reservation-draft-slice.ts';

/*
 * The questions after a finished booking (spec part 1, section 4): a signed-in customer
 * without a preferred salon, at a salon that is not virtual, is asked to make it the
 * preferred one; then the marketing consents may follow (+50 loyalty points per visit
 * when both are granted, section 1). A guest is offered to sign in or to create an
 * account, depending on whether the booking's phone has one.
 */

/** A question asked of a signed-in customer, in this order. */
export type SignedInQuestion = 'preferred-salon' | 'consents';

/**
 * Whether this details page is the end of the booking just made: the draft finished it
 * and still holds its salon and time. A later visit to another visit's page, with the
 * draft still finished, asks nothing.
 */
export function isJustBooked(draft: Pick<ReservationDraft, 'stage' | 'salon' | 'date'>, visit: Visit): boolean {
  if (draft.stage !== 'finished' || !draft.salon || !draft.date) return false;
  // Local ISO both, to the minute: the API may leave the seconds out.
  return draft.salon.id === visit.salon.id && draft.date.slice(0, 16) === visit.startDateTime.slice(0, 16);
}

/** Whether the e-mail consent can be given: the API wants a present, confirmed address. */
export function canGrantEmailConsent(profile: UserProfile): boolean {
  return profile.email !== null && profile.emailConfirmed;
}

export function isGranted(profile: UserProfile, channel: 'Email' | 'Telemarketing'): boolean {
  return profile.marketingConsents.some((consent) => consent.channel === channel && consent.granted);
}

/**
 * The consents this customer can still give here: Telemarketing when not granted, Email
 * when not granted and the e-mail is confirmed. Empty: no consents question (both are
 * granted, or only the e-mail one is missing and it cannot be given yet).
 */
export function consentsToOffer(profile: UserProfile): ('Email' | 'Telemarketing')[] {
  const offer: ('Email' | 'Telemarketing')[] = [];
  if (!isGranted(profile, 'Email') && canGrantEmailConsent(profile)) offer.push('Email');
  if (!isGranted(profile, 'Telemarketing')) offer.push('Telemarketing');
  return offer;
}

/** The questions for a signed-in customer after booking at this salon, in turn. */
export function signedInQuestions(profile: UserProfile, salon: { virtual: boolean }, areaVirtual = false): SignedInQuestion[] {
  const questions: SignedInQuestion[] = [];
  if (!profile.preferredSalon && !salon.virtual && !areaVirtual) questions.push('preferred-salon');
  if (consentsToOffer(profile).length > 0) questions.push('consents');
  return questions;
}

const ASKED_KEY = 'salon:booking:after-booking-asked';
/** When session storage is off (private mode, blocked): the page's memory. */
const askedInMemory = new Set<string>();

function readAsked(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(ASKED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Marks the questions of this visit as asked and says whether they were not yet: true
 * once per booking. Kept in session storage, so going back to the page, or a reload
 * (which starts a fresh draft anyway), asks nothing again.
 */
export function takeAfterBookingTurn(visitId: string): boolean {
  if (askedInMemory.has(visitId)) return false;
  askedInMemory.add(visitId);
  const asked = readAsked();
  if (asked.includes(visitId)) return false;
  try {
    // The last few are enough: a visit id is asked about right after its booking only.
    window.sessionStorage.setItem(ASKED_KEY, JSON.stringify([...asked, visitId].slice(-20)));
  } catch {
    // Storage full or off: the memory above still keeps it to once on this page.
  }
  return true;
}

/** For tests: forget which visits were asked about. */
export function resetAfterBookingTurns(): void {
  askedInMemory.clear();
  try {
    window.sessionStorage.removeItem(ASKED_KEY);
  } catch {
    // Nothing to forget.
  }
}

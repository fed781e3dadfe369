import { object, string } from 'yup';
import { messageKey, phone, requiredText } from '@salon/forms';
import type { SessionUser } from '@salon/contracts/events';
import type { DraftContact } from '../../../lib/reservation-draft-slice.ts';
import { isCompleteContact, type StoredContact } from '../../../lib/contact-store.ts';

/** The final form's values. */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  rememberContact: boolean;
  clientNote: string;
}

/** The longest note the API takes (POST /api/visits clientNote). */
export const CLIENT_NOTE_MAX_LENGTH = 500;
/** The API's limit on names (contracts: ContactSchema). */
export const NAME_MAX_LENGTH = 100;

export const contactFormSchema = object({
  firstName: requiredText({ max: NAME_MAX_LENGTH }),
  lastName: requiredText({ max: NAME_MAX_LENGTH }),
  // Spec part 1, section 5: "in reservation any format is accepted but it must be a real
  // number". Any format: the generic rule (digits, the usual separators, an optional
  // plus). Real: the API's own rule, which @salon/forms runs in the browser (any valid
  // number, landlines too), so the form never
  // sends a number the API refuses (decision 0029).
  phone: phone(),
  clientNote: string().max(CLIENT_NOTE_MAX_LENGTH, ({ max }: { max: number }) => messageKey('max', { length: max })),
});

/** Whether the three required fields hold something (the confirm button waits for them). */
export function contactFilled(values: Pick<ContactFormValues, 'firstName' | 'lastName' | 'phone'>): boolean {
  return Boolean(values.firstName.trim() && values.lastName.trim() && values.phone.trim());
}

/**
 * Two phone numbers are the same when their digits are, a Polish number with or
 * without +48 (the API stores E.164; customers type '600 100 200').
 */
export function samePhone(a: string, b: string): boolean {
  const digits = (value: string) => {
    const only = value.replace(/\D/g, '');
    const national = only.startsWith('0048') ? only.slice(4) : only;
    return national.length === 11 && national.startsWith('48') ? national.slice(2) : national;
  };
  return digits(a) !== '' && digits(a) === digits(b);
}

/**
 * The form's first values. What the customer already typed in this booking (the draft,
 * after an edit link) wins; then a signed-in customer's profile; then, signed out, the
 * contact remembered on this device, with remember-me ticked when it is complete.
 */
export function initialContactValues({
  draftContact,
  user,
  authenticated,
  stored,
}: {
  draftContact: DraftContact | null;
  user: SessionUser | null;
  authenticated: boolean;
  stored: StoredContact | null;
}): ContactFormValues {
  const rememberStored = !authenticated && isCompleteContact(stored);
  if (draftContact) {
    return {
      firstName: draftContact.firstName,
      lastName: draftContact.lastName,
      phone: draftContact.phone,
      rememberContact: authenticated ? false : (draftContact.rememberContact ?? rememberStored),
      clientNote: '',
    };
  }
  if (authenticated) {
    return {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      phone: user?.phone ?? '',
      rememberContact: false,
      clientNote: '',
    };
  }
  return {
    firstName: stored?.firstName ?? '',
    lastName: stored?.lastName ?? '',
    phone: stored?.phone ?? '',
    rememberContact: rememberStored,
    clientNote: '',
  };
}

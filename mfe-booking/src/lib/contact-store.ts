/*
 * The contact a signed-out customer asked the booking to remember (spec part 1,
 * sections 3 and 4: "A saved contact also keeps salon id, service id and hairdresser
 * name, persisted in the browser"; remember-me is pre-checked when the stored contact
 * has first name, last name and phone). It lives in localStorage on this device only
 * and is read back on the final form. Storage may be unavailable (private mode, a
 * partner page's sandboxed iframe): then nothing is remembered and nothing breaks.
 */

/** The localStorage key; versioned so a later shape can ignore this one. */
export const CONTACT_STORAGE_KEY = 'salon:booking-contact:v1';

export interface StoredContact {
  firstName: string;
  lastName: string;
  phone: string;
  salonId: string | null;
  serviceId: string | null;
  hairdresserName: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The stored contact, or null when there is none or it cannot be read (storage off, a hand-edited value). */
export function readStoredContact(): StoredContact | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CONTACT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    return {
      firstName: text(record.firstName),
      lastName: text(record.lastName),
      phone: text(record.phone),
      salonId: optionalText(record.salonId),
      serviceId: optionalText(record.serviceId),
      hairdresserName: optionalText(record.hairdresserName),
    };
  } catch {
    return null;
  }
}

/** Remembers the contact (after a booking by a signed-out customer who ticked remember-me). */
export function rememberContact(contact: StoredContact): void {
  try {
    window.localStorage.setItem(CONTACT_STORAGE_KEY, JSON.stringify(contact));
  } catch {
    // Full or unavailable storage: the contact is simply not remembered.
  }
}

/** Forgets the stored contact (remember-me unticked, or a signed-in booking). */
export function clearStoredContact(): void {
  try {
    window.localStorage.removeItem(CONTACT_STORAGE_KEY);
  } catch {
    // Nothing stored where storage is unavailable.
  }
}

/** Whether a stored contact has all three fields the final form needs (remember-me is then pre-checked). */
export function isCompleteContact(contact: StoredContact | null): contact is StoredContact {
  return Boolean(contact && contact.firstName.trim() && contact.lastName.trim() && contact.phone.trim());
}

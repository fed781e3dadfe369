import type { Birthday, MarketingConsent, RegisterRequest } from '@salon/contracts/identity-api';
import type { RegistrationDraft, RegistrationExtras } from '../../../store/auth-flow-slice.ts';

/** What the registration stages prove before the form: the e-mail and the phone, each with its code. */
export interface VerifiedContact {
  email: string;
  emailToken: string;
  phone: string;
  phoneToken: string;
}

/** The spec's default: both channels asked, neither granted (spec part 1, section 5). */
export const NO_CONSENTS: readonly MarketingConsent[] = [
  { channel: 'Email', granted: false },
  { channel: 'Telemarketing', granted: false },
];

/** The birthday as the API takes it: null unless both day and month are chosen. */
export function wholeBirthday(birthday: Birthday | null | undefined): Birthday | null {
  if (!birthday || birthday.day == null || birthday.month == null) return null;
  return { day: birthday.day, month: birthday.month };
}

/**
 * The registration payload (RegisterRequest) of REGISTER's answers and, once
 * REGISTER_SECOND has them, its birthday and consents. validate and register take
 * the same body, so REGISTER's check covers what the last step will send.
 */
export function registrationPayload(contact: VerifiedContact, draft: RegistrationDraft, extras: RegistrationExtras | null): RegisterRequest {
  if (draft.sex === '') throw new Error('registrationPayload: the form lets no registration through without a sex');
  return {
    credentials: { email: contact.email, password: draft.password },
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    sex: draft.sex,
    phone: contact.phone,
    phoneToken: contact.phoneToken,
    emailToken: contact.emailToken,
    birthday: wholeBirthday(extras?.birthday),
    marketingConsents: extras?.marketingConsents.map((consent) => ({ ...consent })) ?? NO_CONSENTS.map((consent) => ({ ...consent })),
  };
}

/** REGISTER's fields by the name the API gives an INVALID_VALUE or PASSWORD_TOO_SIMPLE (`field`). */
const FORM_FIELDS: Readonly<Record<string, keyof RegistrationDraft>> = {
  sex: 'sex',
  firstName: 'firstName',
  lastName: 'lastName',
  password: 'password',
  'credentials.password': 'password',
};

/** The REGISTER form field an API error names, if it is one of them. */
export function registerFieldOf(apiField: string | undefined): keyof RegistrationDraft | null {
  return (apiField && FORM_FIELDS[apiField]) || null;
}

import type { UserProfile } from '@salon/contracts/identity-api';

/*
 * How the "my details" tab reads the account: the name, the e-mail's state and whom the
 * password reset is for.
 */

/** First and last name, or null when neither is known. */
export function fullNameOf(profile: Pick<UserProfile, 'firstName' | 'lastName'>): string | null {
  const name = [profile.firstName, profile.lastName].filter((part) => part && part.trim()).join(' ');
  return name || null;
}

export interface EmailView {
  /** The address shown: the current one, or the one waiting for confirmation when there is none. */
  address: string | null;
  /** Whether that address is confirmed. */
  confirmed: boolean;
  /** A new address waiting for its confirmation while the current one stays. */
  pending: string | null;
}

/**
 * The e-mail's state (spec part 2, section 4 "E-mail states": empty, unconfirmed,
 * confirmed): `unconfirmedEmail` is the current address while unconfirmed, or a new one
 * waiting for confirmation.
 */
export function emailViewOf(profile: Pick<UserProfile, 'email' | 'emailConfirmed' | 'unconfirmedEmail'>): EmailView {
  const { email, emailConfirmed, unconfirmedEmail } = profile;
  if (email === null) return { address: unconfirmedEmail, confirmed: false, pending: null };
  return {
    address: email,
    confirmed: emailConfirmed && unconfirmedEmail !== email,
    pending: unconfirmedEmail !== null && unconfirmedEmail !== email ? unconfirmedEmail : null,
  };
}

/** Whom the password reset is for: the account's e-mail, else its phone (the `auth:reset-password` payload). */
export function resetPasswordTarget(profile: Pick<UserProfile, 'email' | 'phone'>): { email: string } | { phone: string } | Record<string, never> {
  if (profile.email) return { email: profile.email };
  if (profile.phone) return { phone: profile.phone };
  return {};
}

/**
 * The e-mail button's label (spec part 2: "the e-mail button label depends on the e-mail
 * state"): add one when there is none, confirm one that is not confirmed (the modal
 * resends its code), change a confirmed one.
 */
export function emailActionOf(view: EmailView): 'add' | 'confirm' | 'change' {
  if (view.address === null) return 'add';
  return view.confirmed ? 'change' : 'confirm';
}

/** A pending change can be cancelled only while a confirmed address stays (spec part 2, section 4). */
export function canCancelEmailChange(view: EmailView): boolean {
  return view.pending !== null && view.confirmed;
}
